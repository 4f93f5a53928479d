import { promisify } from "node:util";
import { crc32, inflateRaw, inflateRawSync } from "node:zlib";
import { inspectZip } from "./zip";

/**
 * Reading a zip archive's data, bounded: the entries are those the strict reader (./zip.ts)
 * accepted, each inflated with a hard output limit. No server-only import (the parse worker runs it).
 */
export class ZipRefused extends Error {
  constructor(readonly reason: "damaged" | "tooLarge") {
    super(`zip archive refused: ${reason}`);
  }
}

/**
 * Inflates the entries `want` selects, each with a hard output limit of its declared size (so a
 * lying entry stops there), checks the real size and CRC, and stops once `budget` bytes have been
 * produced in all. Throws ZipRefused.
 */
export function readZipEntries(bytes: Uint8Array, want: (name: string) => boolean, budget: number): { name: string; data: Buffer }[] {
  const verdict = inspectZip(bytes);
  if (!verdict.ok) throw new ZipRefused(verdict.reason);
  const out: { name: string; data: Buffer }[] = [];
  let produced = 0;
  for (const e of verdict.entries) {
    if (!want(e.name)) continue;
    if (produced + e.size > budget) throw new ZipRefused("tooLarge");
    const raw = bytes.subarray(e.dataStart, e.dataStart + e.compressedSize);
    let data: Buffer;
    if (e.method === 0) {
      data = Buffer.from(raw);
    } else {
      try {
        // maxOutputLength: inflating stops (and throws) as soon as the entry produces more than it declared.
        data = inflateRawSync(raw, { maxOutputLength: Math.max(1, e.size) });
      } catch {
        throw new ZipRefused("damaged");
      }
    }
    if (data.length !== e.size || crc32(data) !== e.crc) throw new ZipRefused("damaged");
    produced += data.length;
    out.push({ name: e.name, data });
  }
  return out;
}

const inflateRawAsync = promisify(inflateRaw);

/**
 * The same reading as readZipEntries, on zlib's thread pool instead of the caller's thread (for a
 * request that checks an upload): every selected entry is inflated, bounded by its declared size
 * and `budget` in all, and its real size and CRC compared. Resolves when all add up; throws
 * ZipRefused otherwise.
 */
export async function verifyZipEntries(bytes: Uint8Array, want: (name: string) => boolean, budget: number): Promise<void> {
  const verdict = inspectZip(bytes);
  if (!verdict.ok) throw new ZipRefused(verdict.reason);
  let produced = 0;
  for (const e of verdict.entries) {
    if (!want(e.name)) continue;
    if (produced + e.size > budget) throw new ZipRefused("tooLarge");
    const raw = bytes.subarray(e.dataStart, e.dataStart + e.compressedSize);
    let data: Buffer;
    try {
      data = e.method === 0 ? Buffer.from(raw) : await inflateRawAsync(raw, { maxOutputLength: Math.max(1, e.size) });
    } catch {
      throw new ZipRefused("damaged");
    }
    if (data.length !== e.size || crc32(data) !== e.crc) throw new ZipRefused("damaged");
    produced += data.length;
  }
}

/** A plain stored (uncompressed) zip of these entries: what a lenient reader is given once the strict one has read the archive. */
export function writeStoredZip(entries: readonly { name: string; data: Uint8Array }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const data = Buffer.from(e.data.buffer, e.data.byteOffset, e.data.byteLength);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    central.push(dir, name);
    offset += 30 + name.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}
