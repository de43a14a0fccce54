import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { run, tree } from "./test-support";

const work = mkdtempSync(path.join(tmpdir(), "create-pmfolio-safety-"));
let made = 0;
const freshFolder = () => path.join(work, `site-${++made}`);

const answers = ["--name", "Priya Raman", "--headline", "UX Researcher", "--email", "p@example.com", "--yes"];

describe("an option it does not know", () => {
  it("is named, with where the options are listed, and nothing is written", async () => {
    const folder = freshFolder();
    const { code, err } = await run(work, [folder, ...answers, "--frobnicate"]);
    expect(code).toBe(2);
    expect(err).toBe(
      "create-pmfolio: Unknown option --frobnicate.\n(create-pmfolio --help lists the options)\n",
    );
    expect(readdirSync(work)).not.toContain(path.basename(folder));
  });
});

describe("--force and symbolic links", () => {
  /** A folder outside the target, with a file in it, that a link in the target points to. */
  function outside() {
    const folder = freshFolder();
    mkdirSync(folder);
    writeFileSync(path.join(folder, "README.md"), "someone else's");
    return folder;
  }

  it("refuses a folder of the target that is a link, naming it, and writes nothing anywhere", async () => {
    const elsewhere = outside();
    const target = freshFolder();
    mkdirSync(target);
    symlinkSync(elsewhere, path.join(target, "content"));
    const [before, beside] = [tree(target), tree(elsewhere)];
    const { code, err } = await run(work, [target, ...answers, "--force"]);
    expect(code).toBe(2);
    expect(err).toContain(`${path.join(target, "content")} (→ ${elsewhere}) is a symbolic link`);
    expect(tree(elsewhere)).toEqual(beside);
    expect(tree(target)).toEqual(before);
  });

  it("refuses a file of the target that is a link, and leaves the file it points to as it was", async () => {
    const elsewhere = outside();
    const target = freshFolder();
    mkdirSync(target);
    symlinkSync(path.join(elsewhere, "README.md"), path.join(target, "README.md"));
    const { code, err } = await run(work, [target, ...answers, "--force"]);
    expect(code).toBe(2);
    expect(err).toContain(`${path.join(target, "README.md")} (→ ${path.join(elsewhere, "README.md")})`);
    expect(readFileSync(path.join(elsewhere, "README.md"), "utf8")).toBe("someone else's");
    expect(readdirSync(target)).toEqual(["README.md"]);
  });
});

describe("hostile answers", () => {
  const name = 'Ann "Q" \\ O\'Neil <b>*x*</b> | ]] """';
  const headline = 'Lead\\"\n[build]\ncommand = "rm -rf /" # \\u0022';

  it("are written so every file parses and says back exactly what was answered", async () => {
    const folder = freshFolder();
    const email = "o'neil+#x@example.com";
    const { code } = await run(work, [
      folder,
      "--name",
      name,
      "--headline",
      headline,
      "--email",
      email,
      "--public-email",
      "shown+'x@example.com",
      "--yes",
    ]);
    expect(code).toBe(0);
    const files = tree(folder);
    // Whitespace, newlines included, is folded to one space: a name is one line.
    const [oneName, oneHeadline] = [name, headline].map((text) => text.replace(/\s+/g, " "));
    const toml = parseToml(files.get("netlify.toml")!);
    expect(toml).toEqual({
      build: { command: "npm run build", publish: "dist", environment: { NODE_VERSION: "24" } },
      functions: {
        directory: "netlify/functions",
        node_bundler: "esbuild",
        included_files: ["content/**", "dist-tailored/**", "node_modules/@pmfolio/netlify/fonts/**"],
      },
    });
    for (const [file, text] of files)
      if (file.endsWith(".json")) expect(() => JSON.parse(text), file).not.toThrow();
    const profile = JSON.parse(files.get("content/profile.json")!);
    expect(profile).toMatchObject({ name: oneName, headline: oneHeadline, email: "shown+'x@example.com" });
    expect(parseEnv(files.get(".env.local")!).NOTIFY_EMAIL_TO).toBe(email);
    // In the README, every Markdown character of the answer is escaped: it shows as typed.
    const heading = files.get("README.md")!.split("\n")[0]!;
    expect(heading).toContain('Ann "Q" \\\\ O\'Neil \\<b\\>\\*x\\*\\</b\\> \\| \\]\\]');
    expect(heading.replace(/\\(.)/g, "$1")).toBe(`# ${oneName} — ${oneHeadline}`);
  });

  it("refuse an address with quotes or a backslash, which no file could hold as it is", async () => {
    for (const email of ['"a b"@example.com', 'a"b@example.com', "a\\b@example.com"]) {
      const folder = freshFolder();
      const { code, err } = await run(work, [folder, ...answers, "--email", email]);
      expect(code, email).toBe(2);
      expect(err).toContain(
        `The notification email must be an address such as you@example.com; got "${email}".`,
      );
      expect(readdirSync(work)).not.toContain(path.basename(folder));
    }
  });
});
