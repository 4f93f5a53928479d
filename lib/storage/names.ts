/**
 * The file name a user gave, made safe to store and to echo in a Content-Disposition header:
 * no path, no control or bidi-override characters, bounded length, extension kept.
 */
export const FILE_NAME_MAX = 120;

export function safeFileName(raw: string, fallback = "file"): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  // Control characters (C0, DEL, C1) and the bidi controls that can make "gpj.exe" read as "exe.jpg".
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/["<>:|?*]/g, "_")
    .trim()
    .replace(/^\.+/, "");
  if (!cleaned) return fallback;
  if (cleaned.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, FILE_NAME_MAX - ext.length) + ext;
}

/** RFC 6266 header: an ASCII fallback plus the UTF-8 name, so no browser sees raw non-ASCII. */
export function contentDisposition(fileName: string, disposition: "inline" | "attachment" = "inline"): string {
  const name = safeFileName(fileName);
  const asciiName = name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  return `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
