/** Durations in seconds shared by the kit's CSS transitions. */
export const motionDurations = {
  /** Entrance animations. */
  entrance: 0.6,
  /** Delay between items of a staggered list. */
  stagger: 0.1,
} as const;
