import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import InterviewCalendar from "@/components/calendar/interview-calendar";
import { renderWithIntl } from "@/tests/support/intl";

// The real FullCalendar in jsdom (D84: what a change to its plugins or locales must keep): the week
// in French with FullCalendar's French texts, the staff's views from the keyboard, a phone's list.
// jsdom lays out no month events; tests/e2e/calendar.spec.ts reads those in a browser.

const START = new Date();
START.setUTCHours(15, 0, 0, 0);

beforeEach(() => {
  globalThis.fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          results: [{ id: "i1", jobId: "j1", entryId: "e1", jdNumber: 12, jobTitle: "Platform engineer", candidateName: "Ada", start: START.toISOString(), end: new Date(START.getTime() + 3600e3).toISOString(), own: true, status: "scheduled" }],
        }),
        { status: 200, headers: { "content-type": "application/json" } },
      ),
  ) as typeof fetch;
});
afterEach(() => vi.restoreAllMocks());

describe("InterviewCalendar", () => {
  it("on a wide screen in French opens on the week with FullCalendar's French texts", async () => {
    renderWithIntl(<InterviewCalendar portal="talent" timeZone="UTC" locale="fr" narrow={false} />, { locale: "fr" });
    expect(await screen.findByRole("link", { name: /Platform engineer/ })).toBeTruthy();
    expect(screen.getByTestId("interview-calendar").dataset.view).toBe("timeGridWeek");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Jour", "Semaine"]);
    expect(screen.getByRole("button", { name: /aujourd'hui/i })).toBeTruthy();
  });

  it("staff on a wide screen switch to the month and the day from the keyboard", async () => {
    renderWithIntl(<InterviewCalendar portal="staff" timeZone="UTC" locale="en" narrow={false} />);
    expect(await screen.findByRole("link", { name: /Platform engineer/ })).toBeTruthy();
    const month = screen.getByRole("tab", { name: /^month view$/i });
    month.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByTestId("interview-calendar").dataset.view).toBe("dayGridMonth");
    expect(month.getAttribute("aria-selected")).toBe("true");
    await userEvent.click(screen.getByRole("tab", { name: /^day view$/i }));
    expect(screen.getByTestId("interview-calendar").dataset.view).toBe("timeGridDay");
  });

  it("on a phone staff open on the week as a list and switch to the month", async () => {
    renderWithIntl(<InterviewCalendar portal="staff" timeZone="UTC" locale="en" narrow />);
    expect(await screen.findByRole("link", { name: /Platform engineer/ })).toBeTruthy();
    expect(screen.getByTestId("interview-calendar").dataset.view).toBe("listWeek");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["List", "Day", "Month"]);
    await userEvent.click(screen.getByRole("tab", { name: /^month view$/i }));
    expect(screen.getByTestId("interview-calendar").dataset.view).toBe("dayGridMonth");
  });
});
