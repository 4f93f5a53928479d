import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Stepper, isStepSelectable, type StepperProps } from "@/components/ui/stepper";
import { renderWithIntl } from "@/tests/support/intl";

const steps = [
  { id: "personal", label: "Personal details" },
  { id: "experience", label: "Experience" },
  { id: "skills", label: "Skills" },
  { id: "review", label: "Review" },
];

function setup(props: Partial<StepperProps> = {}) {
  const onStepChange = vi.fn();
  const user = userEvent.setup();
  renderWithIntl(<Stepper steps={steps} current={1} furthest={2} onStepChange={onStepChange} {...props} />);
  const list = screen.getByRole("list");
  const stepButtons = within(list).getAllByRole("button");
  return { user, onStepChange, list, stepButtons };
}

describe("Stepper", () => {
  it("stepper refuses a step beyond the furthest reached", async () => {
    const { user, onStepChange, stepButtons } = setup({ current: 1, furthest: 2 });
    const review = stepButtons[3];
    expect(review.getAttribute("aria-disabled")).toBe("true");
    await user.click(review);
    review.focus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onStepChange).not.toHaveBeenCalled();
    expect(isStepSelectable(3, 2)).toBe(false);
  });

  it("stepper selects any step up to and including the furthest reached", async () => {
    const { user, onStepChange, stepButtons } = setup({ current: 1, furthest: 2 });
    await user.click(stepButtons[0]);
    await user.click(stepButtons[2]);
    expect(onStepChange.mock.calls).toEqual([[0], [2]]);
    expect(stepButtons[0].hasAttribute("aria-disabled")).toBe(false);
    expect(stepButtons[2].hasAttribute("aria-disabled")).toBe(false);
    expect(isStepSelectable(2, 2)).toBe(true);
  });

  it("stepper does not report a click on the step already shown", async () => {
    const { user, onStepChange, stepButtons } = setup({ current: 1, furthest: 2 });
    await user.click(stepButtons[1]);
    expect(onStepChange).not.toHaveBeenCalled();
  });

  it("stepper marks the current step with aria-current=step", () => {
    const { stepButtons } = setup({ current: 2, furthest: 2 });
    expect(stepButtons.map((b) => b.getAttribute("aria-current"))).toEqual([null, null, "step", null]);
  });

  it("stepper names locked and completed steps for screen readers", () => {
    const { stepButtons } = setup({ current: 1, furthest: 2 });
    expect(stepButtons[0].textContent).toContain("(completed)");
    expect(stepButtons[3].textContent).toContain("(not available yet)");
    expect(stepButtons[1].textContent).not.toContain("(");
  });

  it("stepper is a labelled nav with a single tab stop on the current step", () => {
    const { stepButtons } = setup({ current: 1, furthest: 2 });
    expect(screen.getByRole("navigation", { name: "Progress" })).toBeTruthy();
    expect(stepButtons.map((b) => b.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it("stepper arrow keys move focus between steps, wrapping, with Home and End", async () => {
    const { user, stepButtons } = setup({ current: 1, furthest: 2 });
    await user.tab();
    expect(document.activeElement).toBe(stepButtons[1]);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(stepButtons[2]);
    await user.keyboard("{ArrowRight}");
    // Locked steps stay reachable so their existence is not hidden.
    expect(document.activeElement).toBe(stepButtons[3]);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(stepButtons[0]);
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(stepButtons[3]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(stepButtons[0]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(stepButtons[3]);
    expect(stepButtons[3].tabIndex).toBe(0);
  });

  it("stepper selects the focused reachable step with Enter", async () => {
    const { user, onStepChange } = setup({ current: 1, furthest: 2 });
    await user.tab();
    await user.keyboard("{ArrowLeft}{Enter}");
    expect(onStepChange).toHaveBeenCalledWith(0);
  });

  it("stepper compact view reads Step n of m with the current label", () => {
    setup({ current: 1, furthest: 2 });
    expect(screen.getByText((_, el) => el?.tagName === "P" && el.textContent === "Step 2 of 4 Experience")).toBeTruthy();
  });

  it("stepper compact view is translated in French", () => {
    renderWithIntl(<Stepper steps={steps} current={0} furthest={0} />, { locale: "fr" });
    expect(screen.getByText((_, el) => el?.tagName === "P" && el.textContent === "Étape 1 sur 4 Personal details")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Progression" })).toBeTruthy();
  });
});
