import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearAdminToken, getAdminToken, setAdminToken, useAdminToken } from "./session";

afterEach(() => {
  clearAdminToken();
  vi.restoreAllMocks();
});

describe("admin session", () => {
  it("keeps the credential in sessionStorage for this tab, and forgets it on clear", () => {
    expect(getAdminToken()).toBeNull();
    setAdminToken("secret");
    expect(getAdminToken()).toBe("secret");
    expect(window.sessionStorage.getItem("pmfolio.adminToken")).toBe("secret");
    expect(window.localStorage.length).toBe(0);
    clearAdminToken();
    expect(getAdminToken()).toBeNull();
    expect(window.sessionStorage.getItem("pmfolio.adminToken")).toBeNull();
  });

  it("falls back to memory when sessionStorage refuses", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    setAdminToken("in-memory");
    expect(getAdminToken()).toBe("in-memory");
  });

  it("re-renders subscribers when the credential changes", () => {
    const { result } = renderHook(() => useAdminToken());
    expect(result.current).toBeNull();
    act(() => setAdminToken("abc"));
    expect(result.current).toBe("abc");
    act(() => clearAdminToken());
    expect(result.current).toBeNull();
  });
});
