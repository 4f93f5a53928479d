import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }) }));

import { ResultsTable } from "@/components/search/results-table";
import type { TalentResult } from "@/lib/search/query";
import { renderWithIntl } from "@/tests/support/intl";

/** The search results' OSI column (decision D75): the status badge in en/fr, "—" without an invitation. */
function result(n: number, osiStatus: TalentResult["osiStatus"]): TalentResult {
  return {
    userId: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Talent ${n}`,
    confidential: false,
    email: `t${n}@example.test`,
    candidateUniqueId: `C-${n}`,
    designation: "Engineer",
    speciality: null,
    domains: [],
    talentType: "external",
    experienceMonths: 24,
    updatedAt: "2026-11-01T10:00:00.000Z",
    location: null,
    availability: null,
    workplaceType: null,
    jobType: null,
    skills: [],
    shortlistCount: 0,
    osiStatus,
    snippet: null,
    rank: 0,
    isMock: false,
    review: null,
  };
}

function renderTable(locale: "en" | "fr") {
  return renderWithIntl(
    <ResultsTable
      results={[result(1, "completed"), result(2, "blocked"), result(3, null)]}
      total={3}
      page={1}
      pageSize={10}
      highlight={[]}
      timeZone="UTC"
      noRecordsMessage="none"
      selected={[]}
      onSelectedChange={() => {}}
      onPageChange={() => {}}
      onPageSizeChange={() => {}}
    />,
    { locale },
  );
}

function rowOf(n: number): HTMLElement {
  const cell = screen.getAllByTestId("result-row").find((r) => r.getAttribute("data-user-id") === `00000000-0000-4000-8000-00000000000${n}`)!;
  return cell.closest("tr")!;
}

describe("ResultsTable OSI column", () => {
  it("shows each talent's status badge, and — without an invitation (en)", () => {
    renderTable("en");
    expect(within(rowOf(1)).getByTestId("osi-status").textContent).toBe("Completed");
    expect(within(rowOf(1)).getByTestId("osi-status").getAttribute("data-osi-status")).toBe("completed");
    expect(within(rowOf(2)).getByTestId("osi-status").textContent).toBe("Blocked");
    expect(within(rowOf(3)).queryByTestId("osi-status")).toBeNull();
    expect(within(rowOf(3)).getAllByText("—").length).toBeGreaterThan(0);
  });

  it("labels the statuses in French", () => {
    renderTable("fr");
    expect(within(rowOf(1)).getByTestId("osi-status").textContent).toBe("Terminé");
    expect(within(rowOf(2)).getByTestId("osi-status").textContent).toBe("Bloqué");
  });
});
