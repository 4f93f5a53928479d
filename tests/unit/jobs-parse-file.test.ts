import { describe, expect, it } from "vitest";
import { Document, HeadingLevel, Packer, Paragraph } from "docx";
import { SPECIALITIES, STACKS } from "@/lib/catalogue/data";
import { extractJobDraft, findSkills } from "@/lib/jobs/jd-extract";
import { extractJdText } from "@/lib/jobs/parse-file";
import { zipEntryNames } from "@/lib/storage/sniff";
import { makeEncryptedPdf, makePdf } from "../support/pdf";
import { makeZip } from "../support/zip";
import { codeOf } from "../support/codes";

const catalogue = { stacks: Object.values(STACKS).flat(), specialities: SPECIALITIES };

const JD_LINES = [
  "Senior Backend Engineer",
  "Location: Toronto, Canada",
  "Full-time, hybrid role. Salary: $120,000 - $150,000 per year.",
  "About the role",
  "You will build APIs for our Backend Development team.",
  "Requirements",
  "5+ years of experience with Node.js and PostgreSQL.",
  "3 years with React.",
  "Nice to have",
  "Kubernetes and Docker.",
];

async function makeDocx(lines: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: lines.map((text, i) => new Paragraph(i === 0 ? { text, heading: HeadingLevel.HEADING_1 } : { text })) }],
  });
  return Packer.toBuffer(doc);
}

describe("job description file: type by content", () => {
  it("refuses a legacy .doc, an image and a zip that is not a Word document with 10456", async () => {
    expect(await codeOf(extractJdText(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)])))).toBe(10456);
    expect(await codeOf(extractJdText(Buffer.from("\x89PNG\r\n\x1a\nrest", "latin1")))).toBe(10456);
    expect(await codeOf(extractJdText(makeZip([{ name: "xl/workbook.xml", data: Buffer.from("<x/>") }])))).toBe(10456);
  });

  it("refuses a file over 5 MB with 10459 before reading it", async () => {
    const big = Buffer.concat([makePdf(["x"]), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await codeOf(extractJdText(big))).toBe(10459);
  });

  it("refuses a zip whose directory declares a huge expansion (zip bomb) with 10457, without inflating it", async () => {
    const bomb = makeZip([{ name: "word/document.xml", data: Buffer.from("<w/>"), declaredSize: 0xfffffff0 }]);
    expect(zipEntryNames(bomb)).toBeNull();
    expect(await codeOf(extractJdText(bomb))).toBe(10457);
  });

  it("answers 10457 for a damaged PDF, 10458 for one without text and 10460 for a password-protected one", async () => {
    expect(await codeOf(extractJdText(Buffer.from("%PDF-1.4\nthis is not a pdf body at all\n", "latin1")))).toBe(10457);
    expect(await codeOf(extractJdText(makePdf([])))).toBe(10458);
    expect(await codeOf(extractJdText(makeEncryptedPdf()))).toBe(10460);
  });
});

describe("job description file: fields found without AI", () => {
  it("reads a PDF's text and fills title, location, types, salary, experience and skills", async () => {
    const text = await extractJdText(makePdf(JD_LINES));
    expect(text).toContain("Senior Backend Engineer");
    const draft = extractJobDraft(text, catalogue);
    expect(draft).toMatchObject({
      title: "Senior Backend Engineer",
      jobLocations: ["Toronto, Canada"],
      jobType: "FULL_TIME",
      workplaceType: "HYBRID",
      experienceFrom: 5,
      salary: { currency: "USD", from: 120000, to: 150000, interval: "year" },
      domains: ["Backend Development"],
    });
    expect(draft.mustHaveSkills).toEqual([
      { stack: "Node.js", years: 5 },
      { stack: "PostgreSQL", years: 5 },
      { stack: "React", years: 3 },
    ]);
    expect(draft.niceToHaveSkills.map((s) => s.stack)).toEqual(["Kubernetes", "Docker"]);
    expect(draft.description).toContain("You will build APIs");
    expect(draft.description).not.toContain("Senior Backend Engineer");
  });

  it("reads a DOCX made by a word processor library the same way", async () => {
    const text = await extractJdText(await makeDocx(JD_LINES));
    const draft = extractJobDraft(text, catalogue);
    expect(draft.title).toBe("Senior Backend Engineer");
    expect(draft.mustHaveSkills.map((s) => s.stack)).toEqual(["Node.js", "PostgreSQL", "React"]);
    expect(draft.workplaceType).toBe("HYBRID");
  });

  it("prefers a labelled title, a labelled workplace and a years range", () => {
    const draft = extractJobDraft("About us\nJob Title: Data Engineer\nWorkplace: Remote\nWe are hybrid-friendly.\n3-6 years of Python.\nC2C or W2 contracts.", catalogue);
    expect(draft).toMatchObject({ title: "Data Engineer", workplaceType: "REMOTE", experienceFrom: 3, experienceTo: 6, contractType: "CORP_TO_CORP" });
  });

  it("matches short skill names by case only and does not count a name inside a longer one", () => {
    const found = (text: string) => findSkills(text, catalogue.stacks).map((f) => f.name);
    expect(found("Go and React Native, Spring Boot")).toEqual(["Go", "React Native", "Spring Boot"]);
    expect(found("ready to go, let us know")).toEqual([]);
    expect(found("C++, C# and JavaScript")).toEqual(["C++", "C#", "JavaScript"]);
  });

  it("never produces an invalid draft from odd text", () => {
    const draft = extractJobDraft(`${"T".repeat(300)}\n$5 - $1 per year\n99 - 200 years`, catalogue);
    expect(draft.title.length).toBeLessThanOrEqual(60);
    expect(draft.experienceTo === null || draft.experienceTo <= 80).toBe(true);
  });
});
