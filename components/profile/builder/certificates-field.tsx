"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { DropZone } from "@/components/ui/drop-zone";
import { FILE_CHIP_MAX_WIDTH } from "@/components/ui/sizes";
import { ACCEPT_PDF } from "@/lib/files/format";
import type { CertificateRef } from "@/lib/profiles/schemas";
import { UPLOAD_RULES } from "@/lib/storage/limits";
import { attachmentUrl, uploadProfileFile } from "./upload-client";
import { useUploadMessage } from "./upload-messages";
import { ZoneHint } from "./zone-hint";

const MAX_CERTIFICATES = 10;

/** Opens a file of the talent in a new tab through a fresh signed URL. */
export async function openAttachment(sectionType: string, fileName: string, fileId: string): Promise<void> {
  // Opened before the request so the browser treats it as the click's own window, not a popup.
  const w = window.open("", "_blank");
  const url = await attachmentUrl(sectionType, fileName, fileId);
  if (w && url) {
    w.opener = null;
    w.location.href = url;
  } else w?.close();
}

/** Certificates (PDF, 2 MB) of one entry: chips of the uploaded ones and a drop zone for another. */
export function CertificatesField({ sectionType, value, onChange, id }: { sectionType: string; value: CertificateRef[]; onChange: (v: CertificateRef[]) => void; id?: string }) {
  const t = useTranslations("builder.certificates");
  const message = useUploadMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const maxBytes = UPLOAD_RULES.certificate.maxBytes;

  async function upload(file: File | null) {
    if (!file) return;
    setBusy(true);
    setError(null);
    const out = await uploadProfileFile("certificate", file, file.name);
    setBusy(false);
    if (out.ok) onChange([...value, { fileId: out.file.fileId, fileName: out.file.fileName }]);
    else setError(message(out, ACCEPT_PDF, maxBytes));
  }

  return (
    <div className="col-span-full flex flex-col gap-2">
      {value.length ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((c) => (
            <li key={c.fileId} className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pr-1 pl-3 text-xs" style={{ maxWidth: FILE_CHIP_MAX_WIDTH }}>
              <button
                type="button"
                className="min-w-0 truncate text-[var(--brand)] underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
                aria-label={t("open", { name: c.fileName })}
                onClick={() => void openAttachment(sectionType, c.fileName, c.fileId)}
              >
                {c.fileName}
              </button>
              <button
                type="button"
                aria-label={t("remove", { name: c.fileName })}
                onClick={() => onChange(value.filter((x) => x.fileId !== c.fileId))}
                className="rounded-full px-1.5 text-gray-600 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {value.length < MAX_CERTIFICATES ? (
        <div>
          <DropZone id={id} label={t("label")} accept={ACCEPT_PDF} maxSize={maxBytes} file={null} onFileChange={(f) => void upload(f)} disabled={busy} error={error} hint="" className="[&>div]:min-h-[90px]" />
          <ZoneHint accept={ACCEPT_PDF} maxSize={maxBytes} />
        </div>
      ) : null}
    </div>
  );
}
