/** "45 sec", "2 min, 10 sec", "1 hr, 5 min": whole seconds as the viewer's locale writes them. */
export function formatDuration(seconds: number, locale: string): string {
  const whole = Math.max(0, Math.round(seconds));
  const unit = (value: number, name: "hour" | "minute" | "second") =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const parts =
    hours > 0
      ? [unit(hours, "hour"), ...(minutes ? [unit(minutes, "minute")] : [])]
      : minutes > 0
        ? [unit(minutes, "minute"), ...(rest ? [unit(rest, "second")] : [])]
        : [unit(rest, "second")];
  return new Intl.ListFormat(locale, { style: "short", type: "unit" }).format(parts);
}

/** "95%": a depth in percent. */
export function formatDepth(depth: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(depth / 100);
}
