import type { Rule } from "eslint";

/** pmfolio/no-fixed-wait: tests wait for conditions, not for fixed times (docs/testing.md). */
declare const rule: Rule.RuleModule;
export default rule;
