import { readFileSync } from "node:fs";
import { expect, type Download, type Page } from "@playwright/test";
import { extractText } from "unpdf";
import { readZipEntry } from "@/tests/support/unzip";

/** Picks an entry of the profile's download menu and returns the file the browser saved. */
export async function downloadFrom(page: Page, item: string): Promise<Buffer> {
  await page.getByTestId("download-menu").click();
  const [download]: [Download, void] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: item }).click()]);
  return readFileSync((await download.path())!);
}

/** A PDF's text, pages merged and whitespace collapsed. */
export async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/** A Word file's main document part (word/document.xml). */
export function docxXml(bytes: Buffer): string {
  const xml = readZipEntry(bytes, "word/document.xml");
  expect(xml, "word/document.xml in the .docx").not.toBeNull();
  return xml!.toString("utf8");
}

/** The text of a WordprocessingML document: every run's text, paragraphs on their own lines. */
export function docxText(xml: string): string {
  return xml
    .replace(/<\/w:p>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}
