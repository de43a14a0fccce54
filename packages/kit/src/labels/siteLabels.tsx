import { formMessages } from "@pmfolio/core";
import type { Labels } from "./labels";

/** The English labels of the public pages' components (on every visitor's critical path). */
export const siteLabels: Pick<
  Labels,
  | "common"
  | "navigation"
  | "footer"
  | "themeToggle"
  | "hero"
  | "about"
  | "experience"
  | "projects"
  | "projectTile"
  | "project"
  | "writing"
  | "skills"
  | "contact"
  | "contactForm"
  | "toaster"
  | "notFound"
> = {
  common: {
    opensInNewTab: "(opens in a new tab)",
    bookMeeting: "Book a 30-minute meeting",
  },
  navigation: {
    skipToContent: "Skip to content",
    landmark: "Primary",
    brandHome: "{ownerName}, home",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Navigation Menu",
    sections: {
      home: "Home",
      about: "About",
      experience: "Experience",
      projects: "Projects",
      skills: "Skills",
      contact: "Contact",
      writing: "Writing",
    },
  },
  footer: {
    landmark: "Footer",
    networkProfile: "LinkedIn",
    copyright: "© {year} {ownerName}. All rights reserved.",
    copyrightUndated: "© {ownerName}. All rights reserved.",
  },
  themeToggle: {
    label: "Dark theme",
  },
  hero: {
    getInTouch: "Get In Touch",
    downloadResume: "Download Resume",
  },
  about: {
    eyebrow: "About",
  },
  experience: {
    heading: "Experience",
    awardsHeading: "Awards",
    current: "Current",
  },
  projects: {
    heading: "Projects",
  },
  projectTile: {
    inDevelopment: "In Development",
    learnMore: "Learn More",
    learnMoreAbout: "about {projectTitle}",
  },
  project: {
    backToProjects: "Back to Projects",
    tags: "Tags",
    role: "Role",
    duration: "Duration",
    status: "Status",
    platform: "Platform",
    sharedOnRequest: "I share this case study with companies on request.",
    askForIt: "Ask me for it",
    sharedWith: "Shared with {company}",
    blocks: {
      overview: "Overview",
      features: "Key Features",
      vision: "Vision",
      problem: "Problem Statement",
      audience: "Target Audience",
      delivered: "Delivered Features",
      metrics: "Key Metrics",
      achievements: "Achievements",
      roadmap: "Roadmap",
      techStack: "Tech Stack",
      image: "Image",
      gallery: "Gallery",
      video: "Video",
      quote: "In Their Words",
    },
    coreFeatures: "Core Features",
    advancedFeatures: "Advanced Features",
    gallery: {
      viewer: "Image viewer",
      previous: "Previous image",
      next: "Next image",
      close: "Close",
    },
  },
  writing: {
    heading: "Writing",
    allPosts: "All writing",
    backToWriting: "Back to writing",
    readingTime: "{minutes} min read",
    published: "Published",
    updated: "Updated",
    previous: "Previous post",
    next: "Next post",
    tags: "Tags",
    taggedWith: "Posts tagged “{tag}”",
    noPosts: "No posts yet.",
    aboutAuthor: "About the author",
    contact: "Get in touch",
    markdown: {
      footnotes: "Footnotes",
      backToReference: "Back to reference {reference}",
      linkToHeading: "Link to “{heading}”",
      table: "Table",
    },
  },
  skills: {
    heading: "Skills",
    toolsHeading: "Tools",
    level: "{level} out of {max}",
  },
  contact: {
    heading: "Get In Touch",
    eyebrow: "Contact",
    options: "Contact options",
  },
  contactForm: {
    // The words the function's page draws the form with too (core's contact messages).
    ...formMessages.en!.form,
    sending: "Sending...",
    nameError: "Enter your name.",
    emailError: "Enter an email address, like name@example.com.",
    messageError: "Enter a message.",
  },
  toaster: {
    region: "Notifications ({hotkey})",
    close: "Close",
  },
  notFound: {
    heading: "Page Not Found",
    hint: "The page you're looking for doesn't exist or has moved. Check the address, or head back to the home page.",
    backHome: "Back to home",
  },
};
