/**
 * A strict reader of zip archives (a .docx is one), judging an archive by what it really holds
 * rather than by the first record a lenient reader happens to find (issue 11 §2).
 *
 * The structure is read once, the way the spec (APPNOTE) lays it out, and anything that does not
 * add up is refused: the classic end record and a ZIP64 record that disagree, an end record that
 * needs ZIP64 without one, several disks, a central directory that is not exactly between the
 * data and its end record, a local header that disagrees with its central entry (name, method,
 * sizes, CRC), a data descriptor that disagrees, entries that overlap (the "overlapping files"
 * bomb), duplicate names, encrypted entries, methods other than stored and deflate.
 *
 * Then the totals: entry count, the sum of the uncompressed sizes and their ratio to the archive.
 * Those are the sizes the archive declares; the reader (readZipEntries) inflates each entry with
 * a hard output limit equal to its declared size, so an entry that lies about its size stops at
 * the limit and is refused, whatever the declared figures said.
 *
 * Pure (no Node module), so sniff.ts stays usable anywhere; reading the data is ./zip-read.ts.
 */
export type ZipEntry = {
  name: string;
  method: 0 | 8;
  crc: number;
  compressedSize: number;
  size: number;
  /** Offset of the entry's compressed data. */
  dataStart: number;
};

export type ZipVerdict = { ok: true; entries: ZipEntry[]; totalSize: number } | { ok: false; reason: "damaged" | "tooLarge" };

/** Uncompressed bytes an Office file may declare; far above any real document, far below a zip bomb. */
export const MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 2000;
/** Uncompressed ÷ archive size, over the whole archive. Real DOCX files are 1–20×; a bomb is hundreds. */
export const MAX_ZIP_RATIO = 100;
/** Below this many uncompressed bytes the ratio is not judged (a tiny archive is harmless whatever its ratio). */
const RATIO_FLOOR_BYTES = 1024 * 1024;

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const SIG_END64 = 0x06064b50;
const SIG_LOCATOR64 = 0x07064b50;
const SIG_DESCRIPTOR = 0x08074b50;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

const u16 = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8);
const u32 = (b: Uint8Array, o: number) => (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16)) + b[o + 3] * 0x1000000;
/** A 64-bit little-endian size; anything past 2^53 (or past any archive we accept) reads as Infinity. */
const u64 = (b: Uint8Array, o: number) => {
  const high = u32(b, o + 4);
  return high >= 0x200000 ? Infinity : u32(b, o) + high * 0x100000000;
};

class Refused extends Error {
  constructor(readonly reason: "damaged" | "tooLarge") {
    super(reason);
  }
}

const damaged = (): never => {
  throw new Refused("damaged");
};

/** The ZIP64 extended-information extra field (0x0001) of an entry: the 64-bit values for the fields set to 0xFFFFFFFF, in spec order. */
function zip64Extra(b: Uint8Array, from: number, to: number, want: { size: boolean; compressed: boolean; offset: boolean }) {
  for (let at = from; at + 4 <= to; ) {
    const id = u16(b, at);
    const len = u16(b, at + 2);
    if (at + 4 + len > to) damaged();
    if (id === 0x0001) {
      let p = at + 4;
      const take = () => {
        if (p + 8 > at + 4 + len) damaged();
        const v = u64(b, p);
        p += 8;
        return v;
      };
      return { size: want.size ? take() : undefined, compressed: want.compressed ? take() : undefined, offset: want.offset ? take() : undefined };
    }
    at += 4 + len;
  }
  return damaged();
}

