/**
 * The home page as the draft would build it, beside the form (below it on a phone): drawn by the
 * host (`renderPage`, the site's own layout and page components), with the draft's content, in
 * the language and colours the owner picks, at a phone's or a desktop's width, in a frame of its
 * own. It follows every keystroke (rendered after the keystroke has painted, as the check is), and
 * keeps the last version that read while the draft has a mistake.
 */
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { editorLabels } from "../../../labels/editorLabels";
import { useLabels } from "../../../labels/LabelsContext";
import type { Draft } from "../draft";
import { languageName } from "../fields/fieldLabels";
import { Choice, FrameBox, PreviewControls, PreviewPanel } from "./preview.styles";
import { PreviewFrame } from "./PreviewFrame";
import { previewContent, type PreviewContent } from "./previewContent";

/** What the host draws in the preview's frame. */
export interface PreviewPage {
  content: PreviewContent;
  language: string;
  colorScheme: "light" | "dark";
}

/** The viewports the preview shows the page at: a common phone's, and a laptop's. */
const viewports = {
  phone: { width: 390, height: 760 },
  desktop: { width: 1280, height: 800 },
} as const;
type Device = keyof typeof viewports;

/** One of a few options, as radio buttons under a legend. */
function RadioChoice<K extends string>({
  legend,
  value,
  onChange,
  options,
}: {
  legend: string;
  value: K;
  onChange: (value: K) => void;
  /** Each option's value and its words. */
  options: Readonly<Record<K, string>>;
}) {
  const name = useId();
  return (
    <Choice>
      <legend>{legend}</legend>
      {(Object.entries(options) as [K, string][]).map(([each, words]) => (
        <label key={each}>
          <input type="radio" name={name} checked={value === each} onChange={() => onChange(each)} /> {words}
        </label>
      ))}
    </Choice>
  );
}

/** The width of `element`'s box, kept current. */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    // Without a ResizeObserver (jsdom's tests) the frame is drawn at its own size.
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

export function ContentPreview({
  original,
  draft,
  renderPage,
}: {
  original: Readonly<Record<string, string>>;
  draft: Draft;
  /** The home page with `content`, as the site builds it; its links and form do nothing here. */
  renderPage: (page: PreviewPage) => ReactNode;
}) {
  const deferred = useDeferredValue(draft);
  const computed = useMemo(() => previewContent(original, deferred), [original, deferred]);
  // The last version that read, kept while the draft has a mistake (state from an earlier render,
  // as React's guide keeps it: set during the render that finds a newer one).
  const [lastGood, setLastGood] = useState(computed);
  if (computed && computed !== lastGood) setLastGood(computed);
  const shown = computed ?? lastGood;

  const languages = Object.keys(shown?.byLanguage ?? {});
  const [picked, setPicked] = useState<string>();
  const language = picked && languages.includes(picked) ? picked : languages[0];
  const [scheme, setScheme] = useState<"light" | "dark">("light");
  const [device, setDevice] = useState<Device>("phone");
  const { box, width } = useBoxWidth();
  const viewport = viewports[device];
  const scale = width > 0 ? Math.min(1, width / viewport.width) : 1;
  const id = useId();
  const words = useLabels("editorPreview", editorLabels.editorPreview);
  const schemes = { light: words.light, dark: words.dark };
  const devices = { phone: words.phone, desktop: words.desktop };

  return (
    <PreviewPanel aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.heading}</h2>
      <PreviewControls>
        {languages.length > 1 ? (
          <label>
            {words.language}{" "}
            <select value={language} onChange={(event) => setPicked(event.target.value)}>
              {languages.map((each) => (
                <option key={each} value={each}>
                  {languageName(each)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <RadioChoice legend={words.colours} value={scheme} onChange={setScheme} options={schemes} />
        <RadioChoice legend={words.width} value={device} onChange={setDevice} options={devices} />
      </PreviewControls>
      {computed ? null : <p role="status">{shown ? words.lastGood : words.waiting}</p>}
      <FrameBox ref={box} style={{ height: `${Math.ceil(viewport.height * scale)}px` }}>
        {shown && language ? (
          <PreviewFrame
            title={words.frame({
              language: languageName(language),
              colours: schemes[scheme],
              width: devices[device],
            })}
            language={language}
            viewport={viewport}
            scale={scale}
          >
            {/* A picture of the page: its links and form do nothing here, and take no focus. */}
            <div inert>{renderPage({ content: shown, language, colorScheme: scheme })}</div>
          </PreviewFrame>
        ) : null}
      </FrameBox>
    </PreviewPanel>
  );
}
