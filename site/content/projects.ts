import type { Project } from "@pmfolio/core";

/**
 * The owner's projects, in the order the Projects section shows them. Each one with a
 * `page` gets its own page at /projects/{slug}, a sitemap entry, its head tags and a line
 * on the resume; its blocks are the page's sections, in order.
 */
export const projects: Project[] = [
  {
    slug: "personal-cloud",
    title: "Personal Cloud Storage",
    description:
      "Grew a consumer cloud storage product to 18M monthly users with family sharing, smart albums and tiered archival.",
    image: {
      src: "/images/projects/personal-cloud.svg",
      alt: "Illustration of files syncing to the cloud",
      width: 640,
      height: 400,
    },
    tags: ["Consumer", "Cloud", "Growth"],
    metrics: ["18M MAU", "+23% paid conversion", "−31% storage cost"],
    icon: "cloud",
    page: {
      // The card's illustration stays on the card; the page opens on its text.
      cover: false,
      summary:
        "How Jordan Lee grew a consumer cloud storage product to 18M monthly users while cutting storage cost per user by 31%.",
      role: "Senior Product Manager",
      duration: "2023 — Present",
      scale: {
        label: "Team size",
        value: "24 engineers, 3 designers, 2 data scientists",
      },
      blocks: [
        {
          type: "overview",
          paragraphs: [
            "Northwind's personal cloud had strong sign-ups but weak paid conversion: most people used it as a backup they never opened. Interviews showed that families wanted one place for shared memories, not another folder tree.",
            "I reframed the roadmap around shared moments — family plans, smart albums and effortless sharing — and paired it with a storage-tier strategy that made the economics work at scale.",
          ],
        },
        {
          type: "metrics",
          items: [
            {
              value: "18M",
              label: "Monthly active users",
              description: "Up from 11M in two years",
            },
            {
              value: "+23%",
              label: "Paid conversion",
              description: "Two quarters after family sharing",
            },
            {
              value: "−31%",
              label: "Storage cost per user",
              description: "Tiered archival, no retention loss",
            },
            {
              value: "4.7★",
              label: "App-store rating",
              description: "Across iOS and Android",
            },
          ],
        },
        {
          type: "achievements",
          items: [
            "Launched family sharing to 6 markets with a staged rollout and holdout measurement.",
            "Shipped smart albums with on-device ML, keeping photos private by default.",
            "Designed tiered archival with engineering and finance; saved $14M a year.",
            "Introduced a weekly experiment review that halved time-to-decision.",
          ],
        },
      ],
      tags: ["Consumer", "Cloud", "Growth", "Experimentation", "Privacy"],
    },
  },
  {
    slug: "mobile-self-service",
    title: "Mobile Self-Service",
    description:
      "Turned a support-heavy telecom app into the place 22M customers solve billing, plan and device issues themselves.",
    image: {
      src: "/images/projects/mobile-self-service.svg",
      alt: "Illustration of a phone showing a self-service app",
      width: 640,
      height: 400,
    },
    tags: ["Mobile", "Self-service", "CX"],
    metrics: ["41% contacts deflected", "$38M yearly savings", "4.6★ rating"],
    icon: "smartphone",
    page: {
      cover: false,
      summary:
        "How Jordan Lee moved 41% of telecom support contacts into a self-service app used by 22M customers.",
      role: "Product Manager",
      duration: "2020 — 2023",
      scale: {
        label: "Team size",
        value: "3 squads, 31 people",
      },
      blocks: [
        {
          type: "overview",
          paragraphs: [
            "Contoso's care centres handled 60M contacts a year, and the app's 2.9-star rating showed why: the most common journeys — paying a bill, changing a plan, fixing a device — were buried or broken.",
            "Starting from support data, I ranked journeys by volume and cost, rebuilt the top ten end to end, and made the app the fastest way to get help.",
          ],
        },
        {
          type: "metrics",
          items: [
            {
              value: "41%",
              label: "Contacts deflected",
              description: "From phone and chat to the app",
            },
            {
              value: "$38M",
              label: "Yearly care savings",
            },
            {
              value: "4.6★",
              label: "App-store rating",
              description: "Up from 2.9",
            },
            {
              value: "22M",
              label: "Customers served",
            },
          ],
        },
        {
          type: "achievements",
          items: [
            "Rebuilt billing, plan change and device troubleshooting journeys with design and care teams.",
            "Added proactive outage notifications, cutting outage calls by 58%.",
            "Set up journey-level analytics so every squad owned a deflection metric.",
          ],
        },
      ],
      tags: ["Mobile", "Self-service", "Customer experience", "Analytics"],
    },
  },
  {
    slug: "magic-leap",
    title: "Magic Leap Enterprise Partners",
    description:
      "Scaled the mixed-reality enterprise partner program from 4 to 60 partners with a developer onboarding flow that took days, not weeks.",
    image: {
      src: "/images/projects/magic-leap.svg",
      alt: "Illustration of a mixed-reality headset",
      width: 640,
      height: 400,
    },
    tags: ["Mixed reality", "B2B", "Platform"],
    metrics: ["60 partners", "4-day time-to-first-app", "3 patents"],
    icon: "glasses",
    page: {
      cover: false,
      summary: "How Jordan Lee scaled Magic Leap's enterprise partner program from 4 to 60 partners.",
      role: "Associate Product Manager",
      duration: "2017 — 2020",
      scale: {
        label: "Partnership scale",
        value: "60 enterprise partners in 9 industries",
      },
      blocks: [
        {
          type: "overview",
          paragraphs: [
            "Magic Leap's enterprise bet depended on partners building real applications, but onboarding a developer took three weeks of hand-holding.",
            "I mapped the partner journey, built a self-serve onboarding path with developer relations, and created a partner tiering model that focused engineering support where it paid off.",
          ],
        },
        {
          type: "metrics",
          items: [
            {
              value: "60",
              label: "Enterprise partners",
              description: "Up from 4",
            },
            {
              value: "4 days",
              label: "Time to first app",
              description: "Down from 3 weeks",
            },
            {
              value: "3",
              label: "Patents filed",
            },
          ],
        },
        {
          type: "achievements",
          items: [
            "Defined the partner tiering and certification model.",
            "Launched the developer portal's onboarding path and sample apps.",
            "Co-authored three patents on spatial collaboration.",
          ],
        },
      ],
      tags: ["Mixed reality", "B2B", "Platform", "Developer experience"],
    },
  },
  {
    slug: "interview-coach",
    title: "Interview Coach",
    description:
      "An AI-powered communication skills platform that helps people practise interviews with real-time speech feedback and STAR coaching.",
    image: {
      src: "/images/projects/interview-coach.svg",
      alt: "Illustration of a microphone with speech feedback",
      width: 640,
      height: 400,
    },
    tags: ["AI", "PWA", "Speech"],
    metrics: ["95%+ accuracy", "<2 s feedback", "50-session history"],
    icon: "mic",
    inDevelopment: true,
    page: {
      cover: false,
      summary:
        "Interview Coach is an AI-powered practice partner with speech recognition, filler-word detection and STAR coaching, built as a mobile-first PWA.",
      subtitle:
        "An AI-powered communication skills platform for product managers seeking jobs, career changers, graduates and people seeking promotion.",
      badge: "In Progress",
      link: {
        href: "https://interview-coach.example.com",
        label: "Try Interview Coach",
      },
      status: "In Progress / Active Development",
      platform: "Mobile-first progressive web app (PWA)",
      blocks: [
        {
          type: "features",
          items: [
            {
              title: "Speech recognition",
              description: "Answers are transcribed live with 95%+ accuracy.",
              icon: "mic",
            },
            {
              title: "Filler-word detection",
              description: "Spots “um”, “like” and “you know” as you speak.",
              icon: "message",
            },
            {
              title: "AI coaching with STAR analysis",
              description: "Feedback on Situation, Task, Action and Result.",
              icon: "sparkles",
            },
            {
              title: "Four interview types",
              description: "Behavioural, product sense, execution and leadership.",
              icon: "target",
            },
            {
              title: "Custom questions",
              description: "Paste a job description; AI parses it into practice questions.",
              icon: "layers",
            },
            {
              title: "Progress over time",
              description: "A 50-session history with trends for pace, fillers and structure.",
              icon: "trending-up",
            },
          ],
        },
        {
          type: "vision",
          text: "Everyone deserves a patient, expert practice partner before the interview that matters — one that listens, measures and coaches like a great mentor would.",
        },
        {
          type: "problem",
          text: "Candidates rehearse alone or not at all. They cannot hear their own filler words, pacing or rambling structure, and expert coaching is expensive and hard to schedule.",
        },
        {
          type: "audience",
          items: [
            "Product managers seeking jobs",
            "Career changers moving into product",
            "Graduates preparing for their first interviews",
            "People seeking promotion",
          ],
        },
        {
          type: "delivered",
          core: [
            "Real-time speech recognition and transcription",
            "Filler-word detection and speaking-rate tracking",
            "AI coaching with STAR analysis",
            "Four interview types",
          ],
          advanced: [
            "Custom questions with AI parsing of job descriptions",
            "50-session history with trends",
            "Installable, offline-capable PWA",
          ],
        },
        {
          type: "metrics",
          title: "Metrics",
          items: [
            {
              value: "95%+",
              label: "Transcription accuracy",
            },
            {
              value: "<2 s",
              label: "Feedback latency",
            },
            {
              value: "<3 s",
              label: "Load time",
            },
            {
              value: "120–180",
              label: "Target words per minute",
            },
            {
              value: "2–5 min",
              label: "Optimal session length",
            },
            {
              value: "80%+",
              label: "Completion target",
            },
            {
              value: "70+",
              label: "NPS target",
            },
          ],
        },
        {
          type: "roadmap",
          phases: [
            {
              quarter: "Q3 2025",
              title: "Audio intelligence",
              items: [
                "Tone and confidence signals",
                "Pause and pacing analysis",
                "Smarter filler-word coaching",
              ],
            },
            {
              quarter: "Q4 2025",
              title: "Video and non-verbal",
              items: [
                "Eye contact and posture feedback",
                "Facial expression cues",
                "Video playback with annotations",
              ],
            },
            {
              quarter: "Q1 2026",
              title: "Native apps",
              items: ["iOS and Android apps", "Offline practice mode", "Calendar-aware practice reminders"],
            },
          ],
        },
        {
          type: "techStack",
          layers: [
            {
              area: "Front end",
              items: ["React", "TypeScript", "PWA"],
            },
            {
              area: "AI",
              items: ["Speech-to-text", "Large language models", "STAR scoring"],
            },
            {
              area: "Platform",
              items: ["Serverless functions", "Edge caching", "Privacy-first analytics"],
            },
          ],
        },
      ],
      tags: ["AI", "Speech", "PWA", "Coaching", "Career"],
    },
  },
];
