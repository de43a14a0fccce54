import type { Transition, Variants } from "framer-motion";

/** The spec's animation constants. */
export const motionDurations = {
  /** Entrance animations. */
  entrance: 0.6,
  /** Delay between items of a staggered list. */
  stagger: 0.1,
  /** Default layout animation. */
  layout: 0.45,
} as const;

const easeOut = [0.22, 1, 0.36, 1] as const;

/** Named transitions shared by every animated component. */
export const transitions = {
  entrance: { duration: motionDurations.entrance, ease: easeOut },
  layout: { duration: motionDurations.layout, ease: easeOut },
  sheet: { type: "tween", duration: 0.3, ease: easeOut },
} satisfies Record<string, Transition>;

/** Fade and rise, for content revealed as it scrolls into view. */
export const fadeUp: Variants = {
  hidden: { opacity: 0, y: 24 },
  visible: { opacity: 1, y: 0, transition: transitions.entrance },
};

/** A container that staggers its children by 0.1 s. */
export const staggerContainer: Variants = {
  hidden: {},
  visible: { transition: { staggerChildren: motionDurations.stagger } },
};
