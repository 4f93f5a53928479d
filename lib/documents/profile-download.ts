import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { LOCALE_COOKIE, chooseLocale } from "@/lib/i18n/config";
import { loadViewedProfile } from "@/lib/profiles/view-queries";
import { readFile } from "@/lib/storage";
import { contentDisposition } from "@/lib/storage/names";
import type { Tenant } from "@/lib/tenancy/queries";
import { companyLogo, profilePhoto } from "./assets";
import { buildProfileDocumentModel, documentFileName } from "./profile-model";
import { renderProfileDocx } from "./profile-docx";
import { renderProfilePdf } from "./profile-pdf";

/** The download menu's formats (first document §4.4): the original resume, the PDF, Word. */
export const DOWNLOAD_FORMATS = ["pdf", "docx", "resume"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export const downloadFormatSchema = z.enum(DOWNLOAD_FORMATS);

const CONTENT_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

function attachment(bytes: Uint8Array, contentType: string, fileName: string): Response {
  return new Response(bytes as BodyInit, {
    headers: {
      "content-type": contentType,
      "content-length": String(bytes.byteLength),
      "content-disposition": contentDisposition(fileName, "attachment"),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/** The reader's language for the document: the locale cookie, else Accept-Language. */
export function documentLocale(req: NextRequest): "en" | "fr" {
  return chooseLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get("accept-language"));
}

/**
 * A profile download for `viewer` (the talent themself or an admin of the same company), with
 * the viewer rules applied: admin viewers get masked contacts in the printable profile. A
 * candidate of another company, a format the menu would not offer (Word without a custom resume,
 * the resume without one) answer 10404.
 */
export async function profileDownload(tenant: Tenant, candidateId: string, viewer: "self" | "admin", format: DownloadFormat, locale: "en" | "fr"): Promise<Response> {
  const view = await loadViewedProfile(tenant.id, candidateId, { kind: viewer, medium: "document" });
  if (!view || !view.downloads[format]) throw appError(ERROR_CODES.recordNotFound);

  if (format === "resume") {
    // Newest first (getProfile's order): the resume the talent uploaded last.
    const latest = view.profile.personal.resume[0];
    if (!latest) throw appError(ERROR_CODES.recordNotFound);
    const { file, bytes } = await readFile(tenant.id, latest.fileId);
    return attachment(bytes, file.contentType, file.fileName);
  }

  const [logo, photo] = await Promise.all([companyLogo(tenant.logoUrl), profilePhoto(tenant.id, view.profile.personal.profileImage?.fileId)]);
  const model = buildProfileDocumentModel(view, { locale, companyName: tenant.name, logo, photo });
  const bytes = format === "pdf" ? await renderProfilePdf(model) : await renderProfileDocx(model);
  return attachment(bytes, CONTENT_TYPES[format], documentFileName(model, view.profile.personal.candidateUniqueId, format));
}
