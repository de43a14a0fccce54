export { Reveal, RevealItem } from "./Reveal";
export type { RevealProps, RevealItemProps, RevealState } from "./Reveal";
export type { ReducedMotion } from "./useReducedMotion";
