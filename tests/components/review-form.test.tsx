import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

const submitReviewAction = vi.fn();
vi.mock("@/lib/interviews/review-actions", () => ({ submitReviewAction: (i: unknown) => submitReviewAction(i) }));
const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, replace: vi.fn(), push: vi.fn() }) }));

import { ReviewForm } from "@/components/reviews/review-form";
import { renderWithIntl } from "@/tests/support/intl";

const ENTRY = "00000000-0000-4000-8000-0000000000aa";

beforeEach(() => {
  submitReviewAction.mockReset();
  refresh.mockReset();
});

describe("ReviewForm", () => {
  it("shows the spec's messages in French and sends nothing while the form is incomplete", async () => {
    const user = userEvent.setup();
    renderWithIntl(<ReviewForm entryId={ENTRY} initial={null} />, { locale: "fr" });
    await user.click(screen.getByRole("button", { name: "Envoyer l'évaluation" }));
    expect(await screen.findByText("Veuillez choisir une recommandation")).toBeTruthy();
    expect(screen.getByText("Veuillez saisir un commentaire d'évaluation")).toBeTruthy();
    expect(screen.getByText("La note personnelle et les commentaires sont obligatoires")).toBeTruthy();
    expect(submitReviewAction).not.toHaveBeenCalled();
  });

  it("rates live from the criteria, refuses a duplicate beside it, and sends the review once it is fixed", async () => {
    submitReviewAction.mockResolvedValue({ data: { status: "reviewInProgress" } });
    const user = userEvent.setup();
    renderWithIntl(<ReviewForm entryId={ENTRY} initial={null} />);
    await user.click(screen.getByRole("radio", { name: "Hold" }));
    await user.type(screen.getByLabelText(/^Comments/), "Good.");
    await user.type(screen.getByLabelText(/^Criterion 1/), "Design");
    await user.type(screen.getByLabelText(/^Score of criterion 1/), "7");
    expect(screen.getByTestId("live-rating").textContent).toBe("3.5 / 5");
    await user.click(screen.getByRole("button", { name: "Add criterion" }));
    await user.type(screen.getByLabelText(/^Criterion 2/), "design ");
    await user.type(screen.getByLabelText(/^Score of criterion 2/), "10");
    expect(screen.getByTestId("live-rating").textContent).toBe("4.3 / 5");
    await user.type(screen.getByLabelText(/^Personal note/), "Mine.");
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("Duplicate criteria not allowed")).toBeTruthy();
    expect(submitReviewAction).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Criterion 2/));
    await user.type(screen.getByLabelText(/^Criterion 2/), "Coding");
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByTestId("review-saved")).toBeTruthy();
    expect(submitReviewAction).toHaveBeenCalledWith({
      entryId: ENTRY,
      recommendation: "Hold",
      comments: "Good.",
      criteria: [
        { name: "Design", score: 7 },
        { name: "Coding", score: 10 },
      ],
      personalNote: "Mine.",
    });
    expect(refresh).toHaveBeenCalled();
  });

  it("shows a refusal from the server in the reader's language", async () => {
    submitReviewAction.mockResolvedValue({ serverError: { code: 10576, message: "Only the interview's interviewers can review it." } });
    const user = userEvent.setup();
    renderWithIntl(<ReviewForm entryId={ENTRY} initial={{ recommendation: "Recommend", comments: "Ok", criteria: [{ name: "A", score: 5 }], personalNote: "n" }} />, { locale: "fr" });
    await user.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    expect((await screen.findByTestId("review-error")).textContent).toContain("Seuls les intervieweurs");
  });
});
