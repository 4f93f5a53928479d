"use client";

import { useState } from "react";
import { ChevronDown, Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button-classes";
import { useDeferredControl } from "@/components/ui/deferred-control";
import { lazyModule } from "@/components/ui/lazy-module";
import { useStagedProgress } from "./use-staged-progress";
import type { ProfileDownloads } from "@/lib/profiles/viewer";
import type { DownloadMenuView as DownloadMenuViewComponent } from "./download-menu-view";

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

/** The menu's code (Radix DropdownMenu and its positioning), its own chunk (D83). */
const viewModule = lazyModule<typeof DownloadMenuViewComponent>(() => import("./download-menu-view").then((m) => m.DownloadMenuView));

/** Loads the menu's code ahead (tests). */
export async function loadDownloadMenu(): Promise<void> {
  await viewModule.load();
}

/** The keys Radix DropdownMenu's trigger opens on. */
const OPEN_KEYS = ["Enter", " ", "ArrowDown"];

/**
 * First document §4.4 download menu: the original resume (only when one exists), the PDF, and Word
 * (only for a custom resume). The file is fetched, so the staged progress counter runs while the
 * server renders it and a failure shows its message instead of a broken download. The menu's code
 * loads when the button is pointed at, focused or pressed (D81, D83); until then the button is the
 * same menu button, closed.
 */
export function DownloadMenu({ downloads, candidateId }: { downloads: ProfileDownloads; candidateId?: string }) {
  const t = useTranslations("profile.download");
  const tErrors = useTranslations("errors");
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const [error, setError] = useState("");
  const progress = useStagedProgress(busy !== null);
  const { loaded: DownloadMenuView, openIntent, focusOnSwap, standInProps } = useDeferredControl(viewModule, OPEN_KEYS);
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

  const triggerProps = { type: "button" as const, className: buttonClasses({ variant: "secondary", size: "sm" }), disabled: busy !== null, "data-testid": "download-menu" };
  const triggerContent = (
    <>
      <Download aria-hidden="true" size={16} />
      {busy ? t("preparing", { value: progress }) : t("menu")}
      <ChevronDown aria-hidden="true" size={14} />
    </>
  );

  return (
    <div className="flex flex-col items-end gap-1">
      {DownloadMenuView ? (
        <DownloadMenuView trigger={<button {...triggerProps}>{triggerContent}</button>} downloads={downloads} onPick={(format) => void download(format)} openIntent={openIntent} focusTrigger={focusOnSwap} disabled={busy !== null} />
      ) : (
        <button {...standInProps} {...triggerProps} aria-haspopup="menu" aria-expanded={false} data-state="closed" data-disabled={busy !== null ? "" : undefined}>
          {triggerContent}
        </button>
      )}
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
