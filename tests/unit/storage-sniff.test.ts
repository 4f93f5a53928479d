import { describe, expect, it } from "vitest";
import { contentDisposition, safeFileName } from "@/lib/storage/names";
import { extensionMatches, sniff, zipEntryNames } from "@/lib/storage/sniff";
import { tinyDocx, tinyPdf, tinyPng } from "../support/files";

describe("content sniffing by magic bytes", () => {
  it("recognises JPEG, PNG, PDF, DOC, MP4 and WebM from their first bytes", () => {
    expect(sniff(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("jpeg");
    expect(sniff(tinyPng())).toBe("png");
    expect(sniff(tinyPdf())).toBe("pdf");
    expect(sniff(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe("doc");
    expect(sniff(new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]))).toBe("mp4");
    expect(sniff(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]))).toBe("webm");
  });

  it("recognises a DOCX only when the zip holds a Word body", () => {
    expect(sniff(tinyDocx())).toBe("docx");
    expect(zipEntryNames(tinyDocx())).toContain("word/document.xml");
    expect(sniff(tinyDocx({ folder: "xl" }))).toBeNull();
  });

  it("refuses text, HTML and a truncated zip", () => {
    expect(sniff(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniff(new TextEncoder().encode("hello"))).toBeNull();
    expect(sniff(tinyDocx().slice(0, 40))).toBeNull();
    expect(sniff(new Uint8Array())).toBeNull();
  });

  it("tells a disguised file by its extension: a PNG named .pdf does not match", () => {
    expect(extensionMatches("cv.pdf", "png")).toBe(false);
    expect(extensionMatches("photo.JPG", "jpeg")).toBe(true);
  });
});

describe("file names", () => {
  it("drops paths, control and bidi characters and keeps the extension when shortening", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\Users\\a\\cv.pdf")).toBe("cv.pdf");
    expect(safeFileName("evil\u202Egpj.exe")).toBe("evilgpj.exe");
    expect(safeFileName("\u0000\u0001")).toBe("file");
    const long = safeFileName("a".repeat(300) + ".pdf");
    expect(long.length).toBe(120);
    expect(long.endsWith(".pdf")).toBe(true);
  });

  it("writes an ASCII-safe content disposition with the UTF-8 name alongside", () => {
    expect(contentDisposition('ré"sumé.pdf')).toBe(`inline; filename="r__sum_.pdf"; filename*=UTF-8''r%C3%A9_sum%C3%A9.pdf`);
  });
});
