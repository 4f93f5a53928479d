import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { PROGRESS_RESET_MS, stageDelay, useStagedProgress } from "@/components/profile/view/use-staged-progress";

/** Moves the fake clock and lets React apply what the timers set. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("stageDelay (first document §4.4)", () => {
  it("slows down in stages: 200 ms to 25, 300 ms to 50, 500 ms to 75, 600 ms to 95, then 1200 ms", () => {
    expect([0, 24, 25, 49, 50, 74, 75, 94, 95, 98].map(stageDelay)).toEqual([200, 200, 300, 300, 500, 500, 600, 600, 1200, 1200]);
  });

  it("stops at 99", () => {
    expect(stageDelay(99)).toBeNull();
    expect(stageDelay(100)).toBeNull();
  });
});

describe("useStagedProgress", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stays at 0 while nothing loads", () => {
    const { result } = renderHook(() => useStagedProgress(false));
    advance(10_000);
    expect(result.current).toBe(0);
  });

  it("counts one point every 200 ms up to 25, then slows at 50, 75 and 95, and never passes 99", () => {
    const { result } = renderHook(() => useStagedProgress(true));
    advance(199);
    expect(result.current).toBe(0);
    advance(1);
    expect(result.current).toBe(1);
    advance(25 * 200 - 200);
    expect(result.current).toBe(25);
    advance(299);
    expect(result.current).toBe(25);
    advance(1);
    expect(result.current).toBe(26);
    advance(24 * 300);
    expect(result.current).toBe(50);
    advance(25 * 500);
    expect(result.current).toBe(75);
    advance(20 * 600);
    expect(result.current).toBe(95);
    advance(1199);
    expect(result.current).toBe(95);
    advance(1);
    expect(result.current).toBe(96);
    advance(3 * 1200);
    expect(result.current).toBe(99);
    advance(60_000);
    expect(result.current).toBe(99);
  });

  it("completes to 100 when loading ends, then resets to 0", () => {
    const { result, rerender } = renderHook(({ loading }) => useStagedProgress(loading), { initialProps: { loading: true } });
    advance(2_000);
    expect(result.current).toBe(10);
    rerender({ loading: false });
    advance(0);
    expect(result.current).toBe(100);
    advance(PROGRESS_RESET_MS - 1);
    expect(result.current).toBe(100);
    advance(1);
    expect(result.current).toBe(0);
    advance(5_000);
    expect(result.current).toBe(0);
  });

  it("starts again from 0 for the next load", () => {
    const { result, rerender } = renderHook(({ loading }) => useStagedProgress(loading), { initialProps: { loading: true } });
    advance(1_000);
    rerender({ loading: false });
    advance(0);
    rerender({ loading: true });
    advance(0);
    expect(result.current).toBe(0);
    advance(400);
    expect(result.current).toBe(2);
  });
});
