/**
 * A test that waits a fixed time passes on a quiet machine and fails on a busy one (docs/testing.md,
 * the flake register): it should wait for the condition it needs. This rule finds the ways a test or
 * a test helper sleeps: Playwright's `waitForTimeout`, a promise resolved by `setTimeout`, and the
 * promise form of `setTimeout` from `node:timers/promises`. Fake timers (`vi.advanceTimersByTime`)
 * move no real time and are not reported.
 *
 * Option `allow`: `{ [path from the repository root]: { count, reason } }`, for the few places where
 * a pause is not a wait for a condition (the interval between two reads of a poll, a delay a fault
 * proxy injects). `count` is how many the file may hold, so a new sleep in an allowed file still fails.
 */
import path from "node:path";

const timerModules = new Set(["timers/promises", "node:timers/promises"]);

/** Whether `node` is the executor function of `new Promise(...)`. */
function isPromiseExecutor(node) {
  const parent = node.parent;
  return (
    parent?.type === "NewExpression" &&
    parent.callee.type === "Identifier" &&
    parent.callee.name === "Promise" &&
    parent.arguments[0] === node
  );
}

/** Whether `call` is `setTimeout(...)`, `window.setTimeout(...)` or `globalThis.setTimeout(...)`. */
function isSetTimeout(call) {
  const { callee } = call;
  if (callee.type === "Identifier") return callee.name === "setTimeout";
  return (
    callee.type === "MemberExpression" &&
    !callee.computed &&
    callee.property.name === "setTimeout" &&
    callee.object.type === "Identifier" &&
    ["window", "globalThis", "self"].includes(callee.object.name)
  );
}

/** The nearest enclosing function of `node`. */
function enclosingFunction(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (["ArrowFunctionExpression", "FunctionExpression", "FunctionDeclaration"].includes(at.type)) return at;
  }
  return undefined;
}

/**
 * Whether a `setTimeout` call is made by a promise's executor, so that the promise settles after a
 * fixed time: `new Promise((resolve) => setTimeout(resolve, ms))`, or `setTimeout(() => resolve(x), ms)`
 * in a longer executor. A timer that only bounds a wait (a race's time limit) is made the same way
 * and is reported too: bound a wait by the test's own timeout, or allow it with its reason.
 */
function settlesPromise(call) {
  const executor = enclosingFunction(call);
  return executor !== undefined && isPromiseExecutor(executor);
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Tests wait for conditions, not for fixed times" },
    schema: [
      {
        type: "object",
        properties: {
          allow: {
            type: "object",
            additionalProperties: {
              type: "object",
              properties: {
                count: { type: "integer", minimum: 1 },
                reason: { type: "string", minLength: 10 },
              },
              required: ["count", "reason"],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      waitForTimeout:
        "waitForTimeout waits a fixed time: wait for the condition instead (expect.poll, a locator, afterIdle); see docs/testing.md.",
      sleep:
        "A promise resolved by setTimeout waits a fixed time: wait for the condition instead, or add this file to the no-fixed-wait allow-list in eslint.config.js with the reason; see docs/testing.md.",
      timersPromises:
        "setTimeout from timers/promises waits a fixed time: wait for the condition instead; see docs/testing.md.",
      staleAllowance:
        "The no-fixed-wait allow-list in eslint.config.js permits {{count}} fixed waits here, the file has {{found}}: lower the count (or remove the entry).",
      overAllowed:
        "{{found}} fixed waits in this file, the allow-list in eslint.config.js permits {{count}} ({{reason}}): wait for a condition instead.",
    },
  },
  create(context) {
    const allow = context.options[0]?.allow ?? {};
    const relative = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const allowed = allow[relative];
    const found = [];
    return {
      "CallExpression[callee.property.name='waitForTimeout']"(node) {
        found.push({ node, messageId: "waitForTimeout" });
      },
      CallExpression(node) {
        if (isSetTimeout(node) && settlesPromise(node)) found.push({ node, messageId: "sleep" });
      },
      ImportDeclaration(node) {
        if (!timerModules.has(node.source.value)) return;
        for (const specifier of node.specifiers) {
          const imported = specifier.type === "ImportSpecifier" ? specifier.imported.name : undefined;
          if (imported === "setTimeout" || specifier.type === "ImportNamespaceSpecifier")
            found.push({ node: specifier, messageId: "timersPromises" });
        }
      },
      "Program:exit"(program) {
        // An entry wider than its file lets the next sleep in unnoticed: it shrinks with the file.
        if (allowed && found.length < allowed.count)
          context.report({
            node: program,
            messageId: "staleAllowance",
            data: { found: String(found.length), count: String(allowed.count) },
          });
        if (allowed && found.length <= allowed.count) return;
        for (const { node, messageId } of found) {
          if (allowed)
            context.report({
              node,
              messageId: "overAllowed",
              data: { found: String(found.length), count: String(allowed.count), reason: allowed.reason },
            });
          else context.report({ node, messageId });
        }
      },
    };
  },
};
