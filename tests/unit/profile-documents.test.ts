import { describe, expect, it } from "vitest";
import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { renderProfileDocx } from "@/lib/documents/profile-docx";
import { buildProfileDocumentModel, documentFileName } from "@/lib/documents/profile-model";
import { renderProfilePdf } from "@/lib/documents/profile-pdf";
import { viewFor, type ProfileSubject, type Viewer } from "@/lib/profiles/viewer";
import { fullProfileView } from "../support/profile-view";
import { readZipEntry } from "../support/unzip";

const NAMED: ProfileSubject = { nameVisible: true, loginType: "password" };

function model(viewer: Viewer, subject: ProfileSubject = NAMED, locale: "en" | "fr" = "en") {
  return buildProfileDocumentModel(viewFor(fullProfileView(), { ...viewer, medium: "document" }, subject), { locale, companyName: "Demo Company", now: new Date(Date.UTC(2026, 5, 1)) });
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  // Lines wrap where the column ends; the words are what matters.
  return text.replace(/\s+/g, " ");
}

describe("the printable profile (PDF)", () => {
  it("is an A4 document with the left column, the right column's sections and the timeline", async () => {
    const pdf = await renderProfilePdf(model({ kind: "self" }));
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const page = await doc.getPage(1);
    const [, , w, h] = page.view;
    expect([Math.round(w), Math.round(h)]).toEqual([595, 842]);
    const text = await pdfText(pdf);
    for (const expected of ["Zoë Tremblay", "Backend Development", "Banking | Fintech | SaaS", "Toronto, Ontario, Canada", "30 days", "Hybrid", "Full-time", "Individual/T4"]) expect(text).toContain(expected);
    for (const section of ["Demo Company", "Contact", "About Me", "Expertise", "Education", "Certification", "Work Experience"]) expect(text).toContain(section);
    expect(text).toContain("Northwind Payments");
    expect(text).toMatch(/Jan 2024 – Present/);
    expect(text).toContain("Checkout 1 · 1 yr 6 mos");
    expect(text).toContain("Kubernetes");
    expect(text).toContain("zoe.tremblay@example.com");
  }, 60_000);

  it("masks the e-mails, phones and dial codes for an admin viewer", async () => {
    const text = await pdfText(await renderProfilePdf(model({ kind: "admin" })));
    expect(text).toContain("zo**********@example.com");
    expect(text).toContain("+* ********00");
    expect(text).not.toContain("zoe.tremblay@example.com");
    expect(text).not.toContain("4165550100");
  }, 60_000);

  it("shows the confidential label instead of the name without the name permission", async () => {
    const m = model({ kind: "admin" }, { nameVisible: false, loginType: "password" });
    const text = await pdfText(await renderProfilePdf(m));
    expect(text).toContain("Confidential candidate");
    expect(text).not.toContain("Tremblay");
    expect(documentFileName(m, "DEMO-C-200042", "pdf")).toBe("Candidate_DEMO_C_200042_Profile.pdf");
  }, 60_000);

  it("is written in French for a French reader", async () => {
    const text = await pdfText(await renderProfilePdf(model({ kind: "self" }, NAMED, "fr")));
    expect(text).toContain("Expérience professionnelle");
    expect(text).toContain("Aujourd'hui");
  }, 60_000);
});

describe("the Word export", () => {
  it("has 0.8 inch margins and the profile's content", async () => {
    const docx = await renderProfileDocx(model({ kind: "self" }));
    const xml = readZipEntry(docx, "word/document.xml")!.toString("utf8");
    // 0.8 in × 1440 twips.
    expect(xml).toMatch(/<w:pgMar w:top="1152" w:right="1152" w:bottom="1152" w:left="1152"/);
    const { value } = await mammoth.extractRawText({ buffer: docx });
    for (const expected of ["Zoë Tremblay", "Contact", "About Me", "Work Experience", "Northwind Payments", "Present", "Tech stack: TypeScript, PostgreSQL, Kubernetes"]) expect(value).toContain(expected);
  });

  it("masks contacts for an admin viewer too", async () => {
    const { value } = await mammoth.extractRawText({ buffer: await renderProfileDocx(model({ kind: "admin" })) });
    expect(value).toContain("zo**********@example.com");
    expect(value).not.toContain("zoe.tremblay@example.com");
  });
});

it("names files after the person, in ASCII only", () => {
  expect(documentFileName({ name: "Zoë Tremblay", confidential: false }, null, "docx")).toBe("Zoe_Tremblay_Profile.docx");
  expect(documentFileName({ name: '../"evil"\r\nname', confidential: false }, null, "pdf")).toBe("evil_name_Profile.pdf");
});
