import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractResumeText, pdfItemsToText, sniffResume, withParseTimeout } from "@/lib/resume/text";
import { codeOf } from "../support/codes";

const dir = path.resolve(import.meta.dirname, "../fixtures/resumes");
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(dir, name)));

describe("resume text", () => {
  it("reads the type from the bytes, not the name", () => {
    expect(sniffResume(fixture("alex-morgan.pdf"))).toBe("pdf");
    expect(sniffResume(fixture("alex-morgan.docx"))).toBe("docx");
    expect(sniffResume(fixture("error-legacy.doc"))).toBe("doc");
    expect(sniffResume(fixture("error-image-named.pdf"))).toBe("unknown");
  });

  it("extracts the text of a PDF and of a Word document", async () => {
    const pdf = await extractResumeText(fixture("jean-pierre-dupont.pdf"));
    expect(pdf.type).toBe("pdf");
    expect(pdf.text).toContain("Expérience professionnelle");
    expect(pdf.text).toContain("jp.dupont@exemple.fr");
    const docx = await extractResumeText(fixture("jean-pierre-dupont.docx"));
    expect(docx.type).toBe("docx");
    expect(docx.text).toContain("Société Générale");
  });

  it("keeps lines apart in a PDF (the name is not glued to the headline)", async () => {
    const { text } = await extractResumeText(fixture("maria-garcia.pdf"));
    expect(text.split("\n")).toContain("Maria Garcia");
  });

  it.each([
    ["error-password-protected.pdf", 10460],
    ["error-damaged.pdf", 10457],
    ["error-damaged.docx", 10457],
    ["error-scan-no-text.pdf", 10458],
    ["error-legacy.doc", 10456],
    ["error-image-named.pdf", 10456],
  ])("fails %s with %i", async (name, code) => {
    expect(await codeOf(extractResumeText(fixture(name)))).toBe(code);
  });

  it("refuses a file over 2 MB with 10459 before reading it", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(fixture("alex-morgan.pdf"));
    expect(await codeOf(extractResumeText(big))).toBe(10459);
  });

  it("refuses a zip that is not a Word document with 10456", async () => {
    // The same archive with its main part renamed, like a spreadsheet or an OpenDocument file.
    const zip = Buffer.from(fixture("alex-morgan.docx"));
    for (let at = zip.indexOf("word/document.xml"); at >= 0; at = zip.indexOf("word/document.xml", at + 1)) zip.write("word/xocument.xml", at, "latin1");
    expect(sniffResume(zip)).toBe("zip");
    expect(await codeOf(extractResumeText(zip))).toBe(10456);
  });

  it("gives up with 10462 when reading takes longer than the time limit", async () => {
    expect(await codeOf(withParseTimeout(new Promise(() => {}), 20))).toBe(10462);
  });

  it("rebuilds lines from positioned PDF items: new baseline, end of line, wide gap", () => {
    const item = (str: string, x: number, y: number, width = str.length * 5, hasEOL = false) => ({ str, x, y, width, fontSize: 10, hasEOL });
    const text = pdfItemsToText([[item("Jane", 10, 700), item("Doe", 35, 700), item("Engineer", 10, 680), item("2020 – 2021", 300, 680, 50, true), item("Acme", 10, 660)]]);
    expect(text.split("\n").filter(Boolean)).toEqual(["Jane Doe", "Engineer\t2020 – 2021", "Acme"]);
  });
});
