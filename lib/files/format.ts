/** Units named by the spec (§9 Files and sizes); sizes are binary (1 KB = 1024 Bytes). */
export const BYTE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

export const KB = 1024;
export const MB = 1024 * KB;
export const GB = 1024 * MB;

export type ByteUnitLabels = readonly [string, string, string, string];

export interface FormatBytesOptions {
  /** Maximum fraction digits; trailing zeros are dropped ("2 MB", not "2.00 MB"). */
  decimals?: number;
  /** BCP 47 locale for the decimal separator; omitted gives "1.5". */
  locale?: string;
  /** Translated unit labels in the order Bytes, KB, MB, GB (French uses octets, Ko, Mo, Go). */
  units?: ByteUnitLabels;
}

export function formatBytes(bytes: number, options: FormatBytesOptions = {}): string {
  const { decimals = 2, locale, units = BYTE_UNITS } = options;
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${units[0]}`;
  // Capped at GB: the spec has no larger unit and uploads never get near it.
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const amount = bytes / 1024 ** exponent;
  const digits = Math.max(0, Math.floor(decimals));
  const text = locale
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(amount)
    : String(Number.parseFloat(amount.toFixed(digits)));
  return `${text} ${units[exponent]}`;
}

/**
 * Accepted types as MIME type → extensions (the shape react-dropzone popularised), so one object
 * drives the picker filter, the validation and the "Only PDF, DOC or DOCX" message.
 */
export type AcceptMap = Readonly<Record<string, readonly string[]>>;

// Upload types from spec document 2, §5 Uploads.
export const ACCEPT_IMAGES: AcceptMap = { "image/jpeg": [".jpg", ".jpeg"], "image/png": [".png"] };
export const ACCEPT_PDF: AcceptMap = { "application/pdf": [".pdf"] };
export const ACCEPT_DOCUMENTS: AcceptMap = {
  "application/pdf": [".pdf"],
  "application/msword": [".doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
};
// Windows reports CSV as application/vnd.ms-excel, so the extension is what really identifies it.
export const ACCEPT_CSV: AcceptMap = { "text/csv": [".csv"] };
export const ACCEPT_VIDEO: AcceptMap = { "video/mp4": [".mp4"], "video/webm": [".webm"] };

function normaliseExtension(ext: string): string {
  const trimmed = ext.trim().toLowerCase();
  return trimmed.startsWith(".") ? trimmed : `.${trimmed}`;
}

function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

function mimeMatches(pattern: string, type: string): boolean {
  const p = pattern.trim().toLowerCase();
  const t = type.trim().toLowerCase();
  if (!t) return false;
  if (p === "*/*" || p === "*") return true;
  if (p.endsWith("/*")) return t.startsWith(p.slice(0, -1));
  return p === t;
}

/** Value for `<input type="file" accept>`: MIME types and extensions together, for browsers that know only one. */
export function acceptToInputAttr(accept: AcceptMap | undefined): string | undefined {
  if (!accept) return undefined;
  const parts = new Set<string>();
  for (const [mime, exts] of Object.entries(accept)) {
    parts.add(mime);
    for (const ext of exts) parts.add(normaliseExtension(ext));
  }
  return parts.size ? [...parts].join(",") : undefined;
}

/**
 * True when the file matches a MIME type or an extension. Either is enough because browsers
 * leave `type` empty or vague for many document formats; the server checks content anyway.
 */
export function isFileAccepted(file: Pick<File, "name" | "type">, accept: AcceptMap | undefined): boolean {
  if (!accept || Object.keys(accept).length === 0) return true;
  const ext = fileExtension(file.name);
  for (const [mime, exts] of Object.entries(accept)) {
    if (mimeMatches(mime, file.type)) return true;
    if (ext && exts.some((e) => normaliseExtension(e) === ext)) return true;
  }
  return false;
}

/** Human format names for messages: [".pdf", ".doc"] → ["PDF", "DOC"], deduplicated, in declared order. */
export function acceptedFormatNames(accept: AcceptMap | undefined): string[] {
  if (!accept) return [];
  const names = new Set<string>();
  for (const [mime, exts] of Object.entries(accept)) {
    if (exts.length) {
      for (const ext of exts) names.add(normaliseExtension(ext).slice(1).toUpperCase());
    } else {
      // No extensions given: fall back to the MIME subtype ("application/pdf" → PDF, "image/*" → IMAGE).
      const [type, sub] = mime.split("/");
      names.add((sub && sub !== "*" ? sub : type).toUpperCase());
    }
  }
  return [...names];
}

/**
 * "PDF, DOC or DOCX": commas, then the conjunction before the last item. Written by hand because
 * Intl.ListFormat adds the serial comma in English ("DOC, or DOCX"), which the product copy does not use.
 */
export function joinAlternatives(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}
