/**
 * Where a publish goes, from the environment: the files on disk under `pnpm dev` (the Netlify dev
 * context, or none: tests and scripts); on the production deploy, one commit through GitHub's API
 * when CONTENT_GIT_TOKEN is set; else nowhere: the editor shows the deployed files, read-only, and
 * says why. A deploy preview or branch deploy never publishes, token or not: the commit would go
 * to the production branch, so the preview's password would change the live site (decision 29).
 * Netlify gives a function only the variables set in its UI, CLI or API (not netlify.toml's) and
 * none of the build's (BRANCH, REPOSITORY_URL): the repository and branch are named here.
 */
import path from "node:path";
import { deployContext } from "../blobs";
import { env } from "../env";
import { contentFolder } from "../site";

export const TOKEN_VARIABLE = "CONTENT_GIT_TOKEN";
export const REPO_VARIABLE = "CONTENT_GIT_REPO";
export const BRANCH_VARIABLE = "CONTENT_GIT_BRANCH";
export const FOLDER_VARIABLE = "CONTENT_GIT_FOLDER";
export const API_URL_VARIABLE = "CONTENT_GIT_API_URL";

/** A GitHub repository's content folder, and the token that may write it. */
export interface GitTarget {
  token: string;
  /** "owner/name". */
  repo: string;
  branch: string;
  /** The content folder's path in the repository, without slashes at either end ("site/content"). */
  folder: string;
  /** The API's base URL, without a trailing slash. */
  apiUrl: string;
}

export type PublishTarget =
  { kind: "disk" } | { kind: "git"; git: GitTarget } | { kind: "none"; why: string };

const HOW_TO_TOKEN = `make a fine-grained GitHub token for this site's repository only, with the permission "Contents: read and write", and set it as ${TOKEN_VARIABLE} in the site's environment variables on Netlify (scope: Functions; deploy context: Production only), with ${REPO_VARIABLE} (owner/name), then deploy again`;

/** Where this deploy's publishes go (see the module note). */
export function publishTarget(): PublishTarget {
  const context = deployContext();
  if (context === undefined || context === "dev") return { kind: "disk" };
  if (context !== "production") return { kind: "none", why: notProduction(context) };
  const token = env(TOKEN_VARIABLE)?.trim();
  const repo = env(REPO_VARIABLE)?.trim();
  if (!token)
    return {
      kind: "none",
      why: `Publishing is not set up on this site: there is no ${TOKEN_VARIABLE}. To publish from here, ${HOW_TO_TOKEN}. Until then the editor is read-only.`,
    };
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo))
    return {
      kind: "none",
      why: `Publishing is not set up on this site: ${REPO_VARIABLE} must name the site's repository as owner/name (it is ${repo ? `"${repo}"` : "not set"}). Until then the editor is read-only.`,
    };
  return {
    kind: "git",
    git: {
      token,
      repo,
      branch: env(BRANCH_VARIABLE)?.trim() || "main",
      folder: (env(FOLDER_VARIABLE)?.trim() || deployedFolder()).replace(/^\/+|\/+$/g, ""),
      apiUrl: (env(API_URL_VARIABLE)?.trim() || "https://api.github.com").replace(/\/+$/, ""),
    },
  };
}

const contextNames: Record<string, string> = {
  "deploy-preview": "a deploy preview",
  "branch-deploy": "a branch deploy",
};

/** Why a deploy other than production is read-only, in the owner's words. */
function notProduction(context: string): string {
  const what = contextNames[context] ?? `the "${context.slice(0, 40)}" deploy`;
  return `Publishing is only possible from the production site. This is ${what}: its editor shows this deploy's content, read-only, and can never change the live site. To publish, open the editor on the production site.`;
}

/**
 * The content folder's path in the repository when CONTENT_GIT_FOLDER does not say: where the
 * functions read it, from the base directory they run in (the repository's root, unless the
 * site sets a base directory), else "content".
 */
function deployedFolder(): string {
  try {
    const relative = path.relative(process.cwd(), contentFolder()).split(path.sep).join("/");
    return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : "content";
  } catch {
    return "content";
  }
}

/** What a token needs, for the words of a refused one. */
export function tokenAdvice(git: GitTarget): string {
  return `It needs the permission "Contents: read and write" on ${git.repo} (a fine-grained token for that repository only); make a new one if it expired, and set it as ${TOKEN_VARIABLE}.`;
}
