/**
 * The functions' one in-instance memo: a promise per key (a UTC day, a store name), made
 * by the first caller and shared by the rest while the instance lives. A promise that
 * rejects is forgotten, so the next call tries again. With `keep`, only that many keys are
 * kept: by default the newest by sort order (keyed by period, that makes "once per period":
 * a sweep once a day, a day's salt read once); with `evict: "least-recent"`, the ones used
 * last (keys with no order of their own, such as an application's tag).
 */
export function memo<T>(
  make: (key: string) => Promise<T>,
  keep = Number.POSITIVE_INFINITY,
  evict: "oldest-key" | "least-recent" = "oldest-key",
) {
  const made = new Map<string, Promise<T>>();
  return (key: string): Promise<T> => {
    let value = made.get(key);
    if (value) {
      // A Map iterates in insertion order: re-inserting puts the key last, the first is then the least recent.
      if (evict === "least-recent") {
        made.delete(key);
        made.set(key, value);
      }
      return value;
    }
    value = make(key).catch((error: unknown) => {
      if (made.get(key) === value) made.delete(key);
      throw error;
    });
    made.set(key, value);
    const keys = evict === "least-recent" ? [...made.keys()] : [...made.keys()].sort();
    for (const old of keys.slice(0, Math.max(0, keys.length - keep))) made.delete(old);
    return value;
  };
}
