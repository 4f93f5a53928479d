import { describe, expect, it } from "vitest";
import {
  ACCEPT_CSV,
  ACCEPT_DOCUMENTS,
  ACCEPT_IMAGES,
  ACCEPT_PDF,
  BYTE_UNITS,
  GB,
  KB,
  MB,
  acceptToInputAttr,
  acceptedFormatNames,
  formatBytes,
  isFileAccepted,
  joinAlternatives,
} from "@/lib/files/format";

describe("formatBytes", () => {
  it("formatBytes uses Bytes, KB, MB, GB", () => {
    expect(BYTE_UNITS).toEqual(["Bytes", "KB", "MB", "GB"]);
    expect(formatBytes(500)).toBe("500 Bytes");
    expect(formatBytes(KB)).toBe("1 KB");
    expect(formatBytes(2 * MB)).toBe("2 MB");
    expect(formatBytes(3 * GB)).toBe("3 GB");
  });

  it("drops trailing zeros and rounds to two decimals by default", () => {
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(1.234567 * MB)).toBe("1.23 MB");
    expect(formatBytes(1.234567 * MB, { decimals: 0 })).toBe("1 MB");
  });

  it("shows zero, negative and non-numeric sizes as 0 Bytes", () => {
    expect(formatBytes(0)).toBe("0 Bytes");
    expect(formatBytes(-5)).toBe("0 Bytes");
    expect(formatBytes(Number.NaN)).toBe("0 Bytes");
  });

  it("stays in GB beyond a gigabyte rather than inventing a larger unit", () => {
    expect(formatBytes(2048 * GB)).toBe("2048 GB");
  });

  it("takes translated units and the locale's decimal separator", () => {
    expect(formatBytes(1.5 * MB, { locale: "fr", units: ["octets", "Ko", "Mo", "Go"] })).toBe("1,5 Mo");
    expect(formatBytes(0, { units: ["octets", "Ko", "Mo", "Go"] })).toBe("0 octets");
  });

  it("matches the spec's upload limits", () => {
    expect(formatBytes(1 * MB)).toBe("1 MB");
    expect(formatBytes(5 * MB)).toBe("5 MB");
    expect(formatBytes(15 * MB)).toBe("15 MB");
  });
});

describe("accept helpers", () => {
  it("builds the file input accept attribute from MIME types and extensions", () => {
    expect(acceptToInputAttr(ACCEPT_IMAGES)).toBe("image/jpeg,.jpg,.jpeg,image/png,.png");
    expect(acceptToInputAttr({ "text/plain": ["txt"] })).toBe("text/plain,.txt");
    expect(acceptToInputAttr(undefined)).toBeUndefined();
    expect(acceptToInputAttr({})).toBeUndefined();
  });

  it("rejects a PNG where PDF is required", () => {
    expect(isFileAccepted({ name: "photo.png", type: "image/png" }, ACCEPT_PDF)).toBe(false);
    expect(isFileAccepted({ name: "cv.pdf", type: "application/pdf" }, ACCEPT_PDF)).toBe(true);
  });

  it("accepts by extension when the browser reports no or another MIME type", () => {
    expect(isFileAccepted({ name: "CV.PDF", type: "" }, ACCEPT_DOCUMENTS)).toBe(true);
    expect(isFileAccepted({ name: "users.csv", type: "application/vnd.ms-excel" }, ACCEPT_CSV)).toBe(true);
  });

  it("supports wildcard MIME types and accepts anything without a map", () => {
    expect(isFileAccepted({ name: "a.gif", type: "image/gif" }, { "image/*": [] })).toBe(true);
    expect(isFileAccepted({ name: "a.mp4", type: "video/mp4" }, { "image/*": [] })).toBe(false);
    expect(isFileAccepted({ name: "anything.bin", type: "" }, undefined)).toBe(true);
  });

  it("names formats for messages from the extensions", () => {
    expect(acceptedFormatNames(ACCEPT_DOCUMENTS)).toEqual(["PDF", "DOC", "DOCX"]);
    expect(acceptedFormatNames(ACCEPT_IMAGES)).toEqual(["JPG", "JPEG", "PNG"]);
    expect(acceptedFormatNames({ "application/pdf": [], "image/*": [] })).toEqual(["PDF", "IMAGE"]);
    expect(acceptedFormatNames(undefined)).toEqual([]);
  });

  it("joins alternatives without a serial comma", () => {
    expect(joinAlternatives(["PDF", "DOC", "DOCX"], "or")).toBe("PDF, DOC or DOCX");
    expect(joinAlternatives(["JPG", "PNG"], "ou")).toBe("JPG ou PNG");
    expect(joinAlternatives(["PDF"], "or")).toBe("PDF");
    expect(joinAlternatives([], "or")).toBe("");
  });
});
