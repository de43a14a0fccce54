import { textDirection } from "@pmfolio/core";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { StyleSheetManager } from "styled-components";

/**
 * `children` in a document of their own, an iframe's: the page's global styles, its colour scheme
 * on `:root` and its media queries (a phone's width) apply there and not to the owner page around
 * it. The frame's page is a React root of its own (as the contact form's island is), given
 * `children` again on every render of this component, and styled-components writes its rules into
 * the frame's head. (A portal would share the editor's contexts, its router among them.)
 */
export function PreviewFrame({
  title,
  language,
  viewport,
  scale = 1,
  children,
}: {
  /** The frame's name for assistive technology, e.g. "Preview of the home page". */
  title: string;
  language: string;
  /** The page's viewport in CSS pixels: its media queries see this width. */
  viewport: { width: number; height: number };
  /** How much smaller than its viewport the frame is drawn (a desktop's page in a narrow column). */
  scale?: number;
  children: ReactNode;
}) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);

  // The frame has no address: its first, empty document is the one it keeps. An engine that
  // replaces it when the frame loads gets set up again.
  useEffect(() => {
    if (!frame) return;
    const take = () => setFrameDocument(frame.contentDocument);
    take();
    frame.addEventListener("load", take);
    return () => frame.removeEventListener("load", take);
  }, [frame]);

  useEffect(() => {
    if (!frameDocument) return;
    // The site's typeface: its @font-face is in the owner page's head too (the site's head.html).
    for (const style of document.head.querySelectorAll("style"))
      if (style.textContent?.includes("@font-face"))
        frameDocument.head.append(frameDocument.importNode(style, true));
  }, [frameDocument]);

  useEffect(() => {
    if (!frameDocument) return;
    Object.assign(frameDocument.documentElement, { lang: language, dir: textDirection(language) });
  }, [frameDocument, language]);

  // The page's root, made once the frame has its document, in a container of its own.
  const root = useRef<Root | null>(null);
  useEffect(() => {
    if (!frameDocument) return;
    const container = frameDocument.createElement("div");
    frameDocument.body.append(container);
    const made = createRoot(container);
    root.current = made;
    return () => {
      root.current = null;
      // Not while React is committing this component's own update.
      setTimeout(() => {
        made.unmount();
        container.remove();
      });
    };
  }, [frameDocument]);
  useEffect(() => {
    if (frameDocument)
      root.current?.render(<StyleSheetManager target={frameDocument.head}>{children}</StyleSheetManager>);
  });

  return (
    <>
      <iframe
        ref={setFrame}
        title={title}
        width={viewport.width}
        height={viewport.height}
        style={scale === 1 ? undefined : { transform: `scale(${scale})`, transformOrigin: "0 0" }}
      />
    </>
  );
}
