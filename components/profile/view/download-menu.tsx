"use client";

import { useState } from "react";
import { DropdownMenu } from "radix-ui";
import { ChevronDown, Download, FileText, FileType, FileUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { useStagedProgress } from "./use-staged-progress";
import type { ProfileDownloads } from "@/lib/profiles/viewer";

export type DownloadFormat = "resume" | "pdf" | "docx";

export function downloadPath(format: DownloadFormat, candidateId?: string): string {
  const q = new URLSearchParams({ format });
  if (candidateId) return `/api/admin/candidate/profile/download?candidateId=${encodeURIComponent(candidateId)}&${q.toString()}`;
  return `/api/candidate/profile/download?${q.toString()}`;
}

/** The file name of an attachment response (RFC 6266: the UTF-8 form first). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed escape falls through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-[var(--color-surface)] data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50";

/**
 * First document §4.4 download menu: the original resume (only when one exists), the PDF, and Word
 * (only for a custom resume). The file is fetched, so the staged progress counter runs while the
 * server renders it and a failure shows its message instead of a broken download.
 */
export function DownloadMenu({ downloads, candidateId }: { downloads: ProfileDownloads; candidateId?: string }) {
  const t = useTranslations("profile.download");
  const tErrors = useTranslations("errors");
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const [error, setError] = useState("");
  const progress = useStagedProgress(busy !== null);
  if (!downloads.pdf && !downloads.resume && !downloads.docx) return null;

  async function download(format: DownloadFormat) {
    setBusy(format);
    setError("");
    try {
      const res = await fetch(downloadPath(format, candidateId), { credentials: "include" });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { code?: number } | null;
        const text = body?.code ? tErrors(`text_response_${body.code}`) : "";
        setError(text || tErrors("client.unexpected"));
        return;
      }
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = fileNameFrom(res.headers.get("content-disposition"), `profile.${format === "docx" ? "docx" : "pdf"}`);
      document.body.appendChild(a);
      a.click();
      a.remove();
      // Revoked later: some browsers read the URL after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError(tErrors("client.failedFetch"));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={buttonClasses({ variant: "secondary", size: "sm" })} disabled={busy !== null} data-testid="download-menu">
          <Download aria-hidden="true" size={16} />
          {busy ? t("preparing", { value: progress }) : t("menu")}
          <ChevronDown aria-hidden="true" size={14} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-[200px] rounded-md border border-[var(--color-line)] bg-white p-1 shadow-lg">
            {downloads.resume ? (
              <DropdownMenu.Item className={ITEM} onSelect={() => void download("resume")}>
                <FileUp aria-hidden="true" size={16} /> {t("resume")}
              </DropdownMenu.Item>
            ) : null}
            {downloads.pdf ? (
              <DropdownMenu.Item className={ITEM} onSelect={() => void download("pdf")}>
                <FileText aria-hidden="true" size={16} /> {t("pdf")}
              </DropdownMenu.Item>
            ) : null}
            {downloads.docx ? (
              <DropdownMenu.Item className={ITEM} onSelect={() => void download("docx")}>
                <FileType aria-hidden="true" size={16} /> {t("docx")}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {busy ? (
        <span className="sr-only" role="status">
          {t("preparing", { value: progress })}
        </span>
      ) : null}
      {error ? (
        <p role="alert" className="max-w-[260px] text-right text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
