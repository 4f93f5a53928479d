import "server-only";
import { readFile as readDiskFile } from "node:fs/promises";
import path from "node:path";
import { logger } from "@/lib/log";
import { readFile } from "@/lib/storage";
import type { ImageAsset } from "./profile-model";

/**
 * Images for the profile documents. The logo is a local image asset (first document §7): the
 * tenant's logo when it is a file under public/, else the default one, rasterised to PNG because
 * neither PDF nor Word engines read SVG. Nothing is fetched from another host.
 */
const DEFAULT_LOGO = "/brand/default-logo.svg";
const LOGO_HEIGHT_PX = 96;

const logos = new Map<string, Promise<ImageAsset | null>>();

/** A path under public/ without any way out of it ("/brand/demo-logo.svg"), else null. */
function publicFile(url: string | null | undefined): string | null {
  if (!url || !/^\/[A-Za-z0-9/_.-]+$/.test(url) || url.includes("..")) return null;
  return path.join(process.cwd(), "public", url);
}

async function toPng(bytes: Uint8Array, height: number): Promise<ImageAsset> {
  const { default: sharp } = await import("sharp");
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000, density: 300 })
    .resize({ height, withoutEnlargement: false })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), type: "png", width: info.width, height: info.height };
}

async function loadLogo(url: string): Promise<ImageAsset | null> {
  for (const candidate of [url, DEFAULT_LOGO]) {
    const file = publicFile(candidate);
    if (!file) continue;
    try {
      return await toPng(await readDiskFile(file), LOGO_HEIGHT_PX);
    } catch (err) {
      logger.warn({ err, logo: candidate }, "profile document logo unavailable");
    }
  }
  return null;
}

/** The company logo as a PNG, read and rasterised once per process and logo. */
export function companyLogo(logoUrl: string | null | undefined): Promise<ImageAsset | null> {
  const key = logoUrl ?? DEFAULT_LOGO;
  let logo = logos.get(key);
  if (!logo) {
    logo = loadLogo(key);
    logos.set(key, logo);
  }
  return logo;
}

function imageType(bytes: Uint8Array): "png" | "jpg" | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  return null;
}

/** The talent's photo (already re-encoded at upload), or null when it cannot be read. */
export async function profilePhoto(companyId: string, fileId: string | null | undefined): Promise<ImageAsset | null> {
  if (!fileId) return null;
  try {
    const { bytes } = await readFile(companyId, fileId);
    const type = imageType(bytes);
    const { default: sharp } = await import("sharp");
    const meta = await sharp(bytes).metadata();
    if (!type || !meta.width || !meta.height) return null;
    return { bytes, type, width: meta.width, height: meta.height };
  } catch (err) {
    // A missing photo must not cost the talent their document: it falls back to initials.
    logger.warn({ err, fileId }, "profile document photo unavailable");
    return null;
  }
}
