"use client";

import type { ReactNode } from "react";
import { DropdownMenu } from "radix-ui";
import { FileText, FileType, FileUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDeferredMenu, type OpenIntent } from "@/components/ui/deferred-control";
import type { ProfileDownloads } from "@/lib/profiles/viewer";
import type { DownloadFormat } from "./download-menu";

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-[var(--color-surface)] data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50";

/**
 * The Radix part of the profile's download menu (components/profile/view/download-menu.tsx),
 * loaded on first intent (D81, D83). `trigger` is the menu button; `openIntent` opens the menu at
 * once when it was pressed before this code had loaded, `focusTrigger` moves the focus from the
 * stand-in to the real button.
 */
export function DownloadMenuView({
  trigger,
  downloads,
  onPick,
  openIntent,
  focusTrigger,
  disabled,
}: {
  trigger: ReactNode;
  disabled: boolean;
  downloads: ProfileDownloads;
  onPick: (format: DownloadFormat) => void;
  openIntent: OpenIntent;
  focusTrigger: boolean;
}) {
  const t = useTranslations("profile.download");
  const { open, setOpen, triggerRef, contentRef } = useDeferredMenu(openIntent, focusTrigger);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild ref={triggerRef} disabled={disabled}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content ref={contentRef} align="end" sideOffset={6} className="z-50 min-w-[200px] rounded-md border border-[var(--color-line)] bg-white p-1 shadow-lg">
          {downloads.resume ? (
            <DropdownMenu.Item className={ITEM} onSelect={() => onPick("resume")}>
              <FileUp aria-hidden="true" size={16} /> {t("resume")}
            </DropdownMenu.Item>
          ) : null}
          {downloads.pdf ? (
            <DropdownMenu.Item className={ITEM} onSelect={() => onPick("pdf")}>
              <FileText aria-hidden="true" size={16} /> {t("pdf")}
            </DropdownMenu.Item>
          ) : null}
          {downloads.docx ? (
            <DropdownMenu.Item className={ITEM} onSelect={() => onPick("docx")}>
              <FileType aria-hidden="true" size={16} /> {t("docx")}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
