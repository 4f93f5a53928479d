import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { TalentApplicationItem, type TalentApplicationRow } from "@/components/dashboard/talent-applications";
import { APPLICATION_STATUSES } from "@/lib/jobs/application-status";
import { applicationStatus } from "@/db/schema/jobs";
import { renderWithIntl } from "@/tests/support/intl";

const row = (status: string): TalentApplicationRow => ({ id: `a-${status}`, title: "Platform engineer", jdNumber: 1042, status, appliedOn: "12 Mar 2026" });

function mount(rows: TalentApplicationRow[], locale: "en" | "fr" = "en") {
  return renderWithIntl(
    <ul>
      {rows.map((r) => (
        <TalentApplicationItem key={r.id} application={r} />
      ))}
    </ul>,
    { locale },
  );
}

describe("the talent dashboard's applications", () => {
  it("covers every status the database can hold", () => {
    expect([...APPLICATION_STATUSES]).toEqual(applicationStatus.enumValues);
  });

  it("shows each status in the candidate's words, never the raw enum, with the job id in the JD format", () => {
    mount(APPLICATION_STATUSES.map(row));
    const items = screen.getAllByTestId("talent-application");
    expect(items).toHaveLength(APPLICATION_STATUSES.length);
    for (const item of items) {
      expect(item.textContent).toContain("JD-1042");
      expect(item.textContent).toContain("Applied on 12 Mar 2026");
      expect(item.textContent).not.toMatch(/[A-Z]{3,}_?[A-Z]*/);
    }
    expect(items[0].textContent).toContain("Applied");
    expect(items[3].textContent).toContain("Selected for interview");
    expect(items[6].textContent).toContain("Shortlisted");
  });

  it("speaks French to a French candidate", () => {
    mount([row("APPLIED"), row("INTERVIEW_LIST"), row("REVIEW_INPROGRESS")], "fr");
    const items = screen.getAllByTestId("talent-application");
    expect(items[0].textContent).toContain("Candidature envoyée");
    expect(items[1].textContent).toContain("Retenu pour un entretien");
    expect(items[2].textContent).toContain("Entretien en cours d'évaluation");
    expect(items[0].textContent).toContain("JD-1042");
  });

  it("shows a neutral 'in progress' for a status this screen does not know yet", () => {
    mount([row("SOMETHING_NEW")]);
    expect(screen.getByTestId("talent-application").textContent).toContain("In progress");
    expect(screen.getByTestId("talent-application").textContent).not.toContain("SOMETHING");
  });
});
