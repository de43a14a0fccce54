// Server rendering: styled-components collects the styles the page used, so the first paint is styled.
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { Portfolio } from "./Portfolio.jsx";

/** The page's HTML and its `<style>` tags, to put into index.html's root and head. */
export function render(path) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<Portfolio path={path} />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
