import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { parseEnv } from "node:util";
import { contentFromFiles, postsFromFiles } from "@pmfolio/core";
import { describe, expect, it } from "vitest";
import { questions } from "./answers";
import { askMissing } from "./ask";
import { contentFiles, dayOf } from "./content";
import { scaffold } from "./scaffold";
import { priya, run as runIn, tree } from "./test-support";

const work = mkdtempSync(path.join(tmpdir(), "create-pmfolio-"));
let made = 0;
const freshFolder = () => path.join(work, `site-${++made}`);
const run = (args: string[], input?: string) => runIn(work, args, input);

describe("the content it writes", () => {
  const folder = freshFolder();
  const written = scaffold(folder, priya);
  const files = tree(folder);
  const content = new Map(
    [...files].filter(([file]) => file.startsWith("content/")).map(([file, text]) => [file.slice(8), text]),
  );

  it("is content the site's schema takes, with the owner's name, headline, colour and language", () => {
    const checked = contentFromFiles(content);
    expect(checked.profile).toMatchObject({ name: "Priya Raman", headline: "UX Researcher" });
    expect(checked.site).toMatchObject({
      title: "Priya Raman — UX Researcher",
      brand: "#0f766e",
      locale: "en-GB",
    });
    expect(checked.projects.map((project) => project.slug)).toEqual(["example-project"]);
  });

  it("keeps the notification address out of every file but the git-ignored .env.local", () => {
    // She chose to show no email: visitors write through the contact form.
    expect(JSON.parse(content.get("profile.json")!)).not.toHaveProperty("email");
    const holding = [...files].filter(([, text]) => text.includes(priya.email)).map(([file]) => file);
    expect(holding).toEqual([".env.local"]);
  });

  it("shows the email she chose to show, and only that one", () => {
    const shown = freshFolder();
    scaffold(shown, { ...priya, publicEmail: "hello@priya.example" });
    const profile = JSON.parse(readFileSync(path.join(shown, "content/profile.json"), "utf8"));
    expect(profile.email).toBe("hello@priya.example");
    expect([...tree(shown)].filter(([, text]) => text.includes(priya.email)).map(([file]) => file)).toEqual([
      ".env.local",
    ]);
  });

  it("writes .env.local with a strong password of its own, for her alone, which Git ignores", () => {
    const local = parseEnv(files.get(".env.local")!);
    expect(local.ADMIN_PASSWORD).toMatch(/^[\w-]{32}$/);
    expect(local.ADMIN_SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(local.NOTIFY_EMAIL_TO).toBe(priya.email);
    expect(files.get(".env.local")).toMatch(/^# For `npm run dev` on this computer only/);
    expect(statSync(path.join(folder, ".env.local")).mode & 0o777).toBe(0o600);
    const other = freshFolder();
    scaffold(other, priya);
    const others = parseEnv(readFileSync(path.join(other, ".env.local"), "utf8"));
    expect(others.ADMIN_PASSWORD).not.toBe(local.ADMIN_PASSWORD);
    expect(others.ADMIN_SESSION_SECRET).not.toBe(local.ADMIN_SESSION_SECRET);
    // Git itself, asked about the new site's files: .env.local is ignored, the content is not.
    execFileSync("git", ["init", "-q"], { cwd: folder });
    const ignored = (file: string) =>
      execFileSync("git", ["check-ignore", "--no-index", "-q", file], { cwd: folder, stdio: "ignore" });
    expect(() => ignored(".env.local")).not.toThrow();
    expect(() => ignored("content/profile.json")).toThrow();
  });

  it("names the password's file in the README's Run it, and the deploy's variables with their commands", () => {
    const readme = files.get("README.md")!;
    const runIt = readme.slice(readme.indexOf("## Run it"), readme.indexOf("## Test it"));
    expect(runIt).toContain("`ADMIN_PASSWORD` in\n`.env.local`");
    const deploy = readme.slice(readme.indexOf("## Deploy"), readme.indexOf("## Upgrade"));
    for (const variable of [
      "ADMIN_PASSWORD",
      "ADMIN_SESSION_SECRET",
      "NOTIFY_EMAIL_TO",
      "SMTP_URL",
      "CONTENT_GIT_TOKEN",
      "CONTENT_GIT_REPO",
    ])
      expect(deploy).toMatch(new RegExp(`npx netlify-cli env:set ${variable} .+ --context production\n`));
    expect(deploy).toContain("npx netlify-cli deploy --prod");
    expect(readme).not.toContain("Deploy to Netlify");
  });

  it("marks its one project as an example", () => {
    const [project] = contentFromFiles(content).projects;
    expect(project?.title).toMatch(/example/i);
    expect(project?.page?.badge).toBe("Example");
  });

  it("writes one example post, in her one language, dated the day the site is made", () => {
    const posts = [...files.keys()].filter((file) => file.startsWith("content/posts/"));
    expect(posts).toEqual(["content/posts/welcome.md"]);
    const { posts: read, problems } = postsFromFiles(content, ["en-GB"]);
    expect(problems).toEqual([]);
    const [post] = read;
    expect(post).toMatchObject({ slug: "welcome", language: "en-GB", tags: ["Example"] });
    expect(post?.title).toMatch(/^Example post/);
    expect(post?.markdown.trimStart()).toMatch(/^This is an example post: edit it .*, or delete it/);
    // Made just now: today, or yesterday if midnight passed since.
    expect([dayOf(new Date()), dayOf(new Date(Date.now() - 86_400_000))]).toContain(post?.date);
  });

  it("writes the example post in each of the site's languages, each file one core's reader takes", () => {
    const folder = freshFolder();
    scaffold(folder, { ...priya, languages: "en-GB de pt-BR" });
    const posts = new Map(
      [...tree(folder)]
        .filter(([file]) => file.startsWith("content/posts/"))
        .map(([file, text]) => [file.slice(8), text]),
    );
    expect([...posts.keys()].sort()).toEqual([
      "posts/welcome.de.md",
      "posts/welcome.md",
      "posts/welcome.pt-BR.md",
    ]);
    const { posts: read, problems } = postsFromFiles(posts, ["en-GB", "de", "pt-BR"]);
    expect(problems).toEqual([]);
    expect(read.map((post) => post.language).sort()).toEqual(["de", "en-GB", "pt-BR"]);
    for (const post of read) expect(post.title, post.language).toMatch(/^Example post/);
    // Each names its own file and address.
    expect(posts.get("posts/welcome.de.md")).toContain("(`content/posts/welcome.de.md`, and its files");
    expect(posts.get("posts/welcome.de.md")).toContain("this one is at `/de/writing/welcome`");
  });

  it("dates the example post with the day it is given, as year-month-day", () => {
    const files = contentFiles(priya, new Date(2026, 0, 5, 23, 30));
    expect(files.get("posts/welcome.md")).toMatch(
      /^---\ntitle: "Example post: writing on your site"\ndate: 2026-01-05\n/,
    );
  });

  it("draws the site's icon from the owner's initials on their brand colour", () => {
    expect(files.get("public/favicon.svg")).toContain('fill="#0f766e"');
    expect(files.get("public/favicon.svg")).toMatch(/>PR<\/text>/);
  });

  it("ships the site's font as the sample site has it", () => {
    for (const font of ["inter-latin-wght-normal.woff2", "Inter-LICENSE.txt"])
      expect(readFileSync(path.join(folder, "public/fonts", font))).toEqual(
        readFileSync(path.join(import.meta.dirname, "../../../site/public/fonts", font)),
      );
  });

  it("says nothing of the sample owner or of product management", () => {
    for (const [file, text] of files) {
      expect(text, file).not.toMatch(/Jordan Lee/i);
      expect(text, file).not.toMatch(/product manag/i);
      expect(text, file).not.toMatch(/>PM</);
    }
  });

  it("writes the README with its commands, the .gitignore and the package manifest under their real names", () => {
    expect(written).toEqual(
      expect.arrayContaining(["README.md", ".gitignore", "package.json", "netlify.toml", ".env.local"]),
    );
    expect(files.get("README.md")).toContain("# Priya Raman — UX Researcher");
    expect(files.get("README.md")).toContain("npm install && npm run dev");
    expect(files.get("README.md")).toContain("npm install && npm test");
    expect(files.get("README.md")).not.toMatch(/\{\{\w+\}\}/);
    expect(JSON.parse(files.get("package.json")!).name).toBe("site-1");
    expect([...files.keys()].filter((file) => /(^|\/)(gitignore|_package\.json)$/.test(file))).toEqual([]);
    expect(JSON.parse(files.get("package.json")!).scripts).toEqual({
      dev: "pmfolio-site dev",
      build: "pmfolio-site build",
      test: "pmfolio-site build",
    });
  });
});

/** `answers` as the command's options, then --yes: nothing is asked. */
const asOptions = (answers: Record<string, string>) => [
  ...Object.entries(answers).flatMap(([key, value]) => [`--${key}`, value]),
  "--yes",
];

/** Her answers as options, asking nothing. */
const priyasOptions = asOptions({ name: "Priya Raman", headline: "UX Researcher", email: "p@example.com" });

describe("the folder it writes into", () => {
  it("refuses a folder that is not empty, says why, and leaves it as it was", async () => {
    const folder = freshFolder();
    mkdirSync(folder);
    writeFileSync(path.join(folder, "notes.txt"), "mine");
    const before = tree(folder);
    const { code, err } = await run([folder, ...priyasOptions]);
    expect(code).toBe(2);
    expect(err).toContain(`${folder} is not empty (1 entry, e.g. notes.txt)`);
    expect(err).toContain("--force");
    expect(tree(folder)).toEqual(before);
  });

  it("writes into it with --force, keeping the files of other names", async () => {
    const folder = freshFolder();
    mkdirSync(folder);
    writeFileSync(path.join(folder, "notes.txt"), "mine");
    const { code } = await run([folder, ...priyasOptions, "--force"]);
    expect(code).toBe(0);
    expect(readFileSync(path.join(folder, "notes.txt"), "utf8")).toBe("mine");
    expect(JSON.parse(readFileSync(path.join(folder, "content/profile.json"), "utf8")).name).toBe(
      "Priya Raman",
    );
  });
});

describe("its options", () => {
  it("take every answer with no prompt, into a folder named after the owner when none is given", async () => {
    const { code, out } = await run(
      asOptions({
        name: "Zoë Ahn",
        headline: "Data Scientist",
        brand: "E5484D",
        email: "zoe@example.com",
        languages: "de-de en",
      }),
    );
    expect(code).toBe(0);
    expect(out).toContain("Made Zoë Ahn's site in zoe-ahn");
    const site = JSON.parse(readFileSync(path.join(work, "zoe-ahn/content/site.json"), "utf8"));
    expect(site).toMatchObject({ brand: "#e5484d", locale: "de-DE", translations: ["en"] });
  });

  it("name the folder as it was typed, quoted for the shell when it needs to be", async () => {
    const answers = asOptions({ name: "Ann Lee", headline: "PM", brand: "0f766e", email: "ann@example.com" });
    const absolute = path.join(work, "ann's site");
    const { code, out } = await run([absolute, ...answers]);
    expect(code).toBe(0);
    expect(out).toContain(`Made Ann Lee's site in ${absolute} (`);
    expect(out).toContain(`  cd '${absolute.replace("ann's", "ann'\\''s")}'\n`);
    const typed = await run(["./plain", ...answers]);
    expect(typed.out).toContain("  cd ./plain\n");
  });

  it("refuse a bad answer with the same words a prompt uses, and write nothing", async () => {
    const folder = freshFolder();
    const { code, err } = await run([
      folder,
      ...asOptions({ name: "A", headline: "B", brand: "teal", email: "nobody", languages: "en english" }),
    ]);
    expect(code).toBe(2);
    // A tag Intl takes but the site's schema refuses: the command asks what the build will take.
    expect(err).toContain('The languages must be tags such as en, de or pt-BR; got "english".');
    expect(err).toContain('The brand colour must be a hex colour such as #0f766e; got "teal".');
    expect(err).toContain('The notification email must be an address such as you@example.com; got "nobody".');
    expect(readdirSync(work)).not.toContain(path.basename(folder));
  });

  it("name what is missing when there is no terminal to ask in, rather than wait", async () => {
    const { code, err } = await run([freshFolder(), "--name", "Priya Raman"]);
    expect(code).toBe(2);
    expect(err).toContain("Missing --headline, --email");
  });
});

describe("its questions", () => {
  it("are at most six, and ask again until an answer can be taken", async () => {
    expect(questions.length).toBeLessThanOrEqual(6);
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = "";
    output.on("data", (chunk) => (shown += chunk));
    input.end(
      ["Priya Raman", "UX Researcher", "not a colour", "", "priya@example", "priya@example.com", "", ""].join(
        "\n",
      ) + "\n",
    );
    const answers = await askMissing({}, { input, output });
    expect(answers).toEqual({ ...priya, languages: "en" });
    expect(shown).toContain("Brand colour (#0f766e): ");
    expect(shown).toContain('The brand colour must be a hex colour such as #0f766e; got "not a colour".');
    expect(shown).toContain(
      'The notification email must be an address such as you@example.com; got "priya@example".',
    );
    expect(shown).toContain("An email to show on your site (Enter for none");
  });

  it("ask only what the options did not give", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = "";
    output.on("data", (chunk) => (shown += chunk));
    input.end("priya@example.com\n");
    const answers = await askMissing(
      {
        name: "Priya Raman",
        headline: "UX Researcher",
        brand: "#0f766e",
        publicEmail: "",
        languages: "en-GB",
      },
      { input, output },
    );
    expect(answers).toEqual(priya);
    expect(shown).toBe("Email for new-message notifications (private, not shown on the site): ");
  });
});

describe("the template's functions", () => {
  it("are this repository's own function files, byte for byte, so what the suite tests is what a new site gets", () => {
    const ours = path.join(import.meta.dirname, "../../../netlify/functions");
    const template = path.join(import.meta.dirname, "../template/netlify/functions");
    const names = readdirSync(ours).filter((name) => name.endsWith(".mts"));
    expect(readdirSync(template).sort()).toEqual(names.sort());
    for (const name of names)
      expect(readFileSync(path.join(template, name), "utf8"), name).toBe(
        readFileSync(path.join(ours, name), "utf8"),
      );
  });
});

describe("the template's dependencies", () => {
  it("ask for the Node the site's packages need, and bring none of their own", () => {
    const folder = freshFolder();
    scaffold(folder, priya);
    const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8"));
    for (const name of ["site", "netlify"]) {
      const ours = JSON.parse(
        readFileSync(path.join(import.meta.dirname, `../../${name}/package.json`), "utf8"),
      );
      expect(manifest.engines.node, name).toBe(ours.engines.node);
    }
    expect(manifest).not.toHaveProperty("devDependencies");
  });

  it("are the @pmfolio packages at this package's own version, which releases move together", () => {
    const root = path.join(import.meta.dirname, "../../..");
    const own = JSON.parse(readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8"));
    const folder = freshFolder();
    scaffold(folder, priya);
    const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8"));
    const pmfolio = Object.entries<string>(manifest.dependencies).filter(([name]) =>
      name.startsWith("@pmfolio/"),
    );
    expect(pmfolio.length).toBeGreaterThan(0);
    for (const [name, range] of pmfolio) expect(range, name).toBe(`^${own.version}`);
    // What `npm update` moves: on the registry's path nothing pins a package to a file.
    expect(JSON.stringify(manifest)).not.toContain("file:");
    expect(manifest).not.toHaveProperty("overrides");
    expect(manifest).not.toHaveProperty("pnpm");
    const { fixed } = JSON.parse(readFileSync(path.join(root, ".changeset/config.json"), "utf8"));
    expect(fixed).toContainEqual(expect.arrayContaining([own.name, ...pmfolio.map(([name]) => name)]));
  });
});
