"use client";

import { useMemo, useState } from "react";
import { FileText } from "lucide-react";
import { useTranslations } from "next-intl";
import { createApiClient, isApiError } from "@/lib/http/client";
import { clientErrorText } from "@/lib/errors/messages";
import type { CertificateRef } from "@/lib/profiles/schemas";

/** The attachment section each part of the profile reads its files from (`candidate/profile/attachment`). */
export type AttachmentSection = "expertise" | "education" | "certification" | "workExperience" | "immigration";

export type CertificateSource = {
  section: AttachmentSection;
  /** Set in admin mode: the admin variant of the call, for this candidate (spec §6 admin-mode download). */
  adminCandidateId?: string;
};

export function attachmentPath(source: CertificateSource, file: CertificateRef): string {
  const q = new URLSearchParams({ sectionType: source.section, fileName: file.fileName, fileId: file.fileId });
  if (source.adminCandidateId) q.set("candidateId", source.adminCandidateId);
  return `${source.adminCandidateId ? "/api/admin" : "/api"}/candidate/profile/attachment?${q.toString()}`;
}

/**
 * Certificate files of an entry as chips (max 300 px, spec §9). A click asks for a fresh signed
 * URL (first document §7: results.signedUrl) and opens it in a new tab.
 */
export function CertificateChips({ files, source }: { files: CertificateRef[] | undefined; source: CertificateSource }) {
  const t = useTranslations("profile");
  const tErrors = useTranslations("errors");
  const [error, setError] = useState("");
  const api = useMemo(() => createApiClient({ baseUrl: "" }), []);
  if (!files?.length) return null;

  async function open(file: CertificateRef) {
    // Opened before the request so the browser counts it as the click's own window, not a pop-up.
    const tab = window.open("about:blank", "_blank");
    setError("");
    try {
      const { signedUrl } = await api.get<{ signedUrl: string }>(attachmentPath(source, file));
      if (tab) {
        tab.opener = null;
        tab.location.href = signedUrl;
      } else {
        window.location.assign(signedUrl);
      }
    } catch (e) {
      tab?.close();
      setError(isApiError(e) ? clientErrorText(tErrors, e) : tErrors("client.unexpected"));
    }
  }

  return (
    <>
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("certificates")} data-testid="certificate-chips">
      {files.map((f) => (
        <li key={f.fileId}>
          <button
            type="button"
            onClick={() => void open(f)}
            title={f.fileName}
            className="inline-flex h-[30px] max-w-[300px] items-center gap-1.5 rounded-full border border-[var(--color-line)] bg-white px-3 text-xs font-medium text-gray-800 hover:border-[var(--brand)] focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
          >
            <FileText aria-hidden="true" size={14} className="shrink-0 text-[var(--brand)]" />
            <span className="truncate">{f.fileName}</span>
          </button>
        </li>
      ))}
    </ul>
    {error ? (
      <p role="alert" className="mt-1 text-xs text-red-700">
        {error}
      </p>
    ) : null}
    </>
  );
}