function inspect(bytes: Uint8Array, limits: { maxTotal: number }): { entries: ZipEntry[]; totalSize: number } {
  const n = bytes.length;
  // The end record: the last one in the final 22 bytes + a comment of at most 64 KB, whose comment ends the file exactly.
  let eocd = -1;
  for (let i = n - 22; i >= Math.max(0, n - 22 - U16_MAX); i--) {
    if (u32(bytes, i) === SIG_END && i + 22 + u16(bytes, i + 20) === n) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) damaged();
  const disk = u16(bytes, eocd + 4);
  const cdDisk = u16(bytes, eocd + 6);
  let countOnDisk: number = u16(bytes, eocd + 8);
  let count: number = u16(bytes, eocd + 10);
  let cdSize: number = u32(bytes, eocd + 12);
  let cdOffset: number = u32(bytes, eocd + 16);
  let cdEnd = eocd;
  const needs64 = disk === U16_MAX || cdDisk === U16_MAX || countOnDisk === U16_MAX || count === U16_MAX || cdSize === U32_MAX || cdOffset === U32_MAX;
  const hasLocator = eocd >= 20 && u32(bytes, eocd - 20) === SIG_LOCATOR64;
  if (needs64 && !hasLocator) damaged();
  if (hasLocator) {
    // A ZIP64 reader (JSZip, which mammoth uses, is one) follows the locator: judge that directory, and refuse when the two disagree.
    const loc = eocd - 20;
    const recordAt = u64(bytes, loc + 8);
    if (u32(bytes, loc + 4) !== 0 || u32(bytes, loc + 16) !== 1) damaged();
    if (!Number.isFinite(recordAt) || recordAt + 56 > loc || u32(bytes, recordAt) !== SIG_END64) damaged();
    const recordSize = u64(bytes, recordAt + 4);
    // The record (and its extensible data) runs exactly up to the locator.
    if (recordAt + 12 + recordSize !== loc) damaged();
    const d64 = u32(bytes, recordAt + 16);
    const cd64 = u32(bytes, recordAt + 20);
    const onDisk64 = u64(bytes, recordAt + 24);
    const count64 = u64(bytes, recordAt + 32);
    const size64 = u64(bytes, recordAt + 40);
    const offset64 = u64(bytes, recordAt + 48);
    const agree = (classic: number, max: number, wide: number) => classic === max || classic === wide;
    if (!agree(disk, U16_MAX, d64) || !agree(cdDisk, U16_MAX, cd64) || !agree(countOnDisk, U16_MAX, onDisk64) || !agree(count, U16_MAX, count64)) damaged();
    if (!agree(cdSize, U32_MAX, size64) || !agree(cdOffset, U32_MAX, offset64)) damaged();
    countOnDisk = onDisk64;
    count = count64;
    cdSize = size64;
    cdOffset = offset64;
    cdEnd = recordAt;
    if (d64 !== 0 || cd64 !== 0) damaged();
  } else if (disk !== 0 || cdDisk !== 0) {
    damaged();
  }
  if (countOnDisk !== count) damaged();
  if (count > MAX_ZIP_ENTRIES) throw new Refused("tooLarge");
  // The directory sits exactly between the entries and the end records: nothing prepended, hidden or shared.
  if (!Number.isFinite(cdOffset) || !Number.isFinite(cdSize) || cdOffset + cdSize !== cdEnd) damaged();

  const entries: (ZipEntry & { localStart: number; flags: number })[] = [];
  const names = new Set<string>();
  let totalSize = 0;
  let at = cdOffset;
  const decoder = new TextDecoder("utf-8", { fatal: false });
  for (let k = 0; k < count; k++) {
    if (at + 46 > cdEnd || u32(bytes, at) !== SIG_CENTRAL) damaged();
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const crc = u32(bytes, at + 16);
    let compressedSize = u32(bytes, at + 20);
    let size = u32(bytes, at + 24);
    const nameLen = u16(bytes, at + 28);
    const extraLen = u16(bytes, at + 30);
    const commentLen = u16(bytes, at + 32);
    const entryDisk = u16(bytes, at + 34);
    let localStart = u32(bytes, at + 42);
    const nameEnd = at + 46 + nameLen;
    const next = nameEnd + extraLen + commentLen;
    if (next > cdEnd) damaged();
    if (flags & 0x0001 || flags & 0x0040) damaged(); // encrypted
    if (method !== 0 && method !== 8) damaged();
    if (size === U32_MAX || compressedSize === U32_MAX || localStart === U32_MAX || entryDisk === U16_MAX) {
      const wide = zip64Extra(bytes, nameEnd, nameEnd + extraLen, { size: size === U32_MAX, compressed: compressedSize === U32_MAX, offset: localStart === U32_MAX });
      if (wide.size !== undefined) size = wide.size;
      if (wide.compressed !== undefined) compressedSize = wide.compressed;
      if (wide.offset !== undefined) localStart = wide.offset;
    } else if (entryDisk !== 0) {
      damaged();
    }
    if (method === 0 && size !== compressedSize) damaged();
    const name = decoder.decode(bytes.subarray(at + 46, nameEnd));
    if (names.has(name)) damaged();
    names.add(name);
    totalSize += size;
    if (!Number.isFinite(totalSize) || totalSize > limits.maxTotal) throw new Refused("tooLarge");
    entries.push({ name, method: method as 0 | 8, crc, compressedSize, size, dataStart: 0, localStart, flags });
    at = next;
  }
  if (at !== cdEnd) damaged();
  if (totalSize > RATIO_FLOOR_BYTES && totalSize > n * MAX_ZIP_RATIO) throw new Refused("tooLarge");

  // Each local header agrees with its central entry, and the entries follow one another without overlapping.
  const byOffset = [...entries].sort((a, b) => a.localStart - b.localStart);
  let cursor = 0;
  for (const e of byOffset) {
    const l = e.localStart;
    if (l < cursor || l + 30 > cdOffset || u32(bytes, l) !== SIG_LOCAL) damaged();
    const lFlags = u16(bytes, l + 6);
    const lMethod = u16(bytes, l + 8);
    const nameLen = u16(bytes, l + 26);
    const extraLen = u16(bytes, l + 28);
    const dataStart = l + 30 + nameLen + extraLen;
    if (dataStart > cdOffset) damaged();
    if (lMethod !== e.method || (lFlags & 0x0008) !== (e.flags & 0x0008) || lFlags & 0x0001) damaged();
    if (decoder.decode(bytes.subarray(l + 30, l + 30 + nameLen)) !== e.name) damaged();
    let dataEnd = dataStart + e.compressedSize;
    if (dataEnd > cdOffset) damaged();
    if (e.flags & 0x0008) {
      // Sizes and CRC follow the data in a descriptor (signature optional, 32- or 64-bit sizes).
      let d = dataEnd;
      if (d + 4 <= cdOffset && u32(bytes, d) === SIG_DESCRIPTOR) d += 4;
      const narrow = d + 12 <= cdOffset && u32(bytes, d) === e.crc && u32(bytes, d + 4) === e.compressedSize && u32(bytes, d + 8) === e.size;
      const wide = !narrow && d + 20 <= cdOffset && u32(bytes, d) === e.crc && u64(bytes, d + 4) === e.compressedSize && u64(bytes, d + 12) === e.size;
      if (!narrow && !wide) damaged();
      dataEnd = d + (narrow ? 12 : 20);
    } else {
      let lCompressed = u32(bytes, l + 18);
      let lSize = u32(bytes, l + 22);
      if (lSize === U32_MAX || lCompressed === U32_MAX) {
        const wide = zip64Extra(bytes, l + 30 + nameLen, dataStart, { size: lSize === U32_MAX, compressed: lCompressed === U32_MAX, offset: false });
        if (wide.size !== undefined) lSize = wide.size;
        if (wide.compressed !== undefined) lCompressed = wide.compressed;
      }
      if (u32(bytes, l + 14) !== e.crc || lCompressed !== e.compressedSize || lSize !== e.size) damaged();
    }
    e.dataStart = dataStart;
    cursor = dataEnd;
  }
  return { entries: entries.map(({ localStart: _l, flags: _f, ...e }) => e), totalSize };
}

/**
 * The archive's entries as declared, after every structural check above, without inflating
 * anything. `maxTotal` caps the sum of the declared uncompressed sizes (default MAX_UNZIPPED_BYTES).
 */
export function inspectZip(bytes: Uint8Array, opts: { maxTotal?: number } = {}): ZipVerdict {
  try {
    return { ok: true, ...inspect(bytes, { maxTotal: opts.maxTotal ?? MAX_UNZIPPED_BYTES }) };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, reason: e.reason };
    // An index past the end reads undefined → NaN comparisons; anything unexpected is a damaged file.
    return { ok: false, reason: "damaged" };
  }
}
