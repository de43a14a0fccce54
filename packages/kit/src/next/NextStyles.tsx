import { useServerInsertedHTML } from "next/navigation";
import { useState, type ReactNode } from "react";
import { ServerStyleSheet, StyleSheetManager } from "styled-components";

export interface NextStylesProps {
  /** The page, or the layout's children. */
  children: ReactNode;
}

/**
 * Puts the kit's CSS into the HTML a Next.js App Router page sends, so the page is styled before any
 * script runs (and with none). Render it once, around the body's content in the root layout; a
 * server component can, as it takes no function. On the server it collects the styles of what
 * renders inside it and hands them to Next's `useServerInsertedHTML`; in the browser the kit's
 * styles are inserted as usual.
 */
export function NextStyles({ children }: NextStylesProps) {
  // Which side this is, not what the window holds: both sides render the same markup.
  const [sheet] = useState(() => (typeof document === "undefined" ? new ServerStyleSheet() : undefined));
  useServerInsertedHTML(() => {
    if (!sheet) return null;
    const styles = sheet.getStyleElement();
    sheet.instance.clearTag();
    return styles;
  });
  return <StyleSheetManager sheet={sheet?.instance}>{children}</StyleSheetManager>;
}
