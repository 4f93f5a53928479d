import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

vi.mock("@/lib/selection/actions", () => ({
  shortlistAction: vi.fn(),
  standbyAction: vi.fn(),
  shareTalentsAction: vi.fn(),
  shortlistJobOptionsAction: vi.fn(),
  removeFromShortlistAction: vi.fn(),
}));
const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), replace, push: vi.fn() }) }));

import { CompareScreen, type CompareScreenProps } from "@/components/selection/compare-screen";
import { COMPARE_SETTINGS_KEY } from "@/components/selection/use-compare-settings";
import { optionLabels } from "@/lib/selection/labels";
import type { CompareTalent } from "@/lib/selection/types";
import { renderWithIntl } from "@/tests/support/intl";

function talent(n: number, over: Partial<CompareTalent> = {}): CompareTalent {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Talent ${n}`,
    candidateUniqueId: `C-${n}`,
    designation: "Frontend Engineer",
    speciality: "",
    domains: ["SaaS"],
    talentType: "external",
    totalExperienceMonths: 62,
    skills: [{ stack: "React", category: "Framework", years: 5 }],
    availability: "IMMEDIATELY",
    location: "Toronto",
    preferredLocations: [],
    workplaceType: "REMOTE",
    jobType: "FULL_TIME",
    contractType: "",
    education: [],
    certifications: [],
    updatedAt: "2026-01-15T12:00:00Z",
    isMock: false,
    review: {
      reviewId: `r${n}`,
      jobId: null,
      recommendation: "Recommend",
      comments: "Good",
      criteria: [{ name: "Technical", score: 8 }],
      finalRating: 4.5,
      completedAt: "2026-01-20T12:00:00Z",
    },
    ...over,
  };
}

function mount(talents: CompareTalent[], over: Partial<CompareScreenProps> = {}, locale: "en" | "fr" = "en") {
  return renderWithIntl(
    <CompareScreen
      result={{ talents, missing: 0, blocked: null }}
      dropped={0}
      job={null}
      can={{ shortlist: true, share: true }}
      labels={optionLabels(locale)}
      timeZone="America/Detroit"
      searchHref="/admin/talent/search"
      {...over}
    />,
    { locale },
  );
}

beforeEach(() => {
  window.localStorage.clear();
  replace.mockReset();
});

describe("candidate compare", () => {
  it("shows one column per talent with the final rating on 5, criteria on 10 and labelled options", () => {
    mount([talent(1), talent(2, { review: null })]);
    const table = screen.getByRole("table", { name: "Talent comparison" });
    expect(within(table).getAllByRole("columnheader")).toHaveLength(3);
    expect(within(table).getByRole("img", { name: "Rated 4.5 out of 5" })).toBeTruthy();
    expect(within(table).getByRole("rowheader", { name: /Technical/ }).parentElement!.textContent).toContain("8 / 10");
    expect(within(table).getAllByText("Review not completed").length).toBeGreaterThan(0);
    expect(within(table).getAllByText("Immediately")).toHaveLength(2);
    expect(within(table).getAllByText("5 years 2 months")).toHaveLength(2);
  });

  it("refuses to compare when no chosen talent has a completed review", () => {
    renderWithIntl(
      <CompareScreen
        result={{ talents: [talent(1, { review: null })], missing: 1, blocked: "noReviewedTalent" }}
        dropped={0}
        job={null}
        can={{ shortlist: true, share: true }}
        labels={optionLabels("en")}
        timeZone="UTC"
        searchHref="/admin/talent/search"
      />,
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByTestId("compare-blocked").textContent).toContain("Compare needs at least one talent with review completed.");
    expect(screen.getByText("1 talent could not be found.")).toBeTruthy();
  });

  it("hides rows turned off in the comparison settings and remembers them in this browser", async () => {
    const user = userEvent.setup();
    const { unmount } = mount([talent(1), talent(2)]);
    await user.click(screen.getByRole("button", { name: "Comparison settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Comparison settings" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Final rating" }));
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(screen.queryByRole("rowheader", { name: "Final rating" })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(COMPARE_SETTINGS_KEY)!).rows).not.toContain("finalRating");
    unmount();
    mount([talent(1)]);
    expect(screen.queryByRole("rowheader", { name: "Final rating" })).toBeNull();
    expect(screen.getByRole("rowheader", { name: "Availability" })).toBeTruthy();
  });

  it("will not apply settings with no row at all", async () => {
    const user = userEvent.setup();
    mount([talent(1)]);
    await user.click(screen.getByRole("button", { name: "Comparison settings" }));
    const dialog = await screen.findByRole("dialog");
    for (const box of within(dialog).getAllByRole("checkbox")) if ((box as HTMLInputElement).checked) await user.click(box);
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Please choose at least one row");
  });

  it("loads one talent at a time when set so, adding the next on request", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(COMPARE_SETTINGS_KEY, JSON.stringify({ rows: ["designation"], mode: "one" }));
    mount([talent(1), talent(2), talent(3)]);
    expect(screen.getAllByTestId("compare-column")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Add next talent (1 of 3)" }));
    expect(screen.getAllByTestId("compare-column")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Add next talent (2 of 3)" }));
    expect(screen.getAllByTestId("compare-column")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: /Add next talent/ })).toBeNull();
  });

  it("removes a column by rewriting the compare address, keeping the job and the way back to the search", async () => {
    const user = userEvent.setup();
    const [a, b] = [talent(1), talent(2)];
    mount([a, b], { job: { id: "job-1", jdId: "JD-1", title: "T" }, searchHref: "/admin/talent/search?q=vue" });
    expect(screen.getByRole("link", { name: "Back to talent search" }).getAttribute("href")).toBe("/admin/talent/search?q=vue");
    await user.click(screen.getByRole("button", { name: "Remove Talent 1 from the comparison" }));
    expect(replace).toHaveBeenCalledWith(`/admin/talent/compare?ids=${b.id}&jobId=job-1&from=%2Fadmin%2Ftalent%2Fsearch%3Fq%3Dvue`);
  });

  it("names a talent whose name permission is off as confidential, in French too", () => {
    mount([talent(1, { name: null })], {}, "fr");
    expect(screen.getByText("Talent confidentiel")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Sélectionner Talent confidentiel" })).toBeTruthy();
  });
});
