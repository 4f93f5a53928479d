import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";

const saveSectionAction = vi.fn();
vi.mock("@/lib/profiles/actions", () => ({
  saveSectionAction: (input: unknown) => saveSectionAction(input),
  removeProfileFileAction: vi.fn(),
}));

import { QueryProvider } from "@/components/providers/query-provider";
import { EMPTY_EXPERIENCE } from "@/components/profile/builder/defaults";
import { ExperienceStep } from "@/components/profile/builder/sections/experience-step";
import { PersonalStep } from "@/components/profile/builder/sections/personal-step";
import { LocalLocationProvider } from "@/lib/profiles/location/provider";
import type { SectionInput } from "@/lib/profiles/schemas";
import type { TalentProfileView } from "@/lib/profiles/types";
import en from "@/messages/en/rephrase.json";
import fr from "@/messages/fr/rephrase.json";
import { renderWithIntl, type IntlOptions } from "@/tests/support/intl";

/**
 * The builder's text fields with their Rephrase button: the server's rewrite goes into the form
 * (dirty, so the leave-page guard asks; and what Save sends), a short text is refused before any
 * request, and without an AI provider the button says so and changes nothing.
 */

const SUMMARY = "i has build many web app with react and node for five year";
const RESPONSIBILITIES = "lead team of five developer and make the release every weeks";
const DESCRIPTION = "api for payment that handle card and wallet for the shop";

