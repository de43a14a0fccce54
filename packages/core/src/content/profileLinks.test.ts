import { describe, expect, it } from "vitest";
import { networkOf, profileLinks } from "./profileLinks";
import type { Profile } from "./types";

const profile: Profile = {
  name: "Sam Rivera",
  headline: "Product Designer",
  tagline: "Interfaces people understand.",
  location: "Lisbon",
  email: "sam@example.com",
};

describe("profile links", () => {
  it.each([
    ["https://github.com/sam", "github"],
    ["https://www.linkedin.com/in/sam", "linkedin"],
    ["https://dribbble.com/sam", "dribbble"],
    ["https://www.behance.net/sam", "behance"],
    ["https://twitter.com/sam", "x"],
    ["https://x.com/sam", "x"],
    ["https://mastodon.social/@sam", "mastodon"],
    ["https://mastodon.example.org/@sam", "mastodon"],
    ["https://www.instagram.com/sam", "instagram"],
    ["https://youtu.be/abc", "youtube"],
    ["https://sam.medium.com", "medium"],
    ["mailto:sam@example.com", "email"],
    ["https://sam.design", "link"],
    ["https://notgithub.com/sam", "link"],
    ["not a url", "link"],
  ])("reads %s as %s", (href, network) => {
    expect(networkOf(href)).toBe(network);
  });

  it("a link's own network wins over its host", () => {
    expect(
      profileLinks({
        ...profile,
        links: [{ label: "Portfolio", href: "https://github.com/sam", network: "link" }],
      }),
    ).toEqual([{ label: "Portfolio", href: "https://github.com/sam", network: "link" }]);
  });

  it("the single profile link comes first, named LinkedIn unless labelled", () => {
    const links = [{ label: "Dribbble", href: "https://dribbble.com/sam" }];
    expect(profileLinks({ ...profile, networkProfileUrl: "https://www.linkedin.com/in/sam", links })).toEqual(
      [
        { label: "LinkedIn", href: "https://www.linkedin.com/in/sam", network: "linkedin" },
        { label: "Dribbble", href: "https://dribbble.com/sam", network: "dribbble" },
      ],
    );
    expect(
      profileLinks({
        ...profile,
        networkProfileUrl: "https://www.xing.com/sam",
        networkProfileLabel: "XING",
      }),
    ).toEqual([{ label: "XING", href: "https://www.xing.com/sam", network: "link" }]);
  });

  it("a profile without links has none", () => {
    expect(profileLinks(profile)).toEqual([]);
  });
});
