import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadConfirmDialog } from "@/components/ui/confirm-dialog";
import { loadNoPermissionTooltip } from "@/components/ui/no-permission-tooltip";

// The confirmation dialog's code loads on its first opening (D78); loaded ahead, it opens in the same frame.
beforeAll(async () => {
  await loadConfirmDialog();
  await loadNoPermissionTooltip();
});

const shortlistAction = vi.fn();
const standbyAction = vi.fn();
const shareTalentsAction = vi.fn();
const shortlistJobOptionsAction = vi.fn();
vi.mock("@/lib/selection/actions", () => ({
  shortlistAction: (i: unknown) => shortlistAction(i),
  standbyAction: (i: unknown) => standbyAction(i),
  shareTalentsAction: (i: unknown) => shareTalentsAction(i),
  shortlistJobOptionsAction: (i: unknown) => shortlistJobOptionsAction(i),
  removeFromShortlistAction: vi.fn(),
}));
const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, replace: vi.fn(), push: vi.fn() }) }));

import { SelectionBar } from "@/components/selection/selection-bar";
import { renderWithIntl } from "@/tests/support/intl";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const ALL = { compare: true, shortlist: true, share: true };
const OPTIONS = {
  assigned: [{ id: "job-mine", jdId: "JD-1001", title: "Frontend Engineer", dueDate: "2030-01-31T23:59:59.999Z", assignee: "Rita" }],
  others: [{ id: "job-theirs", jdId: "JD-1002", title: "Data Engineer", dueDate: "2030-02-28T23:59:59.999Z", assignee: "Oscar Other" }],
};

beforeEach(() => {
  for (const f of [shortlistAction, standbyAction, shareTalentsAction, shortlistJobOptionsAction, refresh]) f.mockReset();
  shortlistJobOptionsAction.mockResolvedValue({ data: OPTIONS });
});

describe("selection bar", () => {
  it("disables every action with the spec's reason when no talent is selected", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SelectionBar selectedIds={[]} can={ALL} />);
    for (const name of ["Compare", "Shortlist", "Standby", "Share"]) expect((screen.getByRole("button", { name }) as HTMLButtonElement).disabled).toBe(true);
    await user.tab();
    expect((await screen.findByRole("tooltip")).textContent).toBe("Select at least one talent.");
  });

  it("disables compare when no selected talent has a completed review, and links to the compare page otherwise", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithIntl(<SelectionBar selectedIds={[A, B]} reviewedIds={[]} can={ALL} actions={["compare"]} />);
    expect((screen.getByRole("button", { name: "Compare" }) as HTMLButtonElement).disabled).toBe(true);
    await user.tab();
    expect((await screen.findByRole("tooltip")).textContent).toBe("Compare needs at least one talent with a completed review.");
    rerender(<SelectionBar selectedIds={[A, B]} reviewedIds={[B]} can={ALL} actions={["compare"]} />);
    expect(screen.getByRole("link", { name: "Compare" }).getAttribute("href")).toBe(`/admin/talent/compare?ids=${A},${B}`);
  });

  it("shows the no-permission tooltip on actions the role lacks", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SelectionBar selectedIds={[A]} can={{ compare: true, shortlist: false, share: true }} actions={["shortlist"]} />);
    expect((screen.getByRole("button", { name: "Shortlist" }) as HTMLButtonElement).disabled).toBe(true);
    await user.tab();
    expect((await screen.findByRole("tooltip")).textContent).toBe("You don't have permission to perform this action");
  });

  it("shortlists against the chosen job of the actor; other jobs are listed but cannot be chosen", async () => {
    const user = userEvent.setup();
    shortlistAction.mockResolvedValue({ data: { jobId: "job-mine", jdId: "JD-1001", status: "shortListed", added: 2, moved: 0 } });
    renderWithIntl(<SelectionBar selectedIds={[A, B, A]} can={ALL} />);
    await user.click(screen.getByRole("button", { name: "Shortlist" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Shortlist 2 talents" });
    const mine = await within(dialog).findByRole("radio", { name: /JD-1001 · Frontend Engineer/ });
    const theirs = within(dialog).getByRole("radio", { name: /JD-1002 · Data Engineer.*Assigned to Oscar Other/ });
    expect((theirs as HTMLInputElement).disabled).toBe(true);
    // The only assigned job is preselected.
    expect((mine as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Shortlist" }));
    await waitFor(() => expect(shortlistAction).toHaveBeenCalledWith({ jobId: "job-mine", candidateIds: [A, B] }));
    expect((await screen.findByTestId("selection-notice")).textContent).toContain("2 talents shortlisted to JD-1001.");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(refresh).toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's 10333 text, in French too, when the job context is not the actor's", async () => {
    const user = userEvent.setup();
    standbyAction.mockResolvedValue({ serverError: { code: 10333, message: "Only the assigned recruiter can shortlist for this job." } });
    renderWithIntl(<SelectionBar selectedIds={[A]} can={ALL} job={{ id: "job-theirs", jdId: "JD-1002", title: "Data Engineer" }} />, { locale: "fr" });
    expect(screen.getByText("Pour JD-1002 · Data Engineer")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "En attente" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Mettre en attente pour JD-1002 ?" });
    await user.click(within(dialog).getByRole("button", { name: "Mettre en attente" }));
    expect((await within(dialog).findByTestId("shortlist-error")).textContent).toContain("Seul le recruteur assigné peut présélectionner des candidats pour cette offre.");
    expect(standbyAction).toHaveBeenCalledWith({ jobId: "job-theirs", candidateIds: [A] });
    expect(shortlistJobOptionsAction).not.toHaveBeenCalled();
  });

  it("asks for a job when none is chosen, without calling the server", async () => {
    const user = userEvent.setup();
    shortlistJobOptionsAction.mockResolvedValue({ data: { assigned: [...OPTIONS.assigned, { ...OPTIONS.assigned[0], id: "job-2", jdId: "JD-1003" }], others: [] } });
    renderWithIntl(<SelectionBar selectedIds={[A]} can={ALL} />);
    await user.click(screen.getByRole("button", { name: "Standby" }));
    const dialog = await screen.findByRole("alertdialog");
    await within(dialog).findByRole("radio", { name: /JD-1003/ });
    await user.click(within(dialog).getByRole("button", { name: "Put on standby" }));
    expect(within(dialog).getByText("Please select a job")).toBeTruthy();
    expect(standbyAction).not.toHaveBeenCalled();
  });

  it("shares the selection and opens the share dialog with a same-origin link", async () => {
    const user = userEvent.setup();
    shareTalentsAction.mockResolvedValue({ data: { shareId: "11111111-1111-4111-8111-111111111111" } });
    renderWithIntl(<SelectionBar selectedIds={[A, B]} can={ALL} />);
    // The share dialog's code loads on its first opening (D81): nothing of it before a share.
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share talents" });
    expect(shareTalentsAction).toHaveBeenCalledWith({ candidateIds: [A, B], jobId: null });
    expect((within(dialog).getByRole("textbox") as HTMLInputElement).value).toBe(`${window.location.origin}/admin/talent/shared/11111111-1111-4111-8111-111111111111`);
    expect(within(dialog).getByText("Only users of your company can open this link.")).toBeTruthy();
  });
});
