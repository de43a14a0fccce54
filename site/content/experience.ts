import type { Award, ExperienceEntry } from "@pmfolio/core";

// Newest first; the first entry is the current role.
export const experience: ExperienceEntry[] = [
  {
    period: "2023 — Present",
    title: "Senior Product Manager, Consumer Cloud",
    company: "Northwind Cloud",
    location: "Seattle, WA",
    current: true,
    achievements: [
      "Lead the personal cloud storage product (18M monthly active users) across web, desktop and mobile.",
      "Launched family sharing and smart albums, lifting paid conversion by 23% in two quarters.",
      "Cut storage cost per user by 31% with tiered archival, without a measurable drop in retention.",
      "Coach two associate PMs; introduced an experiment review that halved time-to-decision.",
    ],
  },
  {
    period: "2020 — 2023",
    title: "Product Manager, Mobile Self-Service",
    company: "Contoso Telecom",
    location: "Bellevue, WA",
    current: false,
    achievements: [
      "Owned the self-service app used by 22M customers for billing, plan changes and device support.",
      "Shifted 41% of support contacts into the app, saving an estimated $38M a year in care costs.",
      "Raised the app-store rating from 2.9 to 4.6 by fixing the top ten journeys found in support data.",
    ],
  },
  {
    period: "2017 — 2020",
    title: "Associate Product Manager, Mixed Reality",
    company: "Magic Leap",
    location: "Plantation, FL",
    current: false,
    achievements: [
      "Drove the enterprise partner program from 4 to 60 partners across manufacturing and healthcare.",
      "Defined the developer onboarding flow that cut time-to-first-app from 3 weeks to 4 days.",
    ],
  },
  {
    period: "2015 — 2017",
    title: "Business Analyst",
    company: "Fabrikam Consulting",
    location: "Boston, MA",
    current: false,
    achievements: [
      "Built pricing and churn models for telecom and retail clients that informed $120M in decisions.",
    ],
  },
];

export const awards: Award[] = [
  {
    title: "Product Excellence Award",
    period: "2024",
    description: "Northwind Cloud's company-wide award for the family sharing launch.",
  },
  {
    title: "Customer Champion of the Year",
    period: "2022",
    description: "Contoso Telecom, for moving millions of support journeys into self-service.",
  },
  {
    title: "Certified Scrum Product Owner",
    period: "2019",
    description: "Scrum Alliance certification.",
  },
];
