import { describe, expect, it, vi } from "vitest";
import { act } from "react";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";

const push = vi.fn();
const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh }), usePathname: () => "/admin/jobs/new" }));
const saveTemplateAction = vi.fn();
const assignJobAction = vi.fn();
vi.mock("@/lib/jobs/actions", () => ({
  createJobAction: vi.fn(),
  updateJobAction: vi.fn(),
  saveTemplateAction: (input: unknown) => saveTemplateAction(input),
  generateJobAction: vi.fn(),
  assignJobAction: (input: unknown) => assignJobAction(input),
  addCollaboratorAction: vi.fn(),
  removeCollaboratorAction: vi.fn(),
}));

import { JobEditor } from "@/components/jobs/job-editor";
import { JobLists } from "@/components/jobs/job-lists";
import { JobPeople } from "@/components/jobs/job-people";
import { emptyJobForm } from "@/lib/jobs/form-values";
import { IntlWrapper, renderWithIntl } from "@/tests/support/intl";

configure({ asyncUtilTimeout: 5000 });

const DEPT = "6f1c2d3e-4a5b-4c6d-8e7f-901234567890";
const RILEY = "7a1c2d3e-4a5b-4c6d-8e7f-901234567890";
const options = { departments: [{ id: DEPT, name: "Engineering", defaultRecruiterId: null }], assignees: [{ id: RILEY, name: "Riley Chen" }], team: [] };

const editor = (initial = emptyJobForm()) => <JobEditor mode="create" initial={initial} options={options} stacks={["React"]} canSaveTemplate aiConfigured={false} prompts={[]} />;

// The tests of this file run in order and share its module cache: the first ones see the lazy
// code (Select, the template dialog, the tabs' panels) not loaded yet (D82).
describe("the job pages' code that loads on first use (D82)", { timeout: 30_000 }, () => {
  it("the job editor is server-rendered with its selects closed, showing their values, and hydrates without a difference", async () => {
    const initial = { ...emptyJobForm(), title: "QA Lead", departmentId: DEPT, workplaceType: "REMOTE" };
    const html = renderToString(<IntlWrapper>{editor(initial)}</IntlWrapper>);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const department = within(container).getByRole("combobox", { name: "Department" });
    expect(department.getAttribute("aria-expanded")).toBe("false");
    expect(department.hasAttribute("data-deferred")).toBe(true);
    expect(department.textContent).toBe("Engineering");
    expect(within(container).getByRole("combobox", { name: "Workplace type" }).textContent).toBe("Remote");
    expect(within(container).getByRole("tab", { name: "Manual" }).getAttribute("aria-selected")).toBe("true");

    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <IntlWrapper>{editor(initial)}</IntlWrapper>, { onRecoverableError: (e) => errors.push(e) });
      });
      // React reports any difference between the server's markup and the first client render here.
      expect(errors).toEqual([]);
      // The same stand-in, kept until someone points at it or focuses it.
      expect(within(container).getByRole("combobox", { name: "Department" })).toBe(department);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it("the job's lists: tabs chosen by a press and by the keyboard before their code loaded; the focus stays on the tab", async () => {
    const applicant = { id: "a-1", candidateId: "c-1", name: "Avery Applicant", email: "avery@e2e.test", candidateUniqueId: null, status: "APPLIED", at: "2026-03-02T10:00:00.000Z" };
    const html = renderToString(
      <IntlWrapper>
        <JobLists applicants={[applicant]} shortlisted={[]} standby={[]} shared={[]} interviews={[]} invitations={[]} timeZone="UTC" />
      </IntlWrapper>,
    );
    expect(html).toContain('role="tablist"');
    expect(html).toContain("Avery Applicant");
    renderWithIntl(<JobLists applicants={[applicant]} shortlisted={[]} standby={[]} shared={[]} interviews={[]} invitations={[]} timeZone="UTC" />);
    const list = screen.getByRole("tablist", { name: "Candidates" });
    expect(list.hasAttribute("data-deferred")).toBe(true);
    expect(screen.getByRole("tab", { name: "Applicants (1)" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toContain("Avery Applicant");
    // A press, before anything could load the code (no hover first).
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Shared (0)" }), { button: 0 });
    expect(screen.getByRole("tab", { name: "Shared (0)" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("No candidate has been shared with this job.");
    // The keyboard: focusing a tab loads the code; an arrow key meanwhile moves on, as Radix does.
    const shared = screen.getByRole("tab", { name: "Shared (0)" });
    shared.focus();
    fireEvent.keyDown(shared, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Interviews (0)" }).getAttribute("aria-selected")).toBe("true");
    // The real tabs take over on the same tab, with the focus.
    await waitFor(() => expect(screen.getByRole("tablist", { name: "Candidates" }).hasAttribute("data-deferred")).toBe(false));
    const interviews = screen.getByRole("tab", { name: "Interviews (0)" });
    expect(interviews.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(interviews);
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Shared (0)" }).getAttribute("aria-selected")).toBe("true");
  });

  it("a tab of the job editor chosen before its panel's code loaded shows the panel once loaded", async () => {
    renderWithIntl(editor());
    await userEvent.click(screen.getByRole("tab", { name: "Parse file" }));
    expect(await screen.findByText(/^Upload a job description/)).toBeTruthy();
    expect(screen.getAllByLabelText(/Job description file/).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("tab", { name: "AI generator" }));
    expect((await screen.findByTestId("ai-not-configured")).textContent).toContain("not configured");
  });

  it("'Save as template' opens its dialog on the first press, before its code has loaded, and saves", async () => {
    saveTemplateAction.mockResolvedValueOnce({ data: { ok: true, id: "tpl-1" } });
    const user = userEvent.setup();
    renderWithIntl(editor({ ...emptyJobForm(), title: "QA Lead" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save as template" }));
    const dialog = await screen.findByRole("dialog", { name: "Save as template" });
    const name = within(dialog).getByRole("textbox", { name: /Template name/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.type(name, "QA");
    await user.click(within(dialog).getByRole("button", { name: "Save template" }));
    expect(await within(dialog).findByTestId("template-saved")).toBeTruthy();
    expect(saveTemplateAction.mock.calls[0][0]).toMatchObject({ templateName: "QA", draft: { title: "QA Lead" } });
  });

  it("the assignee dialog's select opens from the keyboard before its code loaded, and assigns", async () => {
    assignJobAction.mockResolvedValueOnce({ data: { ok: true } });
    const user = userEvent.setup();
    renderWithIntl(<JobPeople jobId="job-1" assignee={null} collaborators={[]} assignees={options.assignees} team={[]} canEdit live />);
    await user.click(screen.getByRole("button", { name: "Assign" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Assign the job" });
    const standIn = within(dialog).getByRole("combobox", { name: /Assignee/ });
    expect(standIn.hasAttribute("data-deferred")).toBe(true);
    standIn.focus();
    fireEvent.keyDown(standIn, { key: "Enter" });
    await user.click(await screen.findByRole("option", { name: "Riley Chen" }));
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(within(dialog).getByRole("combobox", { name: /Assignee/ }).textContent).toBe("Riley Chen");
    await user.click(within(dialog).getByRole("button", { name: "Assign" }));
    await waitFor(() => expect(assignJobAction).toHaveBeenCalledWith({ jobId: "job-1", assigneeId: RILEY }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });
});