type Answers = { configured?: boolean; rephrase?: (texts: string[]) => Response };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The browser's fetch, answering the two rephrase routes as the server would. */
function stubServer({ configured = true, rephrase }: Answers = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/rephrase/status") return json(200, { results: { configured } });
    if (url === "/api/rephrase") {
      const { texts } = JSON.parse(String(init?.body)) as { texts: string[] };
      return rephrase ? rephrase(texts) : json(200, { results: { texts: texts.map((t) => `Polished: ${t}`) } });
    }
    return json(404, { code: 404, message: "not found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  const posts = () => fetchMock.mock.calls.filter(([url]) => url === "/api/rephrase").map(([, init]) => JSON.parse(String(init?.body)) as { texts: string[] });
  return { posts };
}

const step = { onDirtyChange: vi.fn(), onSaved: vi.fn(), onBack: vi.fn(), isLast: false };

const PROFILE = {
  personal: { id: "u1", firstName: "Bea", middleName: "", lastName: "Builder", emailId: "bea@demo.test", profileImage: null, resume: [] },
} as unknown as TalentProfileView;

function personal(summary: string): SectionInput<"personal"> {
  return {
    firstName: "Bea",
    middleName: "",
    lastName: "Builder",
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
    summary,
  };
}

const JOB = {
  ...structuredClone(EMPTY_EXPERIENCE),
  designation: "Engineer",
  company: "Acme",
  from: { month: 3, year: 2019 },
  current: true,
  responsibilities: RESPONSIBILITIES,
  projects: [{ projectName: "Checkout", shortDescription: DESCRIPTION, experience: { years: 1, months: 6 }, stack: [] }],
} as unknown as SectionInput<"experience">["entries"][number];

function renderStep(ui: ReactElement, options?: IntlOptions) {
  renderWithIntl(<QueryProvider>{ui}</QueryProvider>, options);
}

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

const lastDirty = () => step.onDirtyChange.mock.calls.at(-1)?.[0];

beforeEach(() => {
  saveSectionAction.mockReset();
  saveSectionAction.mockResolvedValue({ data: { section: "experience", furthestStep: "immigration", completed: false, totalExperienceMonths: 0 } });
  step.onDirtyChange.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("rephrase in the profile builder", () => {
  it("personal summary: the server's rewrite replaces the text and makes the form dirty; Undo restores it", async () => {
    const { posts } = stubServer();
    renderStep(<PersonalStep profile={PROFILE} defaults={personal(SUMMARY)} provider={new LocalLocationProvider()} prefilled={false} {...step} />);
    const summary = screen.getByRole("textbox", { name: "Profile summary" }) as HTMLTextAreaElement;
    await act(async () => {});
    expect(lastDirty()).toBe(false);

    await click(screen.getByRole("button", { name: "Rephrase Profile summary" }));
    await waitFor(() => expect(summary.value).toBe(`Polished: ${SUMMARY}`));
    expect(posts()).toEqual([{ texts: [SUMMARY] }]);
    // Dirty like typed text, so leaving the step asks first.
    await waitFor(() => expect(lastDirty()).toBe(true));
    expect(screen.getByRole("status").textContent).toBe(en.done);

    await click(screen.getByRole("button", { name: en.undo }));
    expect(summary.value).toBe(SUMMARY);
    await waitFor(() => expect(lastDirty()).toBe(false));
  });

  it("work experience: responsibilities and a project's description are rewritten one by one, and Save sends the rewrites", async () => {
    const { posts } = stubServer();
    renderStep(<ExperienceStep defaults={{ entries: [JOB] }} prefilled={false} {...step} />);
    await act(async () => {});

    await click(screen.getByRole("button", { name: "Rephrase Experience 1 · Responsibilities" }));
    await waitFor(() => expect((screen.getByLabelText("Responsibilities") as HTMLTextAreaElement).value).toBe(`Polished: ${RESPONSIBILITIES}`));
    // The project's text is untouched until its own button is used.
    expect((screen.getByRole("textbox", { name: "Short description" }) as HTMLTextAreaElement).value).toBe(DESCRIPTION);
    await click(screen.getByRole("button", { name: "Rephrase Project 1 · Short description" }));
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Short description" }) as HTMLTextAreaElement).value).toBe(`Polished: ${DESCRIPTION}`));
    expect(posts()).toEqual([{ texts: [RESPONSIBILITIES] }, { texts: [DESCRIPTION] }]);
    await waitFor(() => expect(lastDirty()).toBe(true));

    await click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(saveSectionAction).toHaveBeenCalledTimes(1));
    const sent = saveSectionAction.mock.calls[0][0] as { section: string; data: SectionInput<"experience"> };
    expect(sent.section).toBe("experience");
    expect(sent.data.entries[0].responsibilities).toBe(`Polished: ${RESPONSIBILITIES}`);
    expect(sent.data.entries[0].projects?.[0].shortDescription).toBe(`Polished: ${DESCRIPTION}`);
  });

  it("a text under 6 words and 30 non-space characters gets the spec's message, no request, and stays as it is", async () => {
    const { posts } = stubServer();
    renderStep(<PersonalStep profile={PROFILE} defaults={personal("Backend dev")} provider={new LocalLocationProvider()} prefilled={false} {...step} />);
    await act(async () => {});
    await click(screen.getByRole("button", { name: "Rephrase Profile summary" }));
    expect(screen.getByRole("alert").textContent).toBe("Text rephrase needs at least 6 words or 30 non-space characters");
    expect(posts()).toHaveLength(0);
    expect((screen.getByRole("textbox", { name: "Profile summary" }) as HTMLTextAreaElement).value).toBe("Backend dev");
    expect(lastDirty()).toBe(false);
  });

  it("without an AI provider the button says rephrasing is not configured (in French too) and changes nothing", async () => {
    const { posts } = stubServer({ configured: false });
    renderStep(<ExperienceStep defaults={{ entries: [JOB] }} prefilled={false} {...step} />, { locale: "fr" });
    const button = screen.getByRole("button", { name: "Reformuler : Expérience 1 · Responsabilités" });
    await waitFor(() => expect(button.getAttribute("aria-disabled")).toBe("true"));
    await click(button);
    expect(screen.getByRole("status").textContent).toBe(fr.notConfigured);
    expect(posts()).toHaveLength(0);
    expect((screen.getByLabelText("Responsabilités") as HTMLTextAreaElement).value).toBe(RESPONSIBILITIES);
    expect(lastDirty()).toBe(false);
  });

  it("a 10028 answer (the provider was removed after the page loaded) also says not configured and keeps the text", async () => {
    const { posts } = stubServer({ rephrase: () => json(403, { code: 10028, message: "Text rephrasing is not configured for this site." }) });
    renderStep(<PersonalStep profile={PROFILE} defaults={personal(SUMMARY)} provider={new LocalLocationProvider()} prefilled={false} {...step} />);
    await act(async () => {});
    await click(screen.getByRole("button", { name: "Rephrase Profile summary" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(en.notConfigured));
    expect(posts()).toHaveLength(1);
    expect((screen.getByRole("textbox", { name: "Profile summary" }) as HTMLTextAreaElement).value).toBe(SUMMARY);
    expect(lastDirty()).toBe(false);
  });
});
