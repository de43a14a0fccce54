/**
 * The owner's "Don't count this browser" setting: a flag in this browser's localStorage
 * that the tracker chunk reads before it sends anything.
 */
import { useState } from "react";

/**
 * The tracker chunk's `EXCLUDE_STORAGE_KEY`, written out: importing it would pull the
 * chunk into the dashboard's and out of its own lazy file. The tests set it here and
 * check the tracker refuses.
 */
const EXCLUDE_STORAGE_KEY = "analytics_ignore";

function isExcluded(): boolean {
  try {
    return localStorage.getItem(EXCLUDE_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

/** The setting and its setter; where storage is blocked the setting cannot change. */
export function useExcludeThisBrowser(): [boolean, (exclude: boolean) => void] {
  const [excluded, setExcluded] = useState(isExcluded);
  const change = (exclude: boolean) => {
    try {
      if (exclude) localStorage.setItem(EXCLUDE_STORAGE_KEY, "1");
      else localStorage.removeItem(EXCLUDE_STORAGE_KEY);
    } catch {
      return;
    }
    setExcluded(exclude);
  };
  return [excluded, change];
}
