import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

vi.mock("@/lib/profiles/share-actions", () => ({
  shareOwnProfileAction: vi.fn(async () => ({ data: { path: "/public/candidate/sealed-token", expiresAt: "2026-03-01T00:00:00.000Z" } })),
  shareCandidateProfileAction: vi.fn(async () => ({ serverError: { code: 10028, message: "module" } })),
}));

import { loadDownloadMenu } from "@/components/profile/view/download-menu";
import { loadIntroVideoDialog } from "@/components/profile/view/intro-video";
import { DEFAULT_AVATAR } from "@/components/profile/view/profile-photo";
import { ProfileView } from "@/components/profile/view/profile-view";
import { ToastProvider } from "@/components/ui/toast";

// The intro video section refreshes the page after a delete; no app router is mounted here.
vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: () => {}, push: () => {}, replace: () => {}, back: () => {}, prefetch: () => {} }),
  usePathname: () => "/profile",
  useSearchParams: () => new URLSearchParams(),
}));
import { viewFor, type ProfileSubject, type ViewerKind } from "@/lib/profiles/viewer";
import type { TalentProfileView } from "@/lib/profiles/types";
import { renderWithIntl } from "@/tests/support/intl";
import { fullProfileView } from "@/tests/support/profile-view";

// The download menu and the intro video modal load their code on first intent (D83); loaded
// ahead, they open in the same frame (tests/components/profile-view-lazy.test.tsx covers the load).
beforeAll(async () => {
  await Promise.all([loadDownloadMenu(), loadIntroVideoDialog()]);
});

const NAMED: ProfileSubject = { nameVisible: true, loginType: "password" };
const NOW = new Date(Date.UTC(2026, 5, 1));

function show(kind: ViewerKind, opts: { profile?: TalentProfileView; subject?: ProfileSubject; locale?: "en" | "fr"; canShare?: boolean } = {}) {
  const view = viewFor(opts.profile ?? fullProfileView(), { kind }, opts.subject ?? NAMED);
  // The talent layout provides toasts (the intro video section uses them); no query client, as
  // on the real page since the talent shell dropped it (D79).
  return renderWithIntl(
    <ToastProvider>
      <ProfileView view={view} candidateId={kind === "admin" ? view.profile.personal.id : undefined} canShare={opts.canShare} now={NOW} />
    </ToastProvider>,
    { locale: opts.locale },
  );
}

const section = (id: string) => screen.getByTestId(`section-${id}`);

