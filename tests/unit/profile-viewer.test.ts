import { describe, expect, it } from "vitest";
import { immigrationVisible, maskDialCode, maskEmail, maskPhone, maskPhoneNumber, viewFor, type ProfileSubject } from "@/lib/profiles/viewer";
import { fullProfileView } from "../support/profile-view";

const NAMED: ProfileSubject = { nameVisible: true, loginType: "password" };
const CONFIDENTIAL: ProfileSubject = { nameVisible: false, loginType: "password" };

function allCertificates(view: ReturnType<typeof viewFor>): unknown[] {
  const p = view.profile;
  return [
    ...p.expertise.stackArray.flatMap((s) => s.certificates),
    ...Object.values(p.expertise.stacks).flatMap((l) => l.flatMap((s) => s.certificates)),
    ...Object.values(p.education.groupedEducation).flatMap((l) => l.flatMap((e) => e.certificates)),
    ...p.certification.flatMap((c) => c.certificates),
    ...p.workExperience.experience.flatMap((e) => e.certificates),
  ];
}

describe("masking helpers", () => {
  it("keeps two characters of an e-mail's local part and the whole domain", () => {
    expect(maskEmail("zoe.tremblay@example.com")).toBe("zo**********@example.com");
    expect(maskEmail("ab@x.io")).toBe("a***@x.io");
    expect(maskEmail("")).toBe("");
    expect(maskEmail("not-an-address")).toBe("********");
  });

  it("keeps only the last two digits of a phone number and masks the dial code", () => {
    expect(maskPhoneNumber("4165550100")).toBe("********00");
    expect(maskPhoneNumber("1234")).toBe("****");
    expect(maskDialCode("+1")).toBe("+*");
    expect(maskDialCode("+44")).toBe("+**");
    expect(maskPhone({ value: "4165550100", country: "CA", dialCode: "+1" })).toEqual({ value: "********00", country: "CA", dialCode: "+*" });
    expect(maskPhone(null)).toBeNull();
  });
});

describe("viewFor: the talent's own view", () => {
  it("gives edit, delete, downloads and share, and shows everything in full", () => {
    const v = viewFor(fullProfileView(), { kind: "self" }, NAMED);
    expect(v.displayName).toBe("Zoë Tremblay");
    expect(v.flags).toMatchObject({ canEdit: true, canDelete: true, canEditProjects: true, showCertificateChips: true, showStackChips: true, showDownloads: true, showShare: true, adminMode: false, confidential: false });
    expect(v.profile.personal.emailId).toBe("zoe.tremblay@example.com");
    expect(v.downloads).toEqual({ resume: true, pdf: true, docx: true });
  });

  it("ignores the name permission: a talent always sees their own name", () => {
    const v = viewFor(fullProfileView(), { kind: "self" }, CONFIDENTIAL);
    expect(v.displayName).toBe("Zoë Tremblay");
    expect(v.flags.confidential).toBe(false);
  });

  it("lets a project be edited only once the profile is completed", () => {
    const p = fullProfileView();
    p.builder = { ...p.builder, completed: false, completedSteps: ["resume", "personal"], furthestStep: "expertise" };
    expect(viewFor(p, { kind: "self" }, NAMED).flags.canEditProjects).toBe(false);
  });

  it("offers Word only for a custom resume (a completed profile) and the resume only when one exists", () => {
    const p = fullProfileView();
    p.builder = { ...p.builder, completed: false };
    p.personal.resume = [];
    expect(viewFor(p, { kind: "self" }, NAMED).downloads).toEqual({ resume: false, pdf: true, docx: false });
  });
});

describe("viewFor: preview mode", () => {
  it("hides edit and delete but keeps the talent's own data", () => {
    const v = viewFor(fullProfileView(), { kind: "preview" }, NAMED);
    expect(v.flags).toMatchObject({ canEdit: false, canDelete: false, canEditProjects: false, showDownloads: false });
    expect(v.profile.personal.emailId).toBe("zoe.tremblay@example.com");
  });
});

describe("viewFor: admin viewers", () => {
  it("sees contacts in full on screen and masked in the printable profile", () => {
    const screen = viewFor(fullProfileView(), { kind: "admin" }, NAMED);
    expect(screen.profile.personal.emailId).toBe("zoe.tremblay@example.com");
    expect(screen.profile.personal.phoneNumber).toEqual({ value: "4165550100", country: "CA", dialCode: "+1" });
    const doc = viewFor(fullProfileView(), { kind: "admin", medium: "document" }, NAMED);
    expect(doc.profile.personal.emailId).toBe("zo**********@example.com");
    expect(doc.profile.personal.altEmail).toBe("zo*****@example.org");
    expect(doc.profile.personal.phoneNumber).toEqual({ value: "********00", country: "CA", dialCode: "+*" });
    expect(doc.profile.personal.alternatePhoneNumber).toEqual({ value: "********99", country: "CA", dialCode: "+*" });
  });

  it("gets the admin flag: no edit, no empty-projects hint, admin-mode certificates", () => {
    const v = viewFor(fullProfileView(), { kind: "admin" }, NAMED);
    expect(v.flags).toMatchObject({ adminMode: true, canEdit: false, canDelete: false, showEmptyProjectsHint: false, showCertificateChips: true, showDownloads: true });
  });

  it("a talent's own printable profile is not masked", () => {
    expect(viewFor(fullProfileView(), { kind: "self", medium: "document" }, NAMED).profile.personal.emailId).toBe("zoe.tremblay@example.com");
  });
});

