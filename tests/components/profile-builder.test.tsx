import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadConfirmDialog } from "@/components/ui/confirm-dialog";

// The confirmation dialog's code loads on its first opening (D78); loaded ahead, it opens in the same frame.
beforeAll(async () => {
  await loadConfirmDialog();
});

const saveSectionAction = vi.fn();
vi.mock("@/lib/profiles/actions", () => ({
  saveSectionAction: (input: unknown) => saveSectionAction(input),
  removeProfileFileAction: vi.fn(),
}));

import type { ReactElement } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { CropArea } from "@/components/profile/builder/photo-cropper";
import { EMPTY_EXPERIENCE, EMPTY_STACK } from "@/components/profile/builder/defaults";
import { LocationField } from "@/components/profile/builder/location-field";
import { ExperienceStep } from "@/components/profile/builder/sections/experience-step";
import { ExpertiseStep } from "@/components/profile/builder/sections/expertise-step";
import { PersonalStep } from "@/components/profile/builder/sections/personal-step";
import { LocalLocationProvider, type LocationProvider } from "@/lib/profiles/location/provider";
import type { SectionInput } from "@/lib/profiles/schemas";
import type { TalentProfileView } from "@/lib/profiles/types";
import { renderWithIntl as renderIntl, type IntlOptions } from "@/tests/support/intl";

/** The steps' Rephrase buttons ask the server whether rephrasing is configured, through react-query. */
// The steps load their schemas on first use (decision D48); load them once here so the first
// test's wait is not a cold module transform.
beforeAll(async () => {
  await import("@/lib/profiles/schemas");
  await import("@hookform/resolvers/zod");
});

function renderWithIntl(ui: ReactElement, options?: IntlOptions) {
  return renderIntl(<QueryProvider>{ui}</QueryProvider>, options);
}

const step = { onDirtyChange: vi.fn(), onSaved: vi.fn(), onBack: vi.fn(), isLast: false };

const PROFILE = {
  personal: { id: "u1", firstName: "Bea", middleName: "", lastName: "Builder", emailId: "bea@demo.test", profileImage: null, resume: [] },
} as unknown as TalentProfileView;

const EMPTY_PERSONAL: SectionInput<"personal"> = {
  firstName: "",
  middleName: "",
  lastName: "",
  altEmail: "",
  phone: null,
  alternatePhone: null,
  photoFileId: null,
  currentLocation: null,
  preferredLocations: [],
  availability: "" as never,
  workplaceType: "" as never,
  jobType: "",
  contractType: "",
  linkedInProfileUrl: "",
  summary: "",
};

