import { beforeEach, describe, expect, it, vi } from "vitest";
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: vi.fn() }), usePathname: () => "/admin/jobs/new" }));
const createJobAction = vi.fn();
vi.mock("@/lib/jobs/actions", () => ({
  createJobAction: (input: unknown) => createJobAction(input),
  updateJobAction: vi.fn(),
  saveTemplateAction: vi.fn(),
  generateJobAction: vi.fn(),
}));

import { JobEditor } from "@/components/jobs/job-editor";
import { emptyJobForm } from "@/lib/jobs/form-values";
import { renderWithIntl } from "@/tests/support/intl";

const DEPT = "6f1c2d3e-4a5b-4c6d-8e7f-901234567890";
const options = { departments: [{ id: DEPT, name: "Engineering", defaultRecruiterId: null }], assignees: [], team: [] };
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

function editor(locale: "en" | "fr" = "en", initial = emptyJobForm()) {
  return renderWithIntl(<JobEditor mode="create" initial={initial} options={options} stacks={["React"]} canSaveTemplate aiConfigured={false} prompts={[]} />, { locale });
}

beforeEach(() => {
  createJobAction.mockReset();
  push.mockReset();
});

// A full form in jsdom renders slowly on a busy machine; the waits are for that, not for the app.
configure({ asyncUtilTimeout: 5000 });

describe("job form", { timeout: 30_000 }, () => {
  it("shows the required messages for title, department and due date and sends nothing", async () => {
    editor();
    await userEvent.click(screen.getByRole("button", { name: "Create job" }));
    expect(await screen.findByText("Please enter job title")).toBeTruthy();
    expect(screen.getByText("Please select department")).toBeTruthy();
    expect(screen.getByText("Please select due date")).toBeTruthy();
    expect(createJobAction).not.toHaveBeenCalled();
  });

  it("says the spec's past-date and salary messages, in French too", async () => {
    editor("fr", { ...emptyJobForm(), title: "QA", departmentId: DEPT, dueDate: day(-1), salary: { currency: "USD", from: "200", to: "100", interval: "year" } });
    await userEvent.click(screen.getByRole("button", { name: "Créer l'offre" }));
    expect(await screen.findByText("Veuillez choisir une date future")).toBeTruthy();
    expect(screen.getByText("La valeur maximale doit être supérieure à la valeur minimale")).toBeTruthy();
    expect(createJobAction).not.toHaveBeenCalled();
  });

  it("refuses a broken boolean query with 'Invalid search query expression'", async () => {
    editor("en", { ...emptyJobForm(), title: "QA", departmentId: DEPT, dueDate: day(5) });
    fireEvent.change(screen.getByRole("textbox", { name: "Boolean talent query" }), { target: { value: "(react AND" } });
    await userEvent.click(screen.getByRole("button", { name: "Create job" }));
    expect(await screen.findByText("Invalid search query expression")).toBeTruthy();
  });

  it("sends a valid job and opens its page; a server field message lands on its input", async () => {
    createJobAction.mockResolvedValueOnce({ data: { ok: false, fieldErrors: { dueDate: "Please add a future date" } } });
    createJobAction.mockResolvedValueOnce({ data: { ok: true, id: "job-1", jdId: "JD-1001" } });
    editor("en", { ...emptyJobForm(), title: "QA Lead", departmentId: DEPT, dueDate: day(5), jobLocations: "Toronto, Canada; Paris" });
    await userEvent.click(screen.getByRole("button", { name: "Create job" }));
    expect(await screen.findByText("Please add a future date")).toBeTruthy();
    // The button reads "Loading" while the first answer is handled.
    await userEvent.click(await screen.findByRole("button", { name: "Create job" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/admin/jobs/job-1?saved=created"));
    expect(createJobAction.mock.calls[1][0]).toMatchObject({ source: "manual", job: { title: "QA Lead", departmentId: DEPT, jobLocations: ["Toronto, Canada", "Paris"] } });
  });

  it("says the AI generator is not configured when no provider is set", async () => {
    editor();
    await userEvent.click(screen.getByRole("tab", { name: "AI generator" }));
    expect((await screen.findByTestId("ai-not-configured")).textContent).toContain("not configured");
  });
});
