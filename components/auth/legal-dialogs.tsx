"use client";

import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { dialogClasses } from "@/components/ui/confirm-dialog";

/** Terms of Use differ for candidates and for companies (legal notice section of the spec). */
export type LegalAudience = "candidate" | "company";

const TERMS_ITEMS: Record<LegalAudience, readonly string[]> = {
  candidate: ["age", "accuracy", "account", "interviews"],
  company: ["notice", "changes", "liability", "commission"],
};

const PRIVACY_ITEMS = ["collection", "storage", "noSale", "rights", "contact"] as const;

const linkButton =
  "inline rounded-sm font-medium text-[var(--brand)] underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]";

function LegalDialog({ title, trigger, children }: { title: string; trigger: ReactNode; children: ReactNode }) {
  const t = useTranslations("auth");
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className={linkButton}>
          {trigger}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content}>
          <Dialog.Title className={dialogClasses.title}>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-3 text-sm leading-relaxed text-gray-700">{children}</div>
          </Dialog.Description>
          <div className={dialogClasses.actions}>
            <Dialog.Close asChild>
              <button type="button" className={`${dialogClasses.button} ${dialogClasses.primary}`}>
                {t("legal.close")}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The sign-in help line: "By signing in, you agree to the Terms of Use and the Data Privacy Notice", each opening its modal. */
export function LegalHelpLine({ audience, company }: { audience: LegalAudience; company: string }) {
  const t = useTranslations("auth");
  return (
    <p className="text-center text-xs leading-relaxed text-[var(--color-muted)]">
      {t.rich("help", {
        terms: (chunks) => (
          <LegalDialog title={t("legal.terms.title")} trigger={chunks}>
            <ul className="list-disc space-y-2 pl-5">
              {TERMS_ITEMS[audience].map((key) => (
                <li key={key}>{t(`legal.terms.${audience}.${key}`, { company })}</li>
              ))}
            </ul>
          </LegalDialog>
        ),
        privacy: (chunks) => (
          <LegalDialog title={t("legal.privacy.title")} trigger={chunks}>
            {PRIVACY_ITEMS.map((key) => (
              <p key={key}>{t(`legal.privacy.${key}`, { company })}</p>
            ))}
          </LegalDialog>
        ),
      })}
    </p>
  );
}
