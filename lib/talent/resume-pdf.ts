/**
 * A small, valid PDF résumé written by hand (PDF 1.4, the standard Helvetica fonts, A4 pages),
 * so the seed can store a real, downloadable file without a PDF library at runtime (the one in
 * the repository is a dev dependency). Lines are wrapped to the page and flow onto new pages; the
 * xref offsets are computed from the bytes, so readers open it without repairing it. Text is
 * Latin-1 (WinAnsi): accents of French names survive, anything beyond becomes "?".
 */
export type ResumeLine = { text: string; style?: "title" | "heading" | "strong" | "body" | "muted" };

const PAGE = { width: 595, height: 842, margin: 56 };
const STYLES: Record<NonNullable<ResumeLine["style"]>, { font: "F1" | "F2"; size: number; before: number }> = {
  title: { font: "F2", size: 20, before: 0 },
  heading: { font: "F2", size: 12, before: 14 },
  strong: { font: "F2", size: 10.5, before: 6 },
  body: { font: "F1", size: 10, before: 0 },
  muted: { font: "F1", size: 9, before: 0 },
};

/** Helvetica's average glyph is about half its size wide; wrapping a little early is safe. */
function wrap(text: string, size: number): string[] {
  const max = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * 0.52));
  const out: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > max) {
        out.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    out.push(line);
  }
  return out;
}

function pdfString(s: string): string {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    const c = code === 0x2013 || code === 0x2014 ? "-" : code === 0x2019 ? "'" : code < 0x20 || code > 0xff ? "?" : ch;
    out += c === "\\" || c === "(" || c === ")" ? `\\${c}` : c;
  }
  return `(${out})`;
}

export function resumePdf(lines: readonly ResumeLine[], opts: { title?: string } = {}): Uint8Array {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const l of lines) {
    const st = STYLES[l.style ?? "body"];
    y -= st.before;
    for (const part of wrap(l.text, st.size)) {
      const lead = st.size * 1.35;
      if (y - lead < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= lead;
      pages[pages.length - 1].push(`BT /${st.font} ${st.size} Tf ${PAGE.margin} ${y.toFixed(1)} Td ${pdfString(part)} Tj ET`);
    }
  }

  // Objects: 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then page + content pairs.
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${6 + i * 2} 0 R`).join(" ");
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  objects.push(`<< /Title ${pdfString(opts.title ?? "Resume")} /Producer (Talent Platform seed) >>`);
  pages.forEach((ops, i) => {
    const content = ops.join("\n");
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`);
    objects.push(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
  });

  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}
