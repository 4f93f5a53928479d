import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JobLists, type JobListsProps } from "@/components/jobs/job-lists";
import type { CandidateEntry } from "@/lib/jobs/queries";
import type { JobShortlistEntry } from "@/lib/selection/queries";
import { renderWithIntl } from "@/tests/support/intl";

const applicant = (over: Partial<CandidateEntry>): CandidateEntry => ({
  id: "app-1",
  candidateId: "c-1",
  name: "Avery Applicant",
  email: "avery@e2e.test",
  candidateUniqueId: "DEMO-C-100001",
  status: "APPLIED",
  at: "2026-03-02T10:00:00.000Z",
  ...over,
});

const picked = (over: Partial<JobShortlistEntry>): JobShortlistEntry => ({
  candidateId: "c-2",
  name: "Listed Lee",
  candidateUniqueId: "DEMO-C-200002",
  status: "shortListed",
  byUserName: "Rita Recruiter",
  at: "2026-03-03T10:00:00.000Z",
  ...over,
});

const EMPTY: JobListsProps = { applicants: [], shortlisted: [], standby: [], shared: [], interviews: [], invitations: [], timeZone: "UTC" };

describe("job detail candidate lists", () => {
  it("shows each application on the Applicants tab with its status", () => {
    renderWithIntl(<JobLists {...EMPTY} applicants={[applicant({}), applicant({ id: "app-2", candidateId: "c-3", name: "Blake Both", status: "INTERVIEW_SHORTLISTED" })]} />);
    const tab = screen.getByRole("tabpanel");
    expect(screen.getByRole("tab", { name: "Applicants (2)" }).getAttribute("aria-selected")).toBe("true");
    expect(tab.textContent).toContain("Avery Applicant");
    expect(tab.textContent).toContain("Applied");
    expect(tab.textContent).toContain("Blake Both");
    expect(tab.textContent).toContain("Interview shortlisted");
  });

  it("fills the Shortlisted and Standby tabs from the job's shortlist entries, not from application statuses", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <JobLists
        {...EMPTY}
        // An application whose status says shortlisted is not a shortlist entry.
        applicants={[applicant({ status: "INTERVIEW_SHORTLISTED" })]}
        shortlisted={[picked({})]}
        standby={[picked({ candidateId: "c-4", name: null, candidateUniqueId: "DEMO-C-300003", status: "standBy", byUserName: null })]}
      />,
    );
    await user.click(screen.getByRole("tab", { name: "Shortlisted (1)" }));
    const shortlisted = screen.getByRole("tabpanel");
    expect(shortlisted.textContent).toContain("Listed Lee");
    expect(shortlisted.textContent).toContain("Added by Rita Recruiter");
    expect(shortlisted.textContent).not.toContain("Avery Applicant");

    await user.click(screen.getByRole("tab", { name: "Standby (1)" }));
    const standby = screen.getByRole("tabpanel");
    // A talent who hides their name stays confidential, identified by the candidate id.
    expect(standby.textContent).toContain("Confidential talent");
    expect(standby.textContent).toContain("DEMO-C-300003");
    expect(standby.textContent).not.toContain("Added by");
  });

  it("shows the empty states in French when nothing is on the lists", async () => {
    const user = userEvent.setup();
    renderWithIntl(<JobLists {...EMPTY} />, { locale: "fr" });
    expect(screen.getByRole("tabpanel").textContent).toContain("Personne n'a encore postulé.");
    await user.click(screen.getByRole("tab", { name: "Présélectionnés (0)" }));
    expect(screen.getByRole("tabpanel").textContent).toContain("Aucun candidat présélectionné.");
  });
});
