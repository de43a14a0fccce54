import { Hero, PortfolioProvider } from "@pmfolio/kit";
import { createRoot } from "react-dom/client";
import { profile } from "./profile.mjs";

createRoot(document.getElementById("root")).render(
  <PortfolioProvider>
    <Hero profile={profile} onContactClick={() => {}} />
  </PortfolioProvider>,
);