describe("header card", () => {
  it("shows name, designation, domains joined by the separator, LinkedIn, location with flag and every fact", () => {
    show("self");
    const header = screen.getByTestId("profile-header");
    expect(within(header).getByRole("heading", { level: 2, name: "Zoë Tremblay" })).toBeTruthy();
    expect(screen.getByTestId("profile-designation").textContent).toBe("Backend Development");
    expect(screen.getByTestId("profile-domains").textContent).toBe("Banking | Fintech | SaaS");
    const linkedIn = within(header).getByRole("link", { name: /LinkedIn/ });
    expect(linkedIn.getAttribute("href")).toBe("https://www.linkedin.com/in/zoe-tremblay");
    expect(linkedIn.getAttribute("target")).toBe("_blank");
    expect(linkedIn.getAttribute("rel")).toContain("noopener");
    expect(screen.getByTestId("fact-dob").textContent).toContain("12 Apr 1990");
    const location = screen.getByTestId("fact-location");
    expect(location.textContent).toContain("Toronto, Ontario, Canada");
    expect(within(location).getByTestId("flag").textContent).toBe("🇨🇦");
    expect(screen.getByTestId("fact-availability").textContent).toContain("30 days");
    expect(screen.getByTestId("fact-preferred").textContent).toContain("Seattle, Washington, United States");
    expect(screen.getByTestId("fact-experience").textContent).toContain("10 yrs 1 mo");
    expect(screen.getByTestId("fact-workplace").textContent).toContain("Hybrid");
    expect(screen.getByTestId("fact-job-type").textContent).toContain("Full-time");
    expect(screen.getByTestId("candidate-unique-id").textContent).toBe("DEMO-C-200042");
    const contacts = screen.getByTestId("profile-contacts");
    expect(contacts.textContent).toContain("zoe.tremblay@example.com");
    expect(contacts.textContent).toContain("+1 4165550100");
    expect(screen.getByTestId("profile-summary").textContent).toContain("ten years in payments");
  });

  it("wraps a name over 40 characters after 30, and only such a name", () => {
    const p = fullProfileView();
    p.personal.firstName = "Maria-Fernanda Alejandra";
    p.personal.lastName = "de los Santos Villanueva";
    show("self", { profile: p });
    expect(screen.getByRole("heading", { name: "Maria-Fernanda Alejandra de los Santos Villanueva" }).className).toContain("max-w-[30ch]");
    show("self");
    expect(screen.getByRole("heading", { name: "Zoë Tremblay" }).className).not.toContain("max-w-[30ch]");
  });

  it("falls back to the default picture when there is no photo or it fails to load", () => {
    const p = fullProfileView();
    p.personal.profileImage = { fileId: "f", fileName: "me.png", contentType: "image/png", sizeBytes: 1, uploadedAt: "", url: "/api/files/f?sig=1", content: "/api/files/f?sig=1" };
    show("self", { profile: p });
    const img = screen.getByTestId("profile-photo");
    expect(img.getAttribute("src")).toBe("/api/files/f?sig=1");
    fireEvent.error(img);
    expect(screen.getByTestId("profile-photo").getAttribute("src")).toBe(DEFAULT_AVATAR);
  });

  it("shows the confidential label and no photo without the name permission", () => {
    const p = fullProfileView();
    p.personal.profileImage = { fileId: "f", fileName: "me.png", contentType: "image/png", sizeBytes: 1, uploadedAt: "", url: "/api/files/f", content: "/api/files/f" };
    show("admin", { profile: p, subject: { nameVisible: false, loginType: "password" } });
    expect(screen.getByRole("heading", { name: "Confidential candidate" })).toBeTruthy();
    expect(screen.getByTestId("profile-photo").getAttribute("src")).toBe(DEFAULT_AVATAR);
    expect(screen.getByTestId("profile-contacts").textContent).toContain("zo**********@example.com");
    expect(screen.queryByText(/Tremblay/)).toBeNull();
  });

  it("hides the date of birth of an external candidate", () => {
    show("admin", { subject: { nameVisible: true, loginType: "external" } });
    expect(screen.queryByTestId("fact-dob")).toBeNull();
  });

  it("shows the intro video thumbnail (220×170) only when a video exists, and opens it in a modal", async () => {
    show("self");
    expect(screen.queryByTestId("intro-video-thumbnail")).toBeNull();
    const p = fullProfileView();
    p.personal.introVideoUrl = "/api/files/video?sig=1";
    p.personal.introVideoResponse = [{ question: "Tell us about you", questionNumber: 1, startTime: 0, endTime: 20 }];
    show("self", { profile: p });
    const thumb = screen.getByTestId("intro-video-thumbnail");
    expect(thumb.className).toContain("h-[170px]");
    expect(thumb.className).toContain("w-[220px]");
    await userEvent.click(thumb);
    const dialog = screen.getByRole("dialog", { name: "Intro video" });
    expect(dialog.querySelector("video[controls]")?.getAttribute("src")).toBe("/api/files/video?sig=1");
  });
});

