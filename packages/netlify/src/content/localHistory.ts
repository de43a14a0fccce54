/**
 * A content file's history under `pnpm dev`: the local repository's commits of it, read with the
 * machine's own `git` (a publish there writes the files; the owner commits them). A content folder
 * outside any repository, or a machine without git, has no history, and the answer says so.
 */
import { execFile } from "node:child_process";
import { contentHistoryLimit, type ContentHistory, type ContentVersionText } from "../core";

/** Runs git in the content folder; resolves with its output, rejects with its words. */
function git(folder: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      "git",
      args,
      { cwd: folder, encoding: "buffer", maxBuffer: 16 * 1024 * 1024, timeout: 10_000 },
      (error, stdout, stderr) =>
        error
          ? reject(Object.assign(error, { stderr: stderr.toString("utf8") }))
          : resolve(stdout.toString("utf8")),
    ),
  );
}

const notInGit = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === "ENOENT" ||
  /not a git repository/i.test((error as { stderr?: string }).stderr ?? "");

/** The file's last commits in the local repository, newest first. */
export async function historyOnDisk(folder: string, file: string): Promise<ContentHistory> {
  let log: string;
  try {
    log = await git(folder, ["log", `-n${contentHistoryLimit}`, "--format=%H%x1f%cI%x1f%s", "--", file]);
  } catch (error) {
    if (!notInGit(error)) throw error;
    return {
      file,
      versions: [],
      note: "The content folder is not in a Git repository here, so there is no history to show. Once it is, each commit of this file is listed.",
    };
  }
  const versions = log
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [revision, date, message] = line.split("\x1f") as [string, string, string];
      return { revision, date, message };
    });
  return versions.length
    ? { file, versions }
    : {
        file,
        versions,
        note: `No commit has content/${file} yet: once you commit it, its versions are listed here.`,
      };
}

/** The file's text at a commit of the local repository; null where that commit has no such file. */
export async function versionOnDisk(
  folder: string,
  file: string,
  revision: string,
): Promise<ContentVersionText | null> {
  // First whether the commit is there: for one that is not, git says the same as for a file it lacks.
  try {
    await git(folder, ["cat-file", "-e", `${revision}^{commit}`]);
  } catch {
    return null;
  }
  try {
    return { file, revision, text: await git(folder, ["show", `${revision}:./${file}`]) };
  } catch (error) {
    const said = (error as { stderr?: string }).stderr ?? "";
    if (/does not exist in|exists on disk, but not in/.test(said)) return { file, revision, text: null };
    throw error;
  }
}
