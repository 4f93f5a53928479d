import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { resumePdf } from "@/lib/talent/resume-pdf";

describe("resumePdf", () => {
  it("writes a PDF that a reader opens, with the lines as text and accents kept", async () => {
    const bytes = resumePdf([{ text: "Élodie Fontaine", style: "title" }, { text: "Experience", style: "heading" }, { text: "Built (and ran) a C:\\ path parser – in Lyon." }], { title: "Résumé" });
    expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    const { text, totalPages } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(totalPages).toBe(1);
    expect(text).toContain("Élodie Fontaine");
    expect(text).toContain("Built (and ran) a C:\\ path parser - in Lyon.");
  });

  it("wraps long text and flows onto more pages", async () => {
    const long = Array.from({ length: 120 }, (_, i) => ({ text: `Line ${i} `.repeat(20) }));
    const bytes = resumePdf(long);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBeGreaterThan(3);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain("Line 119");
  });
});
