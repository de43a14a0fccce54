import { createRoot, hydrateRoot } from "react-dom/client";
import { Portfolio } from "./Portfolio.jsx";

const root = document.getElementById("root");
const page = <Portfolio path={window.location.pathname} />;
// Prerendered pages (npm run build) are hydrated; the dev server's empty page is rendered.
if (root.firstElementChild) hydrateRoot(root, page);
else createRoot(root).render(page);