describe("viewFor: the name permission", () => {
  it("without it, shows the confidential label, masks e-mails and drops the photo", () => {
    const p = fullProfileView();
    p.personal.profileImage = { fileId: "f", fileName: "me.png", contentType: "image/png", sizeBytes: 10, uploadedAt: "", url: "/api/files/f", content: "/api/files/f" };
    for (const kind of ["admin", "public"] as const) {
      const v = viewFor(p, { kind }, CONFIDENTIAL);
      expect(v.displayName).toBeNull();
      expect(v.flags.confidential).toBe(true);
      expect(v.profile.personal.profileImage).toBeNull();
      expect(v.profile.personal.emailId).toBe("zo**********@example.com");
      expect(v.profile.personal.altEmail).toBe("zo*****@example.org");
      expect(JSON.stringify(v.profile)).not.toMatch(/Zoë|zoe\.tremblay@|linkedin\.com/);
    }
  });
});

describe("viewFor: public links", () => {
  it("hides certificate chips and the left stack chips, and removes the certificate files", () => {
    const v = viewFor(fullProfileView(), { kind: "public" }, NAMED);
    expect(v.flags).toMatchObject({ showCertificateChips: false, showStackChips: false, canEdit: false, showDownloads: false, showShare: false, showReviewState: false });
    expect(allCertificates(v)).toEqual([]);
    expect(allCertificates(viewFor(fullProfileView(), { kind: "self" }, NAMED)).length).toBeGreaterThan(0);
    expect(v.profile.personal.resume).toEqual([]);
    expect(v.profile.personal.candidateUniqueId).toBeNull();
  });

  it("does not carry immigration", () => {
    const v = viewFor(fullProfileView(), { kind: "public" }, NAMED);
    expect(v.flags.showImmigration).toBe(false);
    expect(v.profile.immigration).toBeNull();
  });
});

describe("viewFor: date of birth", () => {
  it.each(["external", "public", "job"])("hides it for a candidate who signs in through the %s door", (loginType) => {
    const v = viewFor(fullProfileView(), { kind: "admin" }, { nameVisible: true, loginType });
    expect(v.flags.showDateOfBirth).toBe(false);
    expect(v.profile.immigration?.dob).toBe("");
  });

  it.each(["password", "email"])("shows it for a %s login", (loginType) => {
    const v = viewFor(fullProfileView(), { kind: "self" }, { nameVisible: true, loginType });
    expect(v.flags.showDateOfBirth).toBe(true);
    expect(v.profile.immigration?.dob).toBe("1990-04-12");
  });
});

describe("immigration and spouse education visibility", () => {
  it("shows immigration when it exists, its step was saved and it is not the empty default", () => {
    expect(immigrationVisible(fullProfileView())).toBe(true);
  });

  it("hides it when it is missing, or its step was never saved, or it is the empty default", () => {
    const none = fullProfileView();
    none.immigration = null;
    expect(immigrationVisible(none)).toBe(false);

    const notSaved = fullProfileView();
    notSaved.builder = { furthestStep: "immigration", completed: false, completedSteps: ["resume", "personal", "expertise", "education", "certifications", "experience"], updatedAt: null };
    expect(immigrationVisible(notSaved)).toBe(false);

    const empty = fullProfileView();
    empty.immigration = {
      dob: "",
      maritalStatus: "",
      dependents: null,
      citizenship: "",
      remoteWork: "",
      validDocument: "",
      checkLists: [],
      applicationDetails: { applicationDate: "", applicationCountry: "", applicationStatus: "" },
      spouse: null,
      spouseApplicationDetails: null,
      spouseEducation: null,
    };
    expect(immigrationVisible(empty)).toBe(false);
    expect(viewFor(empty, { kind: "self" }, NAMED).profile.immigration).toBeNull();
  });

  it("shows spouse education only when married", () => {
    expect(viewFor(fullProfileView(), { kind: "self" }, NAMED).flags.showSpouseEducation).toBe(true);
    const single = fullProfileView();
    single.immigration!.maritalStatus = "SINGLE";
    const v = viewFor(single, { kind: "self" }, NAMED);
    expect(v.flags.showImmigration).toBe(true);
    expect(v.flags.showSpouseEducation).toBe(false);
    expect(v.profile.immigration?.spouseEducation).toBeNull();
  });
});

it("never changes the profile it was given", () => {
  const p = fullProfileView();
  const before = JSON.stringify(p);
  viewFor(p, { kind: "public" }, CONFIDENTIAL);
  viewFor(p, { kind: "admin", medium: "document" }, { nameVisible: true, loginType: "external" });
  expect(JSON.stringify(p)).toBe(before);
});
