import { createRef, type ReactElement, type Ref } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  sampleAbout,
  sampleExperience,
  samplePosts,
  sampleProfile,
  sampleProjects,
  sampleSkills,
} from "../fixtures";
import { render } from "../test/render";
import { About } from "./About";
import { Contact } from "./Contact";
import { Experience } from "./Experience";
import { Hero } from "./Hero";
import { Projects } from "./Projects";
import { Skills } from "./Skills";
import { Writing } from "./Writing";

type Attributes = {
  className: string;
  style: { marginTop: string };
  "data-testid": string;
  ref: Ref<HTMLElement>;
};

const sections: Array<[string, (attributes: Attributes) => ReactElement]> = [
  ["Hero", (a) => <Hero profile={sampleProfile} {...a} />],
  ["About", (a) => <About about={sampleAbout} {...a} />],
  ["Experience", (a) => <Experience experience={sampleExperience} {...a} />],
  ["Projects", (a) => <Projects projects={sampleProjects} {...a} />],
  ["Skills", (a) => <Skills skills={sampleSkills} {...a} />],
  ["Contact", (a) => <Contact profile={sampleProfile} onSubmit={vi.fn()} {...a} />],
  ["Writing", (a) => <Writing posts={samplePosts} hrefOf={(post) => post.slug} allHref="/w" {...a} />],
];

describe.each(sections)("%s", (_name, section) => {
  it("hands className, style and other attributes to its <section>, and its ref", () => {
    const ref = createRef<HTMLElement>();
    const { container } = render(
      section({ className: "wide", style: { marginTop: "3rem" }, "data-testid": "host", ref }),
    );
    const root = container.querySelector("section")!;
    expect(root).toHaveClass("wide");
    expect(root).toHaveStyle({ marginTop: "3rem" });
    expect(root).toHaveAttribute("data-testid", "host");
    // The section keeps its own id and name.
    expect(root).toHaveAttribute("id");
    expect(root).toHaveAttribute("aria-labelledby");
    expect(ref.current).toBe(root);
  });
});
