/**
 * For the content editor page's tests: a small site's content files, and a stand-in server for
 * `/api/content` whose answers each test may replace (`server`), set up afresh before each test.
 */
import type { ContentMedia, ContentPublish, ContentSnapshot } from "@pmfolio/core";
import { afterEach, beforeEach, vi } from "vitest";
import { queryClient } from "../../api/queryClient";
import { ownerApi } from "./ownerApi";

export const text = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** A small site's files, as the function would send them. */
export function contentFiles(site: Record<string, unknown> = {}): Record<string, string> {
  return {
    "site.json": text({
      url: "https://priya.example",
      title: "Priya Raman",
      description: "Research.",
      ...site,
    }),
    "profile.json": text({
      name: "Priya Raman",
      headline: "UX Researcher",
      tagline: "I find out what people need.",
      email: "priya@example.com",
    }),
    "about.json": text({ heading: "About me", paragraphs: ["Hello."] }),
    "experience.json": text({ roles: [], awards: [] }),
    "skills.json": text({ groups: [], tools: [] }),
    "projects.json": text({ order: ["fieldnotes", "atlas"] }),
    "projects/fieldnotes.json": text({ title: "Fieldnotes", description: "Research everyone can find." }),
    "projects/atlas.json": text({ title: "Atlas", description: "A map of needs." }),
  };
}

/** The stand-in server's state and answers; each test starts from the defaults. */
export const server = {} as {
  api: ReturnType<typeof ownerApi>;
  snapshot: ContentSnapshot;
  publishAnswer: (publish: ContentPublish) => Response;
  historyAnswer: (url: URL) => Response;
  media: ContentMedia;
  uploadAnswer: () => Response | Promise<Response>;
};

/** Registers the stand-in's setup and teardown around each test of the calling file. */
export function withContentServer() {
  beforeEach(() => {
    server.snapshot = { files: contentFiles(), revision: "rev-1", target: "disk" };
    server.publishAnswer = (publish) =>
      Response.json({ revision: "rev-2", changed: Object.keys(publish.files) });
    server.historyAnswer = () => Response.json({ error: "No history here" }, { status: 500 });
    server.media = { revision: "rev-1", images: [] };
    server.uploadAnswer = () => Response.json({ error: "No uploads here" }, { status: 500 });
    server.api = ownerApi({ loggedIn: true });
    server.api.override((request) => {
      if (request.url === "/api/content/images") return server.uploadAnswer();
      if (request.url === "/api/content?media=") return Response.json(server.media);
      if (request.url.startsWith("/api/content?"))
        return server.historyAnswer(new URL(request.url, "http://localhost"));
      if (request.url !== "/api/content") return undefined;
      if (request.method === "GET") return Response.json(server.snapshot);
      return server.publishAnswer(request.body as ContentPublish);
    });
    vi.stubGlobal("fetch", server.api.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    sessionStorage.clear();
  });
}

/** What the editor sent to publish, in order. */
export const published = () =>
  server.api.calls("POST", "/api/content").map((call) => call.body as ContentPublish);
