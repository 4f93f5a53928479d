import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";

vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() }) }));
vi.mock("@/lib/auth/actions", () => ({ loginAction: vi.fn() }));
vi.mock("@/lib/interviews/review-actions", () => ({ submitReviewAction: vi.fn() }));

import { LoginScreen } from "@/components/auth/login-screen";
import { LazyReviewForm } from "@/components/reviews/review-form-lazy";
import { renderWithIntl } from "@/tests/support/intl";

const BRANDING = { name: "Demo", logoUrl: null };

// D80: the password form and the review form are their own chunks, loaded where they render.
describe("forms loaded where they show", () => {
  it("renders the password form on a password section once its chunk has loaded", async () => {
    renderWithIntl(<LoginScreen section="talentLogin" branding={BRANDING} />);
    expect(await screen.findByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /^Email/ })).toBeTruthy();
  });

  it("renders a code section's own body and no password form", async () => {
    renderWithIntl(
      <LoginScreen section="emailLogin" branding={BRANDING} audience="candidate">
        <p>code form here</p>
      </LoginScreen>,
    );
    expect(screen.getByText("code form here")).toBeTruthy();
    // Give a stray dynamic import the time to land: still no password field.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it("renders the review form through its lazy wrapper", async () => {
    renderWithIntl(<LazyReviewForm entryId="00000000-0000-4000-8000-0000000000aa" initial={null} />);
    expect(await screen.findByTestId("review-form")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Hold" })).toBeTruthy();
  });
});
