import { describe, expect, it } from "vitest";
import { classifyTrafficSource, referrerSource, trafficSourceForHost } from "./traffic-source";

describe("classifyTrafficSource", () => {
  it.each([
    ["", "Direct"],
    ["direct", "Direct"],
    ["   ", "Direct"],
    ["https://www.linkedin.com/feed/", "LinkedIn"],
    ["https://lnkd.in/eAbCdEf", "LinkedIn"],
    ["android-app://com.linkedin.android/", "LinkedIn"],
    ["https://t.co/AbC123xyz", "X/Twitter"],
    ["https://x.com/", "X/Twitter"],
    ["https://twitter.com/someone/status/1", "X/Twitter"],
    ["https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.com", "Facebook"],
    ["https://m.facebook.com/", "Facebook"],
    ["https://old.reddit.com/r/ProductManagement/", "Reddit"],
    ["https://www.google.com/", "Google"],
    ["https://www.google.co.uk/", "Google"],
    ["https://www.google.de/", "Google"],
    ["https://www.google.com.au/", "Google"],
    ["https://www.bing.com/search?q=product+manager", "Bing"],
    ["https://duckduckgo.com/", "DuckDuckGo"],
    ["https://uk.indeed.com/viewjob?jk=1", "Indeed"],
    ["https://www.glassdoor.com/Job/index.htm", "Glassdoor"],
    ["https://wellfound.com/jobs", "Wellfound"],
    ["https://github.com/jordan-lee", "GitHub"],
    ["https://stackoverflow.com/users/1", "Stack Overflow"],
    ["https://news.ycombinator.com/item?id=1", "Hacker News"],
    ["https://dribbble.com/shots/1", "Dribbble"],
    ["https://www.behance.net/gallery/1", "Behance"],
    ["https://mail.google.com/mail/u/0/", "Email"],
    ["https://outlook.live.com/mail/0/inbox", "Email"],
    ["https://outlook.office.com/mail/", "Email"],
    ["https://mail.yahoo.com/d/folders/1", "Email"],
    ["https://www.example.org/blog/post", "example.org"],
    ["https://blog.example.org/post", "blog.example.org"],
    ["https://WWW.Example.ORG/", "example.org"],
    ["not a url", "Unknown"],
    ["file:///home/me/resume.html", "Unknown"],
    ["ftp://example.org/", "Unknown"],
  ])("%j is %s", (referrer, source) => {
    expect(classifyTrafficSource(referrer)).toBe(source);
  });

  it("never names a source by a mere substring of a host", () => {
    expect(trafficSourceForHost("notgithub.com")).toBe("notgithub.com");
    expect(trafficSourceForHost("github.com.evil.example")).toBe("github.com.evil.example");
  });

  it("does not keep absurdly long hostnames", () => {
    expect(trafficSourceForHost(`${"a".repeat(90)}.example`)).toBe("Unknown");
  });
});

describe("referrerSource (what the tracker sends)", () => {
  it.each([
    ["", "Direct"],
    ["direct", "Direct"],
    ["https://www.linkedin.com/feed/", "linkedin.com"],
    ["https://t.co/AbC123xyz", "t.co"],
    ["android-app://com.linkedin.android/", "com.linkedin.android"],
    ["https://Blog.Example.org./post", "blog.example.org"],
    ["not a url", "Unknown"],
    ["javascript:alert(1)", "Unknown"],
    [`https://${"a".repeat(90)}.example/`, "Unknown"],
  ])("%j is %s", (referrer, source) => {
    expect(referrerSource(referrer)).toBe(source);
  });

  it("is what the server names with the host table", () => {
    for (const referrer of ["https://lnkd.in/x", "https://mail.google.com/mail/", "https://example.org/"]) {
      expect(classifyTrafficSource(referrer)).toBe(trafficSourceForHost(referrerSource(referrer)));
    }
  });
});
