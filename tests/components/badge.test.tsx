import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Badge, statusBadgeVariant } from "@/components/ui/badge";

describe("Badge", () => {
  it("renders its text with the chosen variant", () => {
    render(<Badge variant="success">Active</Badge>);
    const badge = screen.getByText("Active").closest("[data-variant]") as HTMLElement;
    expect(badge.getAttribute("data-variant")).toBe("success");
    expect(badge.className).toContain("bg-green-50");
  });

  it("defaults to neutral and can show a decorative dot", () => {
    render(<Badge dot>Draft</Badge>);
    const badge = screen.getByText("Draft").closest("[data-variant]") as HTMLElement;
    expect(badge.getAttribute("data-variant")).toBe("neutral");
    expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it("brand badges use the brand colour", () => {
    render(<Badge variant="brand">ID 1042</Badge>);
    expect((screen.getByText("ID 1042").closest("[data-variant]") as HTMLElement).className).toContain("var(--brand)");
  });

  it("status keys and display labels map to status colours", () => {
    expect(statusBadgeVariant("reviewCompleted")).toBe("success");
    expect(statusBadgeVariant("REVIEW COMPLETED")).toBe("success");
    expect(statusBadgeVariant("active")).toBe("success");
    expect(statusBadgeVariant("interviewScheduled")).toBe("info");
    expect(statusBadgeVariant("IN_PROGRESS")).toBe("info");
    expect(statusBadgeVariant("NEAR_DUE")).toBe("warning");
    expect(statusBadgeVariant("standBy")).toBe("warning");
    expect(statusBadgeVariant("EXPIRED_SUSPENDED")).toBe("danger");
    expect(statusBadgeVariant("suspended")).toBe("danger");
    expect(statusBadgeVariant("noShow")).toBe("danger");
    expect(statusBadgeVariant("archived")).toBe("neutral");
  });

  it("unknown or missing statuses fall back to neutral", () => {
    expect(statusBadgeVariant("somethingNew")).toBe("neutral");
    expect(statusBadgeVariant(undefined)).toBe("neutral");
    expect(statusBadgeVariant("")).toBe("neutral");
  });
});
