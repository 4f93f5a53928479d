import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useRefreshingUrl } from "@/components/profile/intro-video/use-refreshing-url";
import { VIDEO_URL_REFRESH_MS } from "@/lib/intro-video/rules";

type View = { signedUrl: string | null; overlay: unknown[] };
const view = (n: number): View => ({ signedUrl: `/api/files/v?exp=${n}&sig=s`, overlay: [] });
const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("video URL refresh (spec §4.4, 110 s)", () => {
  it("calls the refresh every 110 seconds while enabled, and not before", async () => {
    expect(VIDEO_URL_REFRESH_MS).toBe(110_000);
    let n = 0;
    const load = vi.fn(async () => view(++n));
    const { result } = renderHook(() => useRefreshingUrl(load, { enabled: true, initial: view(0) }));
    await wait(109_999);
    expect(load).not.toHaveBeenCalled();
    await wait(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.data).toEqual(view(1));
    await wait(110_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toEqual(view(2));
  });

  it("does not poll while disabled, and stops when it becomes disabled", async () => {
    const load = vi.fn(async () => view(1));
    const { rerender } = renderHook(({ on }) => useRefreshingUrl(load, { enabled: on, initial: view(0) }), { initialProps: { on: false } });
    await wait(500_000);
    expect(load).not.toHaveBeenCalled();
    rerender({ on: true });
    await wait(110_000);
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ on: false });
    await wait(500_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("only logs a failed poll: the last good URL stays and polling goes on", async () => {
    const log = vi.fn();
    const load = vi
      .fn<(signal: AbortSignal) => Promise<View>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(view(2));
    const { result } = renderHook(() => useRefreshingUrl(load, { enabled: true, initial: view(0), log }));
    await wait(110_000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][1]).toBeInstanceOf(Error);
    expect(result.current.data).toEqual(view(0));
    await wait(110_000);
    expect(result.current.data).toEqual(view(2));
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("loads once at mount when the page had no data, and lets the enabled rule see that data", async () => {
    const load = vi.fn(async () => view(1));
    const { result } = renderHook(() => useRefreshingUrl<View>(load, { enabled: (d) => Boolean(d?.signedUrl) }));
    expect(result.current.data).toBeUndefined();
    await wait(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.data).toEqual(view(1));
    await wait(110_000);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
