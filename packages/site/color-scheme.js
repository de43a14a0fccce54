try {
  var scheme = localStorage.getItem("pm-color-scheme");
  if (scheme === "light" || scheme === "dark")
    document.documentElement.setAttribute("data-pm-color-scheme", scheme);
} catch {
  // Storage blocked (privacy settings): the page follows the system scheme.
}
