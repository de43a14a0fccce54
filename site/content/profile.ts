import type { About, Profile, SiteMeta } from "@pmfolio/core";

// The owner's identity and contact details. Sample content: replace with your own.
export const profile: Profile = {
  name: "Jordan Lee",
  headline: "Senior Product Manager",
  tagline:
    "I turn messy customer problems into products people love and businesses grow on — from 0→1 bets to platforms used by millions.",
  location: "Seattle, WA",
  email: "jordan.lee@example.com",
  bookingUrl: "https://cal.com/jordan-lee-pm/30min",
  // The résumé PDF is drawn from this content by the site's own function.
  resumeUrl: "/api/download-resume",
  links: [{ label: "LinkedIn", href: "https://www.linkedin.com/in/jordan-lee-pm", network: "linkedin" }],
  portrait: {
    src: "/images/portrait.svg",
    alt: "Illustrated portrait of Jordan Lee",
    width: 480,
    height: 480,
  },
};

export const about: About = {
  heading: "Product leadership grounded in customers and data",
  paragraphs: [
    "I'm a product manager with nine years of experience across consumer cloud services, mobile self-service and mixed-reality hardware. I'm happiest in the messy middle: framing the problem, aligning engineering, design and go-to-market around a crisp bet, and measuring whether it worked.",
    "My teams ship in small, testable increments. I write the narrative, own the metrics, and stay close to customers through interviews, usability sessions and support queues — because the best roadmap inputs rarely come from a dashboard alone.",
    "Right now I'm building Interview Coach, an AI-powered practice partner that helps people communicate with confidence in interviews.",
  ],
  highlights: [
    { value: "9+", label: "years in product" },
    { value: "40M+", label: "users reached" },
    { value: "12", label: "launches shipped" },
    { value: "3", label: "patents filed" },
  ],
};

export const site: SiteMeta = {
  url: "https://jordan-lee-pm.netlify.app",
  title: "Jordan Lee — Senior Product Manager",
  description:
    "Jordan Lee is a senior product manager who builds customer-loved products in cloud services, mobile self-service and mixed reality. See projects, experience and get in touch.",
};
