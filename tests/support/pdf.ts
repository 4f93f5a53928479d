import { deflateSync } from "node:zlib";

/**
 * A minimal, valid PDF 1.4 with one page of Helvetica text lines, written by hand so tests can
 * make job-description files without a PDF library. Offsets in the xref table are computed from
 * the bytes, so PDF.js reads it without repairing. Text is limited to printable ASCII.
 */
export function makePdf(lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
  const body = ["BT", "/F1 12 Tf", "14 TL", "50 780 Td", ...lines.map((l, i) => (i === 0 ? `(${escape(l)}) Tj` : `T* (${escape(l)}) Tj`)), "ET"].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(body, "latin1")} >>\nstream\n${body}\nendstream`,
  ];
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/**
 * A PDF whose trailer names a standard-security /Encrypt dictionary with made-up keys, so a
 * reader needs a password it can never have: enough to exercise the password-protected path.
 */
export function makeEncryptedPdf(): Buffer {
  const plain = makePdf(["Secret job"]).toString("latin1");
  const encrypt = "6 0 obj\n<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O <" + "ab".repeat(32) + "> /U <" + "cd".repeat(32) + "> >>\nendobj\n";
  const at = plain.indexOf("xref\n");
  const body = plain.slice(0, at) + encrypt;
  const offsets = [...body.matchAll(/(\d+) 0 obj\n/g)].map((m) => ({ n: Number(m[1]), at: m.index! }));
  offsets.sort((a, b) => a.n - b.n);
  let out = body;
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o.at).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${"01".repeat(16)}> <${"01".repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/**
 * A one-page PDF whose content stream is FlateDecode-compressed and inflates to `megabytes` MB
 * (the text, then spaces): the PDF cousin of a zip bomb (issue 11 §2).
 */
export function makeFlateBombPdf(megabytes: number, line = "Jane Doe jane@doe.test"): Buffer {
  const content = Buffer.concat([Buffer.from(`BT /F1 12 Tf 50 780 Td (${line}) Tj ET\n`, "latin1"), Buffer.alloc(Math.round(megabytes * 1024 * 1024), 0x20)]);
  const packed = deflateSync(content, { level: 9 });
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0].length;
  const add = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>", "latin1"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "latin1"),
    Buffer.from("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>", "latin1"),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>", "latin1"),
    Buffer.concat([Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`, "latin1"), packed, Buffer.from("\nendstream", "latin1")]),
  ];
  objects.forEach((o, i) => {
    offsets.push(length);
    add(Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), o, Buffer.from("\nendobj\n", "latin1")]));
  });
  const xref = length;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) tail += `${String(off).padStart(10, "0")} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  add(Buffer.from(tail, "latin1"));
  return Buffer.concat(parts);
}