describe("reviewed and not-reviewed states", () => {
  it("highlights unreviewed education in the warning colour and unreviewed experience in the danger colour", () => {
    show("self");
    const education = within(section("education")).getAllByTestId("education-item");
    const masters = education.find((e) => e.textContent?.includes("MSc Software Engineering"))!;
    const bachelor = education.find((e) => e.textContent?.includes("BSc Computer Science"))!;
    expect(masters.dataset.reviewed).toBe("false");
    expect(masters.className).toContain("border-amber-300");
    expect(within(masters).getByTestId("review-badge").dataset.variant).toBe("warning");
    expect(within(masters).getByTestId("review-badge").textContent).toBe("Not reviewed");
    expect(bachelor.dataset.reviewed).toBe("true");
    expect(within(bachelor).getByTestId("review-badge").dataset.variant).toBe("success");

    const jobs = within(section("experience")).getAllByTestId("experience-item");
    const unreviewed = jobs.find((j) => j.dataset.reviewed === "false")!;
    expect(unreviewed.className).toContain("border-red-300");
    expect(within(unreviewed).getByTestId("review-badge").dataset.variant).toBe("danger");
  });

  it("always shows immigration (spouse) education as reviewed", () => {
    show("self");
    const spouse = screen.getByTestId("spouse-education");
    const item = within(spouse).getByTestId("education-item");
    expect(item.dataset.reviewed).toBe("true");
    expect(within(item).getByTestId("review-badge").textContent).toBe("Reviewed");
  });

  it("shows no review state on a public link", () => {
    show("public");
    expect(screen.queryAllByTestId("review-badge")).toHaveLength(0);
  });
});

describe("work experience", () => {
  it("shows 'present' instead of an end date for a current job", () => {
    show("self");
    const ranges = screen.getAllByTestId("experience-range").map((r) => r.textContent);
    expect(ranges[0]).toBe("Jan 2024 – Present");
    expect(ranges[1]).toBe("Feb 2021 – Dec 2023");
  });

  it("says 'Aujourd'hui' in French", () => {
    show("self", { locale: "fr" });
    expect(screen.getAllByTestId("experience-range")[0].textContent).toBe("janv. 2024 – Aujourd'hui");
  });

  it("shows the empty-projects hint to the talent but not to an admin", () => {
    const p = fullProfileView();
    p.workExperience.experience[0].projects = [];
    show("self", { profile: p });
    expect(screen.getAllByTestId("empty-projects-hint")).toHaveLength(1);
    show("admin", { profile: p });
    expect(within(screen.getAllByTestId("profile-view")[1]).queryAllByTestId("empty-projects-hint")).toHaveLength(0);
  });

  it("lets the talent edit a project of a completed profile only", () => {
    show("self");
    expect(screen.getAllByRole("link", { name: /Edit project/ })[0].getAttribute("href")).toBe("/builder?section=experience");
  });
});

describe("immigration visibility", () => {
  it("shows immigration with spouse details and education when married", () => {
    show("self");
    expect(section("immigration").textContent).toContain("Married/Partner");
    expect(screen.getByTestId("spouse-details").textContent).toContain("Sam Tremblay");
    expect(screen.getByTestId("spouse-education").textContent).toContain("MBA");
  });

  it("hides spouse education when the talent is not married", () => {
    const p = fullProfileView();
    p.immigration!.maritalStatus = "SINGLE";
    show("self", { profile: p });
    expect(section("immigration")).toBeTruthy();
    expect(screen.queryByTestId("spouse-education")).toBeNull();
    expect(screen.queryByTestId("spouse-details")).toBeNull();
  });

  it("hides the section when immigration is the empty default", () => {
    const p = fullProfileView();
    p.immigration = { ...p.immigration!, dob: "", maritalStatus: "", dependents: null, citizenship: "", remoteWork: "", validDocument: "", checkLists: [], applicationDetails: { applicationDate: "", applicationCountry: "", applicationStatus: "" }, spouse: null, spouseApplicationDetails: null, spouseEducation: null };
    show("self", { profile: p });
    expect(screen.queryByTestId("section-immigration")).toBeNull();
  });
});

