// A public page's markup outside its islands, without what only React's hydration or the kit's own
// tests read (issue 49: room in the home page's first 14 KB). The page looks and reads the same.
import { outsideIslands } from "./static-styles.mjs";

// SVG shapes the kit's icons draw, written by React with a closing tag each.
const EMPTY_SHAPE = /<(path|circle|rect|line|polyline|polygon|ellipse)\b([^>]*)><\/\1>/g;

/**
 * `html` outside the islands without React's text separators (`<!-- -->` between two text nodes,
 * which only hydration reads), without the icons' `data-icon` names no rule of `css` selects (the
 * light/dark toggle's sun and moon are selected, and stay), and with each empty SVG shape
 * self-closed, as HTML allows in SVG.
 */
export function staticMarkup(html, css) {
  return outsideIslands(html, (part) =>
    part
      .replaceAll("<!-- -->", "")
      .replace(/ data-icon="([^"]*)"/g, (attribute, name) =>
        css.includes(`[data-icon="${name}"]`) ? attribute : "",
      )
      .replace(EMPTY_SHAPE, "<$1$2/>"),
  );
}
