import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { CountdownTimer, TICK_MS, formatCountdown } from "@/components/ui/countdown-timer";
import { renderWithIntl } from "@/tests/support/intl";

const NOW = new Date("2025-03-01T12:00:00Z");
const timer = () => screen.getByRole("timer", { name: "Time remaining" });
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("CountdownTimer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("countdown ticks every second and calls onComplete once", async () => {
    expect(TICK_MS).toBe(1000);
    const onComplete = vi.fn();
    renderWithIntl(<CountdownTimer seconds={3} onComplete={onComplete} />);
    expect(timer().textContent).toBe("00:03");
    await wait(999);
    expect(timer().textContent).toBe("00:03");
    await wait(1);
    expect(timer().textContent).toBe("00:02");
    await wait(1000);
    expect(timer().textContent).toBe("00:01");
    expect(onComplete).not.toHaveBeenCalled();
    await wait(1000);
    expect(timer().textContent).toBe("00:00");
    expect(onComplete).toHaveBeenCalledTimes(1);
    await wait(10_000);
    expect(timer().textContent).toBe("00:00");
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("countdown stops its interval once it reaches zero", async () => {
    renderWithIntl(<CountdownTimer seconds={1} />);
    await wait(1000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("countdown counts down to a target date", async () => {
    renderWithIntl(<CountdownTimer until={new Date(NOW.getTime() + 90_000)} />);
    expect(timer().textContent).toBe("01:30");
    await wait(31_000);
    expect(timer().textContent).toBe("00:59");
  });

  it("countdown accepts the target as an ISO string", () => {
    renderWithIntl(<CountdownTimer until="2025-03-01T12:05:00Z" />);
    expect(timer().textContent).toBe("05:00");
  });

  it("countdown to a past date shows zero and completes at once, once", async () => {
    const onComplete = vi.fn();
    renderWithIntl(<CountdownTimer until={new Date(NOW.getTime() - 5000)} onComplete={onComplete} />);
    expect(timer().textContent).toBe("00:00");
    await wait(5000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("countdown of an hour or more uses hh:mm:ss throughout", async () => {
    renderWithIntl(<CountdownTimer seconds={3601} />);
    expect(timer().textContent).toBe("01:00:01");
    await wait(2000);
    expect(timer().textContent).toBe("00:59:59");
  });

  it("countdown follows the wall clock when the interval runs late", async () => {
    renderWithIntl(<CountdownTimer seconds={60} />);
    // A throttled background tab: the clock moves 10 s but only one tick is delivered.
    vi.setSystemTime(NOW.getTime() + 10_000);
    await wait(1000);
    expect(timer().textContent).toBe("00:49");
  });

  it("countdown formats mm:ss and hh:mm:ss", () => {
    expect(formatCountdown(0, "mm:ss")).toBe("00:00");
    expect(formatCountdown(65, "mm:ss")).toBe("01:05");
    expect(formatCountdown(3725, "hh:mm:ss")).toBe("01:02:05");
    expect(formatCountdown(-3, "mm:ss")).toBe("00:00");
  });

  it("countdown can be forced to hh:mm:ss and given its own label", () => {
    renderWithIntl(<CountdownTimer seconds={75} format="hh:mm:ss" label="Interview ends in" />);
    expect(screen.getByRole("timer", { name: "Interview ends in" }).textContent).toBe("00:01:15");
  });

  it("countdown is labelled in French", () => {
    renderWithIntl(<CountdownTimer seconds={5} />, { locale: "fr" });
    expect(screen.getByRole("timer", { name: "Temps restant" })).toBeTruthy();
  });
});
