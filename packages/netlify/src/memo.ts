/**
 * The functions' one in-instance memo: a promise per key (a UTC day, a store name), made
 * by the first caller and shared by the rest while the instance lives. A promise that
 * rejects is forgotten, so the next call tries again. With `keep`, only the newest keys
 * are kept: keyed by period, that makes "once per period" (a sweep once a day, a day's
 * salt read once).
 */
export function memo<T>(make: (key: string) => Promise<T>, keep = Number.POSITIVE_INFINITY) {
  const made = new Map<string, Promise<T>>();
  return (key: string): Promise<T> => {
    let value = made.get(key);
    if (!value) {
      value = make(key).catch((error: unknown) => {
        if (made.get(key) === value) made.delete(key);
        throw error;
      });
      made.set(key, value);
      const keys = [...made.keys()].sort();
      for (const old of keys.slice(0, Math.max(0, keys.length - keep))) made.delete(old);
    }
    return value;
  };
}
