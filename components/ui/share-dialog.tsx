"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { dialogClasses } from "./confirm-dialog";

/** Spec §9: copy-confirmation timeout. */
export const COPY_TIMEOUT_MS = 500;

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  link: string;
  /** Defaults to the translated "Share". */
  title?: ReactNode;
  description?: ReactNode;
}

export function ShareDialog({ open, onOpenChange, link, title, description }: ShareDialogProps) {
  const t = useTranslations("ui");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content
          className={dialogClasses.content}
          // Radix warns when a dialog points at a description that is not rendered.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className={dialogClasses.title}>{title ?? t("shareDialog.title")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("shareDialog.close")}
              className="-me-2 -mt-2 inline-flex size-9 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
                <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className={dialogClasses.message}>{description}</Dialog.Description> : null}
          {/* Remounted per opening (Radix unmounts closed content), so "Copied" never lingers. */}
          <CopyLink link={link} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CopyLink({ link }: { link: string }) {
  const t = useTranslations("ui");
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // A counter rather than a flag so a second copy within the timeout restarts it.
  const [copies, setCopies] = useState(0);
  const [showCopied, setShowCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setShowCopied(false), COPY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [copies]);

  async function copy() {
    setFailed(false);
    try {
      await navigator.clipboard.writeText(link);
      setShowCopied(true);
      setCopies((n) => n + 1);
    } catch {
      // No clipboard access (insecure context, denied permission): leave the text selected so
      // the user can copy it by hand.
      setFailed(true);
      inputRef.current?.select();
    }
  }

  return (
    <div className="mt-4">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-800">
        {t("shareDialog.linkLabel")}
      </label>
      <div className="flex flex-col gap-2 min-[600px]:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="h-[42px] min-w-0 flex-1 rounded-md border border-gray-400 bg-gray-50 px-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
        />
        <button type="button" onClick={copy} className={`${dialogClasses.button} ${dialogClasses.primary}`}>
          {showCopied ? (
            <>
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.5" className="size-4">
                <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t("shareDialog.copied")}
            </>
          ) : (
            t("shareDialog.copy")
          )}
        </button>
      </div>
      <p role="status" className="sr-only">
        {showCopied ? t("shareDialog.copiedAnnouncement") : ""}
      </p>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t("shareDialog.copyFailed")}
        </p>
      ) : null}
    </div>
  );
}
