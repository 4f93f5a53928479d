import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";

vi.mock("@/lib/osi/responses-actions", () => ({ rateOsiAnswerAction: vi.fn() }));

import { OsiResponseNotice } from "@/components/osi/responses/osi-response-notice";
import { OsiResponsePlayer, type PlayerQuestion } from "@/components/osi/responses/osi-response-player";
import { renderWithIntl } from "@/tests/support/intl";

/** A one-sided interview whose recordings the retention sweep deleted (D76), as the recruiter sees it. */
const QUESTIONS: PlayerQuestion[] = [
  { id: "q1", number: 1, question: "Tell us about yourself.", answer: null, recordingDeleted: true },
  { id: "q2", number: 2, question: "Why this job?", answer: null, recordingDeleted: false },
];

describe("the response view after the retention sweep", () => {
  it("says the recordings were deleted after 12 months, in English and French", () => {
    const { unmount } = renderWithIntl(<OsiResponseNotice kind="recordingsDeleted" />);
    expect(screen.getByTestId("osi-recordings-deleted").textContent).toBe(
      "The recordings were deleted 12 months after they were made, as the candidate was told before recording. The questions and the interview's status are kept.",
    );
    unmount();
    renderWithIntl(<OsiResponseNotice kind="recordingsDeleted" />, { locale: "fr" });
    expect(screen.getByTestId("osi-recordings-deleted").textContent).toContain("supprimés 12 mois après");
  });

  it("marks a question whose recording was deleted, and only that one", () => {
    renderWithIntl(<OsiResponsePlayer candidateName="Tess" segments={[]} questions={QUESTIONS} totalSeconds={0} canRate />);
    expect(screen.getByTestId("osi-answer-state-1").textContent).toBe("Recording deleted (retention period over)");
    expect(screen.getByTestId("osi-answer-state-2").textContent).toBe("Not answered");
    expect(screen.queryByTestId("osi-player")).toBeNull();
  });
});
