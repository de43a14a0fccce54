import { describe, expect, it } from "vitest";
import { contactsNextLink, isIdempotencyKey, parseNextLink } from "./http";

describe("isIdempotencyKey", () => {
  it("accepts 16 to 128 letters, digits, '-' or '_'", () => {
    expect(isIdempotencyKey("a".repeat(16))).toBe(true);
    expect(isIdempotencyKey("A-b_c".repeat(25) + "123")).toBe(true);
    expect(isIdempotencyKey("a".repeat(15))).toBe(false);
    expect(isIdempotencyKey("a".repeat(129))).toBe(false);
    expect(isIdempotencyKey("a".repeat(15) + "=")).toBe(false);
    expect(isIdempotencyKey("a".repeat(15) + "\n")).toBe(false);
  });
});

describe("contactsNextLink and parseNextLink", () => {
  it("write the inbox's next-page link and read it back", () => {
    const link = contactsNextLink({ cursor: "MjAyNi0xMS0yNQ", limit: 50 });
    expect(link).toBe('</api/contacts?cursor=MjAyNi0xMS0yNQ&limit=50>; rel="next"');
    const target = parseNextLink(link)!;
    expect(target.pathname).toBe("/api/contacts");
    expect(target.searchParams.get("cursor")).toBe("MjAyNi0xMS0yNQ");
    expect(target.searchParams.get("limit")).toBe("50");
  });

  it("keep the held list in the link", () => {
    const link = contactsNextLink({ cursor: "abc_-", limit: 10, box: "held" });
    expect(link).toBe('</api/contacts?cursor=abc_-&limit=10&box=held>; rel="next"');
    expect(parseNextLink(link)!.searchParams.get("box")).toBe("held");
  });

  it("find rel=next among several entries and answer null without one", () => {
    const header = '</a?cursor=1>; rel="prev", </b?cursor=2>; rel=next';
    expect(parseNextLink(header)!.searchParams.get("cursor")).toBe("2");
    expect(parseNextLink('</a?cursor=1>; rel="prev"')).toBeNull();
    expect(parseNextLink(null)).toBeNull();
    expect(parseNextLink("")).toBeNull();
  });
});
