// The one profile every consumer check renders.
export const profile = {
  name: "Casey Consumer",
  headline: "Product Manager",
  tagline: "Installed from a tarball.",
  location: "Remote",
  email: "casey@example.com",
  bookingUrl: "https://example.com/book",
  networkProfileUrl: "https://example.com/in/casey",
  networkProfileLabel: "LinkedIn",
};
