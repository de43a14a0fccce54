import {
  m,
  useComposedRefs,
  useReducedMotionConfig,
  type HTMLMotionProps,
  type Transition,
} from "framer-motion";
import { forwardRef, useEffect, useRef, useState, type Ref } from "react";
import { fadeUp, staggerContainer } from "../../motion/presets";

/** `static`: never hidden (server, hydration, above the fold, reduced motion); `hidden`: waiting below the fold; `shown`: revealed. */
export type RevealState = "static" | "hidden" | "shown";

type MotionOwnedProps = "initial" | "animate" | "exit" | "variants" | "transition" | "whileInView" | "ref";

/** Hiding happens off screen, so it is instant; revealing uses the presets' 0.6 s entrance. */
const hideInstantly: Transition = { duration: 0 };

export interface RevealProps extends Omit<HTMLMotionProps<"div">, MotionOwnedProps> {
  /**
   * The element to render, so a revealed list keeps its list semantics.
   * @defaultValue "div"
   */
  element?: "div" | "ul" | "ol";
  /**
   * Reveal the `RevealItem` children one after another (0.1 s apart) instead of the block as a whole.
   * @defaultValue false
   */
  stagger?: boolean;
}

/**
 * Fades content up as it scrolls into view, once.
 *
 * Content is visible in the server HTML and during hydration. Only after mount, and only
 * if it is still below the viewport, is it hidden until it scrolls in. Above-the-fold
 * content is never hidden, and under reduced motion nothing is hidden or moves.
 * Put it inside a `Section`, never on the element carrying the section id.
 */
export const Reveal = forwardRef<HTMLElement, RevealProps>(function Reveal(
  { element = "div", stagger = false, ...rest },
  forwardedRef,
) {
  const ownRef = useRef<HTMLElement>(null);
  const ref = useComposedRefs<HTMLElement>(ownRef, forwardedRef);
  const reduceMotion = useReducedMotionConfig() === true;
  const [phase, setPhase] = useState<RevealState>("static");

  useEffect(() => {
    const node = ownRef.current;
    if (!node || reduceMotion || typeof IntersectionObserver === "undefined") return;
    let hidden = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (entry.isIntersecting) {
          observer.disconnect();
          if (hidden) setPhase("shown");
        } else if (!hidden && entry.boundingClientRect.top >= window.innerHeight) {
          hidden = true;
          setPhase("hidden");
        } else if (!hidden) {
          // Above the viewport (the visitor scrolled past it): leave it as it is.
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [reduceMotion]);

  const state: RevealState = reduceMotion ? "static" : phase;
  // One motion component type for every element keeps the props simple; they share their attributes.
  const Component = m[element] as typeof m.div;
  return (
    <Component
      ref={ref as Ref<HTMLDivElement>}
      initial={false}
      animate={state === "hidden" ? "hidden" : "visible"}
      variants={stagger ? staggerContainer : fadeUp}
      transition={hideInstantly}
      data-state={state}
      {...rest}
    />
  );
});

export interface RevealItemProps extends Omit<HTMLMotionProps<"div">, MotionOwnedProps> {
  /**
   * The element to render (`li` inside a list).
   * @defaultValue "div"
   */
  element?: "div" | "li";
}

/** One item of a staggered `Reveal`: follows its parent's state. */
export const RevealItem = forwardRef<HTMLElement, RevealItemProps>(function RevealItem(
  { element = "div", ...rest },
  ref,
) {
  const Component = m[element] as typeof m.div;
  return (
    <Component ref={ref as Ref<HTMLDivElement>} variants={fadeUp} transition={hideInstantly} {...rest} />
  );
});
