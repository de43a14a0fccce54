import { Hero, PortfolioProvider } from "@pmfolio/kit";
import { createRoot } from "react-dom/client";

const profile = {
  name: "Casey Consumer",
  headline: "Product Manager",
  tagline: "Installed from a tarball.",
  location: "Remote",
  email: "casey@example.com",
  bookingUrl: "https://example.com/book",
  networkProfileUrl: "https://example.com/in/casey",
  networkProfileLabel: "LinkedIn",
};

createRoot(document.getElementById("root")).render(
  <PortfolioProvider>
    <Hero profile={profile} onContactClick={() => {}} />
  </PortfolioProvider>,
);