beforeEach(() => {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ results: { configured: false } }), { status: 200, headers: { "content-type": "application/json" } }));
  saveSectionAction.mockReset();
  saveSectionAction.mockResolvedValue({ data: { section: "x", furthestStep: "x", completed: false, totalExperienceMonths: 0 } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("builder section forms show the spec's messages", () => {
  it("personal: names, current location, availability and workplace type are required", async () => {
    renderWithIntl(<PersonalStep profile={PROFILE} defaults={EMPTY_PERSONAL} provider={new LocalLocationProvider()} prefilled={false} {...step} />);
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    for (const text of ["Please enter first name", "Please enter last name", "Please select current location", "Please select availability", "Please select workplace type"]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(saveSectionAction).not.toHaveBeenCalled();
  });

  it("personal, in French: the same rules in French", async () => {
    renderWithIntl(<PersonalStep profile={PROFILE} defaults={EMPTY_PERSONAL} provider={new LocalLocationProvider()} prefilled={false} {...step} />, { locale: "fr" });
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer et continuer" }));
    expect(await screen.findByText("Veuillez sélectionner la disponibilité")).toBeTruthy();
    expect(screen.getByText("Veuillez sélectionner le lieu actuel")).toBeTruthy();
  });

  it("expertise: every part of a skill is required, and at least one skill", async () => {
    renderWithIntl(<ExpertiseStep defaults={{ speciality: "", domains: [], stacks: [structuredClone(EMPTY_STACK)] }} prefilled={false} {...step} />);
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    for (const text of ["Please select designation/role", "Please select domain", "Please select category", "Please select technology", "Please select experience"]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    await userEvent.click(screen.getByRole("button", { name: "Remove skill 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Please add at least one stack")).toBeTruthy();
    expect(saveSectionAction).not.toHaveBeenCalled();
  });

  it("expertise: a complete form is sent to the server action as the schema's output", async () => {
    renderWithIntl(
      <ExpertiseStep defaults={{ speciality: "DevOps", domains: ["SaaS"], stacks: [{ category: "Cloud", technology: "AWS", experience: 3, certificates: [] }] }} prefilled={false} {...step} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(saveSectionAction).toHaveBeenCalledTimes(1));
    expect(saveSectionAction).toHaveBeenCalledWith({ section: "expertise", data: { speciality: "DevOps", domains: ["SaaS"], stacks: [{ category: "Cloud", technology: "AWS", experience: 3, certificates: [] }] } });
    await waitFor(() => expect(step.onSaved).toHaveBeenCalled());
  });

  it("experience: the to date must be after the from date, and a project needs its title, description and duration", async () => {
    const entry = {
      ...structuredClone(EMPTY_EXPERIENCE),
      designation: "Engineer",
      company: "Acme",
      from: { month: 6, year: 2020 },
      to: { month: 1, year: 2019 },
      projects: [{ projectName: "", shortDescription: "", experience: { years: null, months: null }, stack: [] }],
    } as unknown as SectionInput<"experience">["entries"][number];
    renderWithIntl(<ExperienceStep defaults={{ entries: [entry] }} prefilled={false} {...step} />);
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    for (const text of ["To date must be after from date", "Please enter project title", "Please enter description", "Please select years and months"]) {
      expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    }
    expect(saveSectionAction).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the reader's language", async () => {
    saveSectionAction.mockResolvedValue({ serverError: { code: 10001, message: "Please add at least one stack" } });
    renderWithIntl(
      <ExpertiseStep defaults={{ speciality: "DevOps", domains: ["SaaS"], stacks: [{ category: "Cloud", technology: "AWS", experience: 3, certificates: [] }] }} prefilled={false} {...step} />,
      { locale: "fr" },
    );
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer et continuer" }));
    expect((await screen.findByTestId("builder-error")).textContent).toContain("Veuillez ajouter au moins une compétence");
  });
});

describe("photo cropper by keyboard", () => {
  it("moves the photo with the arrow keys and zooms with + and −, staying inside the image", () => {
    function Harness() {
      const [view, setView] = useStateView();
      return <CropArea image={null} size={{ width: 1000, height: 500 }} view={view} onViewChange={setView} />;
    }
    renderWithIntl(<Harness />);
    const area = screen.getByRole("group", { name: /Crop area/ });
    area.focus();
    expect([area.dataset.cx, area.dataset.zoom]).toEqual(["500", "1"]);
    // The arrows move the photo under the square: left shows more of its right side.
    fireEvent.keyDown(area, { key: "ArrowLeft" });
    expect(Number(area.dataset.cx)).toBeGreaterThan(500);
    fireEvent.keyDown(area, { key: "ArrowRight", shiftKey: true });
    expect(Number(area.dataset.cx)).toBeLessThan(500);
    fireEvent.keyDown(area, { key: "+" });
    fireEvent.keyDown(area, { key: "+" });
    expect(area.dataset.zoom).toBe("1.5");
    fireEvent.keyDown(area, { key: "ArrowUp" });
    expect(Number(area.dataset.cy)).toBeGreaterThan(250);
    fireEvent.keyDown(area, { key: "-" });
    expect(area.dataset.zoom).toBe("1.25");
    for (let i = 0; i < 50; i++) fireEvent.keyDown(area, { key: "ArrowRight", shiftKey: true });
    // At zoom 1.25 the square is 400 px: its centre stops 200 px from the left edge.
    expect(area.dataset.cx).toBe("200");
    expect(screen.getByRole("slider", { name: "Zoom" })).toHaveProperty("value", "1.25");
  });
});

describe("location field", () => {
  it("finds a city of the local data by keyboard and gives its country, state and locality", async () => {
    const onChange = vi.fn();
    renderWithIntl(<LocationField label="Current location" value={null} onChange={onChange} provider={new LocalLocationProvider()} />);
    const input = screen.getByRole("combobox", { name: "Current location" });
    await userEvent.type(input, "toron");
    expect(await screen.findByRole("option", { name: "Toronto, Ontario, Canada" }, { timeout: 2000 })).toBeTruthy();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ countryCode: "CA", state: "Ontario", locality: "Toronto" })));
  });

  it("opens the wrong-input dialog for a place without country, state or locality", async () => {
    const provider: LocationProvider = {
      id: "maps",
      predict: async () => [{ placeId: "ocean", label: "Atlantic Ocean" }],
      details: async () => ({ country: "", countryCode: "", state: "", locality: "", formattedAddress: "Atlantic Ocean", label: "Atlantic Ocean", value: "ocean" }),
    };
    const onChange = vi.fn();
    renderWithIntl(<LocationField label="Current location" value={null} onChange={onChange} provider={provider} />);
    await userEvent.type(screen.getByRole("combobox"), "atla");
    await userEvent.click(await screen.findByRole("option", { name: "Atlantic Ocean" }, { timeout: 2000 }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Wrong input");
    expect(dialog.textContent).toContain("Please select a country.");
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => {
      await userEvent.click(screen.getByRole("button", { name: "OK" }));
    });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});

import { useState } from "react";
import { initialView, type CropView } from "@/components/profile/builder/crop-math";
function useStateView() {
  return useState<CropView>(initialView({ width: 1000, height: 500 }));
}
