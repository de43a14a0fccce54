/** Sends `data` as JSON with `sendBeacon`: queued by the browser, it survives the page going away. */
export function beacon(url: string, data: object): void {
  navigator.sendBeacon(url, new Blob([JSON.stringify(data)], { type: "application/json" }));
}
