import { useReducedMotion } from "../useReducedMotion";
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ForwardedRef,
} from "react";
import { REVEAL_ATTRIBUTE, revealWhenInView, type RevealState } from "../../behaviors/revealWhenInView";
import { RevealItemRoot, RevealRoot } from "./Reveal.styles";

export type { RevealState };

export interface RevealProps extends ComponentPropsWithoutRef<"div"> {
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
 * Fades content up as it scrolls into view, once (0.6 s; staggered items 0.1 s apart).
 *
 * Content is visible in the server HTML and during hydration. Only after mount, and only
 * if it is still below the viewport, is it hidden until it scrolls in. Above-the-fold
 * content is never hidden, and under reduced motion nothing is hidden or moves.
 * Put it inside a `Section`, never on the element carrying the section id.
 * It is CSS transitions driven by an IntersectionObserver: no animation library on the
 * critical path; reduced motion follows the provider's `reducedMotion` and the media query.
 */
export const Reveal = forwardRef<HTMLElement, RevealProps>(function Reveal(
  { element = "div", stagger = false, ...rest },
  forwardedRef,
) {
  const ownRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => ownRef.current as HTMLElement);
  const reduceMotion = useReducedMotion();
  const [phase, setPhase] = useState<RevealState>("static");

  useEffect(() => {
    const node = ownRef.current;
    if (!node || reduceMotion || typeof IntersectionObserver === "undefined") return;
    return revealWhenInView(node, setPhase);
  }, [reduceMotion]);

  const state: RevealState = reduceMotion ? "static" : phase;
  return (
    <RevealRoot
      as={element}
      ref={ownRef}
      {...{ [REVEAL_ATTRIBUTE]: "" }}
      data-state={state}
      data-stagger={stagger ? "" : undefined}
      {...rest}
    />
  );
});

export interface RevealItemProps extends ComponentPropsWithoutRef<"div"> {
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
  return (
    <RevealItemRoot as={element} ref={ref as ForwardedRef<HTMLDivElement>} data-reveal-item="" {...rest} />
  );
});
