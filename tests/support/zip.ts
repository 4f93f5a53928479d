import { crc32, deflateRawSync } from "node:zlib";
import { Document, Packer, Paragraph } from "docx";

/**
 * A stored (uncompressed) zip written by hand, for archive cases the docx package cannot make:
 * a zip that is not a Word file, or one whose directory declares absurd sizes (a zip bomb's
 * signature) without the test having to build one.
 */
export function makeZip(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.declaredSize ?? e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

// ─── hostile Word files (issue 11 §2) ──────────────────────────────────────────────────────────

const CONTENT_TYPES_XML = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

function documentXml(body: string): Buffer {
  return Buffer.from(`<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
}

type Entry = { name: string; packed: Buffer; crc: number; size: number; declaredSize?: number };

function deflated(name: string, data: Buffer, declaredSize?: number): Entry {
  return { name, packed: deflateRawSync(data, { level: 9 }), crc: crc32(data), size: data.length, declaredSize };
}

function centralOf(e: Entry, offset: number, size = e.declaredSize ?? e.size): Buffer {
  const name = Buffer.from(e.name);
  const c = Buffer.alloc(46);
  c.writeUInt32LE(0x02014b50, 0);
  c.writeUInt16LE(20, 4);
  c.writeUInt16LE(20, 6);
  c.writeUInt16LE(8, 10);
  c.writeUInt32LE(e.crc, 16);
  c.writeUInt32LE(e.packed.length, 20);
  c.writeUInt32LE(size, 24);
  c.writeUInt16LE(name.length, 28);
  c.writeUInt32LE(offset, 42);
  return Buffer.concat([c, name]);
}

function localOf(e: Entry, size = e.declaredSize ?? e.size): Buffer {
  const name = Buffer.from(e.name);
  const l = Buffer.alloc(30);
  l.writeUInt32LE(0x04034b50, 0);
  l.writeUInt16LE(20, 4);
  l.writeUInt16LE(8, 8);
  l.writeUInt32LE(e.crc, 14);
  l.writeUInt32LE(e.packed.length, 18);
  l.writeUInt32LE(size, 22);
  l.writeUInt16LE(name.length, 26);
  return Buffer.concat([l, name, e.packed]);
}

function endRecord(count: number, cdSize: number, cdOffset: number, disk = 0): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(disk, 4);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(cdOffset, 16);
  return end;
}

function zip64Records(count: number, cdSize: number, cdOffset: number, at: number): Buffer {
  const rec = Buffer.alloc(56);
  rec.writeUInt32LE(0x06064b50, 0);
  rec.writeBigUInt64LE(44n, 4);
  rec.writeUInt16LE(45, 12);
  rec.writeUInt16LE(45, 14);
  rec.writeBigUInt64LE(BigInt(count), 24);
  rec.writeBigUInt64LE(BigInt(count), 32);
  rec.writeBigUInt64LE(BigInt(cdSize), 40);
  rec.writeBigUInt64LE(BigInt(cdOffset), 48);
  const loc = Buffer.alloc(20);
  loc.writeUInt32LE(0x07064b50, 0);
  loc.writeBigUInt64LE(BigInt(at), 8);
  loc.writeUInt32LE(1, 16);
  return Buffer.concat([rec, loc]);
}

/**
 * A DOCX whose body really unpacks to `megabytes` MB (of one text run), written with ZIP64 end
 * records. `classic: "decoy"` (the attack of issue 11) gives the classic end record a second,
 * small directory that declares tiny sizes, while the ZIP64 record leads a ZIP64 reader (JSZip,
 * inside mammoth) to the honest one; `"markers"` sets every classic field to "see ZIP64";
 * `"honest"` writes a well-formed ZIP64 archive whose two end records agree.
 */
export function zip64Docx(opts: { megabytes: number; classic: "decoy" | "markers" | "honest" }): Buffer {
  const entries = [
    deflated("[Content_Types].xml", Buffer.from(CONTENT_TYPES_XML)),
    deflated("word/document.xml", documentXml(`<w:p><w:r><w:t>${"A".repeat(opts.megabytes * 1024 * 1024)}</w:t></w:r></w:p>`)),
  ];
  const locals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const e of entries) {
    offsets.push(offset);
    const l = localOf(e);
    locals.push(l);
    offset += l.length;
  }
  const honest = Buffer.concat(entries.map((e, i) => centralOf(e, offsets[i])));
  const honestAt = offset;
  const parts: Buffer[] = [...locals, honest];
  offset += honest.length;
  let classicDir = { at: honestAt, size: honest.length };
  if (opts.classic === "decoy") {
    const decoy = Buffer.concat(entries.map((e, i) => centralOf(e, offsets[i], 1024)));
    parts.push(decoy);
    classicDir = { at: offset, size: decoy.length };
    offset += decoy.length;
  }
  parts.push(zip64Records(entries.length, honest.length, honestAt, offset));
  if (opts.classic === "markers") {
    const end = endRecord(0xffff, 0xffffffff, 0xffffffff, 0xffff);
    end.writeUInt16LE(0xffff, 6);
    end.writeUInt16LE(0xffff, 8);
    parts.push(end);
  } else {
    parts.push(endRecord(entries.length, classicDir.size, classicDir.at, opts.classic === "decoy" ? 0xffff : 0));
  }
  return Buffer.concat(parts);
}

/**
 * A DOCX whose directory and local headers agree on small sizes, but whose body inflates to
 * `megabytes` MB: nothing in the headers gives it away; only a reader that stops at the declared
 * size does (issue 11: "a DOCX that lies about its sizes").
 */
export function lyingDocx(opts: { megabytes: number }): Buffer {
  const entries = [
    deflated("[Content_Types].xml", Buffer.from(CONTENT_TYPES_XML)),
    deflated("word/document.xml", documentXml(`<w:p><w:r><w:t>${"B".repeat(opts.megabytes * 1024 * 1024)}</w:t></w:r></w:p>`), 4096),
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    centrals.push(centralOf(e, offset));
    const l = localOf(e);
    locals.push(l);
    offset += l.length;
  }
  const dir = Buffer.concat(centrals);
  return Buffer.concat([...locals, dir, endRecord(entries.length, dir.length, offset)]);
}

/** A DOCX whose local header declares other sizes than its central directory entry. */
export function mismatchedDocx(): Buffer {
  const entries = [deflated("[Content_Types].xml", Buffer.from(CONTENT_TYPES_XML)), deflated("word/document.xml", documentXml("<w:p><w:r><w:t>Jane Doe</w:t></w:r></w:p>"))];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    centrals.push(centralOf(e, offset));
    const l = localOf(e, e.name === "word/document.xml" ? 50 * 1024 * 1024 : e.size);
    locals.push(l);
    offset += l.length;
  }
  const dir = Buffer.concat(centrals);
  return Buffer.concat([...locals, dir, endRecord(entries.length, dir.length, offset)]);
}

/**
 * The DOCX of issue 11 §1: its text is `word` repeated to `kilobytes` KB (default "React " to
 * 900 KB), in `paragraphs` paragraphs, written by the docx package as Word writes it.
 */
export async function longTextDocx(opts: { kilobytes?: number; word?: string; paragraphs?: number } = {}): Promise<Buffer> {
  const word = opts.word ?? "React ";
  const text = word.repeat(Math.ceil(((opts.kilobytes ?? 900) * 1000) / word.length));
  const count = opts.paragraphs ?? 1;
  const size = Math.ceil(text.length / count);
  const paragraphs = Array.from({ length: count }, (_, i) => new Paragraph({ text: text.slice(i * size, (i + 1) * size) }));
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}

/** Text that compresses like prose (not like one repeated word): `kilobytes` KB of words drawn from a vocabulary. */
export function proseText(kilobytes: number): string {
  const words = "React Node.js TypeScript engineer built deployed scaled services teams product data pipeline cloud Kubernetes Docker PostgreSQL customers revenue latency reliability design review mentoring".split(" ");
  let seed = 7;
  const out: string[] = [];
  let length = 0;
  while (length < kilobytes * 1000) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const w = words[seed % words.length];
    out.push(w);
    length += w.length + 1;
  }
  return out.join(" ");
}

/**
 * A deflated zip of these entries, sizes and CRCs honest (large test documents stay small). With
 * `descriptors`, sizes and CRC follow each entry's data in a data descriptor, as streaming writers
 * do (`descriptorSize` makes the descriptor lie about the uncompressed size).
 */
export function makeDeflatedZip(files: { name: string; data: Buffer }[], opts: { descriptors?: boolean; descriptorSize?: number } = {}): Buffer {
  const entries = files.map((f) => deflated(f.name, f.data));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const central = centralOf(e, offset);
    let l = localOf(e);
    if (opts.descriptors) {
      central.writeUInt16LE(0x0008, 8);
      l.writeUInt16LE(0x0008, 6);
      l.fill(0, 14, 26);
      const d = Buffer.alloc(16);
      d.writeUInt32LE(0x08074b50, 0);
      d.writeUInt32LE(e.crc, 4);
      d.writeUInt32LE(e.packed.length, 8);
      d.writeUInt32LE(opts.descriptorSize ?? e.size, 12);
      l = Buffer.concat([l, d]);
    }
    centrals.push(central);
    locals.push(l);
    offset += l.length;
  }
  const dir = Buffer.concat(centrals);
  return Buffer.concat([...locals, dir, endRecord(entries.length, dir.length, offset)]);
}

/** A Word document of these body paragraphs (raw WordprocessingML), deflated. */
export function docxOfBody(body: string, opts: { descriptors?: boolean; descriptorSize?: number } = {}): Buffer {
  return makeDeflatedZip(
    [
      { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES_XML) },
      { name: "word/document.xml", data: documentXml(body) },
    ],
    opts,
  );
}

/** `count` empty paragraphs, each with its own revision id: little text, much for the Word reader to build (slow on purpose). */
export function manyParagraphsDocx(count = 300_000): Buffer {
  let seed = 1;
  const paragraphs: string[] = [];
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    paragraphs.push(`<w:p w:rsidR="${seed.toString(16).padStart(8, "0")}"/>`);
  }
  return docxOfBody(paragraphs.join(""));
}
