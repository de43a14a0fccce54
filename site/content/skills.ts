import type { SkillGroup, Tool } from "@pmfolio/core";

export const skills: SkillGroup[] = [
  {
    title: "Product",
    skills: [
      { name: "Product strategy & vision", level: 5 },
      { name: "Roadmapping & prioritisation", level: 5 },
      { name: "Discovery & customer research", level: 5 },
      { name: "Go-to-market", level: 4 },
    ],
  },
  {
    title: "Data & delivery",
    skills: [
      { name: "Experimentation & A/B testing", level: 5 },
      { name: "SQL & product analytics", level: 4 },
      { name: "Agile delivery", level: 5 },
      { name: "Technical fluency (APIs, cloud)", level: 4 },
    ],
  },
  {
    title: "Leadership",
    skills: [
      { name: "Stakeholder alignment", level: 5 },
      { name: "Coaching & mentoring", level: 4 },
      { name: "Executive communication", level: 5 },
      { name: "AI product design", level: 4 },
    ],
  },
];

export const tools: Tool[] = [
  { name: "Amplitude", icon: "chart" },
  { name: "Jira", icon: "layers" },
  { name: "Figma", icon: "compass" },
  { name: "SQL", icon: "zap" },
  { name: "Notion", icon: "message" },
  { name: "Miro", icon: "users" },
];
