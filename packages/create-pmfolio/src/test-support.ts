/** What the create command's tests share: an owner's answers, a folder's files, the command run as a process. */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Answers } from "./answers";

export const priya: Answers = {
  name: "Priya Raman",
  headline: "UX Researcher",
  brand: "#0f766e",
  email: "priya@example.com",
  publicEmail: "",
  languages: "en-GB",
};

/** Every file under a folder, by relative path, with its text. */
export function tree(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(folder, file), readFileSync(file, "utf8"));
    }
  return files;
}

// By its address: the command runs in a temporary folder, where no node_modules names tsx.
const tsx = import.meta.resolve("tsx");

/** Runs the command from source in `cwd`, as `npm create` runs the built one; resolves with its exit and output. */
export function run(
  cwd: string,
  args: string[],
  input?: string,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", tsx, path.join(import.meta.dirname, "cli.ts"), ...args],
      {
        cwd,
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("close", (code) => resolve({ code: code ?? -1, out, err }));
    child.stdin.end(input ?? "");
  });
}
