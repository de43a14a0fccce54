/**
 * The admin credential, kept for this browser tab only: sessionStorage (gone when the
 * tab closes, never shared with other tabs or sent anywhere by itself), with an
 * in-memory fallback when storage is blocked (private modes, sandboxed frames).
 */
import { useSyncExternalStore } from "react";

const STORAGE_KEY = "pmfolio.adminToken";

let memoryToken: string | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // access itself can throw when storage is disabled
  }
}

/** The admin credential of this tab, or null when logged out. */
export function getAdminToken(): string | null {
  try {
    const stored = storage()?.getItem(STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // fall back to memory
  }
  return memoryToken;
}

/** Keeps the credential for this tab (call only once the server has accepted it). */
export function setAdminToken(token: string): void {
  memoryToken = token;
  try {
    storage()?.setItem(STORAGE_KEY, token);
  } catch {
    // quota or disabled storage: memory keeps it for this page's lifetime
  }
  notify();
}

/** Forgets the credential (log out, or the server no longer accepts it). */
export function clearAdminToken(): void {
  memoryToken = null;
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
  notify();
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current admin credential, re-rendering when it is set or cleared. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, getAdminToken, () => null);
}
