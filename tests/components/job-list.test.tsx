import { beforeAll, describe, expect, it, vi } from "vitest";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }), usePathname: () => "/admin/jobs" }));

import { JobList } from "@/components/jobs/job-list";
import type { JobListRow } from "@/lib/jobs/queries";
import { jobListQuerySchema } from "@/lib/jobs/schemas";
import { renderWithIntl } from "@/tests/support/intl";
import { loadNoPermissionTooltip } from "@/components/ui/no-permission-tooltip";

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const row = (over: Partial<JobListRow>): JobListRow => ({
  id: "a",
  jdId: "JD-1001",
  title: "Backend",
  departmentName: "Engineering",
  assigneeName: "Jordan",
  status: "active",
  state: "ASSIGNED",
  dueDate: inDays(30),
  postedOn: inDays(-1),
  published: false,
  applicants: 0,
  interviews: 0,
  ...over,
});

// The no-permission tooltip's code loads after the page (D78); loaded ahead, a refused control
// explains itself on its first focus.
beforeAll(async () => {
  await loadNoPermissionTooltip();
});

configure({ asyncUtilTimeout: 5000 });

describe("job list", { timeout: 30_000 }, () => {
  it("highlights a job due within 7 days in words, not only colour, and shows each state", () => {
    const rows = [row({ id: "a", title: "Soon", state: "NEAR_DUE", dueDate: inDays(2) }), row({ id: "b", jdId: "JD-1002", title: "Later", assigneeName: null, state: "IN_QUEUE" })];
    renderWithIntl(<JobList rows={rows} total={2} query={jobListQuerySchema.parse({})} departments={[]} canCreate />);
    const [, soon, later] = screen.getAllByRole("row");
    expect(within(soon).getByText("Due within 7 days")).toBeTruthy();
    expect(within(soon).getByText("Near due")).toBeTruthy();
    expect(within(later).queryByText("Due within 7 days")).toBeNull();
    expect(within(later).getByText("In queue")).toBeTruthy();
    expect(within(later).getByText("Unassigned")).toBeTruthy();
  });

  it("keeps the tab in the address and goes back to page 1", async () => {
    renderWithIntl(<JobList rows={[row({})]} total={30} query={jobListQuerySchema.parse({ page: "2", q: "api" })} departments={[]} canCreate />);
    await userEvent.click(screen.getByRole("button", { name: "My Jobs" }));
    expect(push).toHaveBeenCalledWith("/admin/jobs?tab=mine&q=api");
  });

  it("disables Create job with the no-permission tooltip for a role without jobs.create", () => {
    renderWithIntl(<JobList rows={[]} total={0} query={jobListQuerySchema.parse({})} departments={[]} canCreate={false} />, { locale: "fr" });
    expect((screen.getByRole("button", { name: "Créer une offre" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Aucune offre pour l'instant. Créez la première.")).toBeTruthy();
  });
});
