import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getStore } from "@netlify/blobs";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import handler from "../functions/contact.mjs";
import { CONTENT_DIR_ENV } from "../../packages/netlify/src/site";
import { settleBackgroundWork, startBlobs, testContext, type TestBlobs } from "./helpers/blobs-server";
import { contactRequest, storedMessages } from "./helpers/contacts";
import { windowWithRoom } from "./helpers/limit-window";
import { CONTACT_RATE_WINDOW_SECONDS } from "../../packages/netlify/src/handlers/contact";

// The sample content in English and German, whatever the repository's sample holds: the function
// reads the site's languages from its content folder once per instance (this file's modules).
let blobs: TestBlobs;
let content: string;
beforeAll(async () => {
  blobs = await startBlobs();
  content = await mkdtemp(path.join(tmpdir(), "pmfolio-content-"));
  await cp("site/content", content, { recursive: true });
  const site = JSON.parse(await readFile(path.join(content, "site.json"), "utf8")) as Record<string, unknown>;
  await writeFile(
    path.join(content, "site.json"),
    JSON.stringify({ ...site, locale: "en", translations: ["de"] }),
  );
  process.env[CONTENT_DIR_ENV] = content;
});
afterAll(async () => {
  delete process.env[CONTENT_DIR_ENV];
  await blobs.close();
  await rm(content, { recursive: true, force: true });
});

let ipCounter = 0;
let ip: string;
beforeEach(async () => {
  ipCounter += 1;
  ip = `198.51.100.${ipCounter}`;
  await settleBackgroundWork();
  await getStore({ name: "contacts", consistency: "strong" }).deleteAll();
});

const valid = { name: "Ada Lovelace", email: "ada@example.com", message: "Guten Tag!" };

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return handler(
    new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
    testContext({ ip }),
  );
}

function postJson(body: unknown) {
  return handler(contactRequest(body), testContext({ ip }));
}

const stored = storedMessages;

describe("POST /api/contact from a German page", () => {
  it("sends a browser-posted message on to the German confirmation page, and keeps its language", async () => {
    const res = await postForm({ ...valid, website: "", language: "de" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/de/contact/sent");
    expect(await stored()).toEqual([
      { id: expect.any(String), ...valid, createdAt: expect.any(String), language: "de" },
    ]);
  });

  it("answers a bad field with the German form again, which posts German again; nothing stored", async () => {
    const res = await postForm({ name: "Ada", email: "ada@localhost", message: "", language: "de" });
    expect(res.status).toBe(400);
    const { document } = new JSDOM(await res.text()).window;
    expect(document.documentElement.lang).toBe("de");
    expect(document.querySelector("h1")?.textContent).toBe("Ihre Nachricht wurde nicht gesendet");
    expect(document.querySelector(".alert")?.textContent).toMatch(/^Es wurde nichts gespeichert\./);
    expect(document.getElementById("contact-form-email-error")?.textContent).toBe(
      "Bitte geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com.",
    );
    expect(document.getElementById("contact-form-message-error")?.textContent).toBe(
      "Bitte füllen Sie das Feld „Nachricht“ aus.",
    );
    expect(document.querySelector('label[for="contact-form-email"]')?.textContent).toBe("E-Mail");
    expect(document.querySelector('button[type="submit"]')?.textContent).toBe("Nachricht senden");
    expect(document.querySelector<HTMLInputElement>('input[name="language"]')?.value).toBe("de");
    expect(document.querySelector('a[href="/de/#contact"]')?.textContent).toBe("Zurück zum Kontaktformular");
    expect(await stored()).toEqual([]);
  });

  it("answers the app's JSON in German: the 400's sentence and its fields", async () => {
    const res = await postJson({ ...valid, email: "nope", language: "de" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Einige Felder müssen noch korrigiert werden.",
      fields: { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com." },
    });
  });

  it("answers a German 429 page, holding what was sent", async () => {
    await windowWithRoom(CONTACT_RATE_WINDOW_SECONDS);
    process.env.CONTACT_RATE_LIMIT = "1";
    try {
      expect((await postForm({ ...valid, language: "de" })).status).toBe(303);
      const limited = await postForm({ ...valid, language: "de" });
      expect(limited.status).toBe(429);
      const { document } = new JSDOM(await limited.text()).window;
      expect(document.querySelector(".alert")?.textContent).toBe(
        "Von dieser Adresse kamen zu viele Nachrichten. Bitte versuchen Sie es später noch einmal.",
      );
      expect(document.querySelector<HTMLTextAreaElement>('textarea[name="message"]')?.value).toBe(
        valid.message,
      );
    } finally {
      delete process.env.CONTACT_RATE_LIMIT;
    }
  });

  it("answers a refusal before the fields are read in the language of the page it came from", async () => {
    const big = await postForm(
      { ...valid, message: "x".repeat(40 * 1024), language: "de" },
      { Referer: "http://localhost/de/" },
    );
    expect(big.status).toBe(413);
    const { document } = new JSDOM(await big.text()).window;
    expect(document.documentElement.lang).toBe("de");
    expect(document.querySelector("p")?.textContent).toBe(
      "Ihre Nachricht ist zu lang. Bitte kürzen Sie sie und senden Sie sie erneut.",
    );
    // Another site's page says nothing about the visitor's language: the default's.
    const elsewhere = await postForm(valid, {
      Referer: "https://example.com/de/",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.text()).toContain('<html lang="en">');
  });

  it("takes a language the site does not have as the default, and never refuses a message for it", async () => {
    for (const language of ["fr", "DE", "", "de\u202E"]) {
      const res = await postForm({ ...valid, language });
      expect(res.status, language).toBe(303);
      expect(res.headers.get("location")).toBe("/contact/sent");
    }
    expect((await stored()).map((submission) => submission.language)).toEqual(["en", "en", "en", "en"]);
  });
});
