import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useExcludeThisBrowser } from "./exclude-browser";
import { EXCLUDE_STORAGE_KEY, trackingRefused } from "./page-view";

describe("useExcludeThisBrowser", () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it("sets and clears the flag the tracker honours", () => {
    const { result } = renderHook(() => useExcludeThisBrowser());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(localStorage.getItem(EXCLUDE_STORAGE_KEY)).toBe("1");
    expect(trackingRefused()).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem(EXCLUDE_STORAGE_KEY)).toBeNull();
    expect(trackingRefused()).toBe(false);
  });

  it("starts from what this browser already has", () => {
    localStorage.setItem(EXCLUDE_STORAGE_KEY, "1");
    expect(renderHook(() => useExcludeThisBrowser()).result.current[0]).toBe(true);
  });

  it("does not claim a change that blocked storage refused", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const { result } = renderHook(() => useExcludeThisBrowser());
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(false);
  });
});
