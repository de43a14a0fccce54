import type { PortfolioContent } from "@pmfolio/core";
import { awards, experience } from "./experience";
import { about, profile, site } from "./profile";
import { projects } from "./projects";
import { skills, tools } from "./skills";

/**
 * Everything the site shows about its owner. Edit the files beside this one to
 * make the site yours; the resume PDF and the page metadata are generated from them.
 */
export const content: PortfolioContent = {
  site,
  profile,
  about,
  experience,
  awards,
  projects,
  skills,
  tools,
};