describe("viewer rules on screen", () => {
  it("gives the talent edit links to each builder section", () => {
    show("self");
    expect(within(section("expertise")).getByRole("link", { name: "Edit Expertise" }).getAttribute("href")).toBe("/builder?section=expertise");
    expect(within(section("experience")).getByRole("link", { name: "Edit Work experience" }).getAttribute("href")).toBe("/builder?section=experience");
    expect(screen.getByRole("link", { name: "Edit Personal details" }).getAttribute("href")).toBe("/builder?section=personal");
  });

  it.each(["preview", "admin", "public"] as const)("gives no edit links in the %s view", (kind) => {
    show(kind);
    expect(screen.queryAllByRole("link", { name: /^Edit/ })).toHaveLength(0);
  });

  it("hides certificate chips and the left stack chips on a public link", () => {
    show("self");
    expect(screen.getAllByTestId("certificate-chips").length).toBeGreaterThan(0);
    expect(screen.getByTestId("stack-chips")).toBeTruthy();
    show("public");
    const publicView = screen.getAllByTestId("profile-view")[1];
    expect(within(publicView).queryAllByTestId("certificate-chips")).toHaveLength(0);
    expect(within(publicView).queryByTestId("stack-chips")).toBeNull();
    expect(within(publicView).queryByTestId("download-menu")).toBeNull();
  });

  it("shows the loading overlay until the profile has an id", () => {
    const p = fullProfileView();
    p.personal.id = "";
    show("self", { profile: p });
    expect(screen.getByTestId("profile-loading")).toBeTruthy();
    expect(screen.queryByTestId("profile-header")).toBeNull();
  });
});

describe("download menu", () => {
  beforeEach(() => {
    vi.stubGlobal("fetch", vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function openMenu() {
    const trigger = screen.getByTestId("download-menu");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    return screen.getByRole("menu");
  }

  it("offers the original resume, the PDF and Word for a completed profile with a resume", async () => {
    show("self");
    const menu = await openMenu();
    expect(within(menu).getAllByRole("menuitem").map((i) => i.textContent?.trim())).toEqual(["Original resume", "Profile as PDF", "Profile as Word"]);
  });

  it("leaves out the resume when there is none and Word when the profile is not a custom resume", async () => {
    const p = fullProfileView();
    p.personal.resume = [];
    p.builder = { ...p.builder, completed: false };
    show("self", { profile: p });
    const menu = await openMenu();
    expect(within(menu).getAllByRole("menuitem").map((i) => i.textContent?.trim())).toEqual(["Profile as PDF"]);
  });

  it("shows the catalogue text when a download is refused", async () => {
    vi.mocked(fetch).mockResolvedValue(new Response(JSON.stringify({ code: 10404, message: "x" }), { status: 404, headers: { "content-type": "application/json" } }));
    show("self");
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Profile as PDF" }));
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe("/api/candidate/profile/download?format=pdf");
    expect((await screen.findByRole("alert")).textContent).toBe("The requested record could not be found.");
  });

  it("asks the admin route for the candidate shown", async () => {
    vi.mocked(fetch).mockResolvedValue(new Response(JSON.stringify({ code: 10403, message: "x" }), { status: 403 }));
    show("admin");
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Profile as Word" }));
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe("/api/admin/candidate/profile/download?candidateId=7d4c2f6e-1a2b-4c3d-8e9f-0a1b2c3d4e5f&format=docx");
  });
});

describe("share profile", () => {
  it("is offered only when the tenant allows public links", () => {
    show("self", { canShare: false });
    expect(screen.queryByTestId("share-profile")).toBeNull();
  });

  it("shows the public link in the share dialog", async () => {
    show("self", { canShare: true });
    await act(async () => {
      await userEvent.click(screen.getByTestId("share-profile"));
    });
    const dialog = await screen.findByRole("dialog", { name: "Share profile" });
    expect(within(dialog).getByRole<HTMLInputElement>("textbox").value).toBe(`${window.location.origin}/public/candidate/sealed-token`);
  });

  it("shows the catalogue text when sharing is refused", async () => {
    show("admin", { canShare: true });
    await act(async () => {
      await userEvent.click(screen.getByTestId("share-profile"));
    });
    expect((await screen.findByRole("alert")).textContent).toBe("This module is not enabled for your company.");
  });
});
