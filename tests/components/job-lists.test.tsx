import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadConfirmDialog } from "@/components/ui/confirm-dialog";

// The confirmation dialog's code loads on its first opening (D78); loaded ahead, it opens in the same frame.
beforeAll(async () => {
  await loadConfirmDialog();
});

const removeFromShortlistAction = vi.fn();
vi.mock("@/lib/selection/actions", () => ({ removeFromShortlistAction: (i: unknown) => removeFromShortlistAction(i) }));
const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, replace: vi.fn(), push: vi.fn() }) }));
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

  describe("taking a talent off the job's lists", () => {
    const JOB = "00000000-0000-4000-8000-000000000001";
    beforeEach(() => {
      removeFromShortlistAction.mockReset();
      refresh.mockReset();
    });

    it("offers no remove button to a viewer who may not change the lists", async () => {
      const user = userEvent.setup();
      renderWithIntl(<JobLists {...EMPTY} shortlisted={[picked({})]} jobId={JOB} canRemove={false} />);
      await user.click(screen.getByRole("tab", { name: "Shortlisted (1)" }));
      expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    });

    it("removes a shortlisted talent after confirming with the keyboard: the row leaves and the count drops", async () => {
      const user = userEvent.setup();
      removeFromShortlistAction.mockResolvedValue({ data: { jobId: JOB, removed: 1 } });
      renderWithIntl(<JobLists {...EMPTY} shortlisted={[picked({}), picked({ candidateId: "c-9", name: "Stays Sam" })]} jobId={JOB} canRemove />);
      await user.click(screen.getByRole("tab", { name: "Shortlisted (2)" }));
      const remove = screen.getByRole("button", { name: "Remove Listed Lee from this list" });
      remove.focus();
      await user.keyboard("{Enter}");
      const dialog = await screen.findByRole("alertdialog", { name: "Remove Listed Lee?" });
      expect(dialog.textContent).toContain("Listed Lee leaves this job's shortlist.");
      // Nothing is removed before the confirmation.
      expect(removeFromShortlistAction).not.toHaveBeenCalled();
      within(dialog).getByRole("button", { name: "Remove" }).focus();
      await user.keyboard("{Enter}");
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      expect(removeFromShortlistAction).toHaveBeenCalledWith({ jobId: JOB, candidateIds: ["c-2"] });
      expect(refresh).toHaveBeenCalled();
      expect(screen.getByTestId("job-shortlisted").textContent).not.toContain("Listed Lee");
      expect(screen.getByTestId("job-shortlisted").textContent).toContain("Stays Sam");
      expect(screen.getByRole("tab", { name: "Shortlisted (1)" })).toBeTruthy();
    });

    it("keeps the row and says why when the server refuses (10334 in French)", async () => {
      const user = userEvent.setup();
      removeFromShortlistAction.mockResolvedValue({ serverError: { code: 10334, message: "x" } });
      renderWithIntl(<JobLists {...EMPTY} standby={[picked({ status: "standBy" })]} jobId={JOB} canRemove />, { locale: "fr" });
      await user.click(screen.getByRole("tab", { name: "En réserve (1)" }));
      await user.click(screen.getByRole("button", { name: "Retirer Listed Lee de cette liste" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Retirer Listed Lee ?" });
      expect(dialog.textContent).toContain("Listed Lee quitte la réserve de ce poste.");
      await user.click(within(dialog).getByRole("button", { name: "Retirer" }));
      const error = await within(dialog).findByTestId("remove-error");
      expect(error.textContent).toContain("Cette action n'est possible que pour les offres actives.");
      expect(refresh).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
      expect(screen.getByTestId("job-standby").textContent).toContain("Listed Lee");
    });
  });
});
