"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { QueryProvider } from "@/components/providers/query-provider";
import { DropZone } from "@/components/ui/drop-zone";
import { Badge } from "@/components/ui/badge";
import { ACCEPT_DOCUMENTS } from "@/lib/files/format";
import { removeProfileFileAction } from "@/lib/profiles/actions";
import { PROFILE_MESSAGES } from "@/lib/profiles/messages";
import type { ProfileFile } from "@/lib/profiles/types";
import { UPLOAD_RULES } from "@/lib/storage/limits";
import { SectionShell, useReportDirty, useSaveSection, type StepProps } from "../section-shell";
import { uploadProfileFile } from "../upload-client";
import { useUploadMessage } from "../upload-messages";
import { ResumeParseStatus } from "../resume-parse-status";
import { useBuilderMessages } from "../use-builder-messages";
import { ZoneHint } from "../zone-hint";

/** Step 1: the resume (PDF, DOC or DOCX, 2 MB). Required: at least one uploaded resume. */
export function ResumeStep({ resumes, onDirtyChange, onSaved, isLast }: StepProps & { resumes: ProfileFile[] }) {
  const t = useTranslations("builder");
  const locale = useLocale();
  const router = useRouter();
  const msg = useBuilderMessages();
  const uploadMessage = useUploadMessage();
  const { save, pending, failure } = useSaveSection("resume", onSaved);
  const [uploading, setUploading] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const maxBytes = UPLOAD_RULES.resume.maxBytes;
  useReportDirty(false, onDirtyChange);

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    setError(null);
    const out = await uploadProfileFile("resume", file, file.name);
    setUploading(false);
    if (!out.ok) return setError(uploadMessage(out, ACCEPT_DOCUMENTS, maxBytes));
    // The page re-reads the profile, so the list and the parse suggestions are the server's.
    startRefresh(() => router.refresh());
  }

  async function remove(fileId: string) {
    const out = await removeProfileFileAction({ fileId });
    if (out?.data) startRefresh(() => router.refresh());
  }

  const latest = resumes[0];
  return (
    <QueryProvider>
      <SectionShell
        heading={t("resume.heading")}
        intro={t("resume.intro")}
        pending={pending}
        failure={failure}
        isLast={isLast}
        onSubmit={(e) => {
          e.preventDefault();
          if (!latest) return setError(msg.field(PROFILE_MESSAGES.resumeRequired) ?? null);
          save({ fileId: latest.fileId });
        }}
      >
        <div>
          <DropZone
            id="resume-file"
            label={t("resume.dropLabel")}
            accept={ACCEPT_DOCUMENTS}
            maxSize={maxBytes}
            file={null}
            onFileChange={(f) => void upload(f)}
            disabled={uploading || refreshing}
            error={error}
            hint=""
          />
          <ZoneHint accept={ACCEPT_DOCUMENTS} maxSize={maxBytes} />
        </div>
        <section aria-labelledby="resume-list-heading">
          <h3 id="resume-list-heading" className="mb-2 text-sm font-semibold text-gray-900">
            {t("resume.uploaded")}
          </h3>
          {resumes.length === 0 ? (
            <p className="text-sm text-gray-600">{t("resume.none")}</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="resume-list">
              {resumes.map((r, i) => (
                <li key={r.fileId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 px-3 py-2 text-sm">
                  <span className="flex min-w-0 items-center gap-2">
                    <a href={r.url} target="_blank" rel="noopener noreferrer" className="truncate text-[var(--brand)] underline underline-offset-2" aria-label={t("resume.open", { name: r.fileName })}>
                      {r.fileName}
                    </a>
                    {i === 0 ? <Badge variant="brand">{t("resume.current")}</Badge> : null}
                  </span>
                  <span className="flex items-center gap-3 text-xs text-gray-600">
                    {t("resume.uploadedOn", { date: new Intl.DateTimeFormat(locale, { day: "2-digit", month: "short", year: "numeric" }).format(new Date(r.uploadedAt)) })}
                    <button
                      type="button"
                      onClick={() => void remove(r.fileId)}
                      aria-label={t("resume.removeFile", { name: r.fileName })}
                      className="rounded px-2 py-1 font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
                    >
                      {t("actions.remove")}
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {latest ? <ResumeParseStatus key={latest.fileId} fileId={latest.fileId} /> : null}
        </section>
      </SectionShell>
    </QueryProvider>
  );
}
