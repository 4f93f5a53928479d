"use client";

import { useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

/** Terms of Use differ for candidates and for companies (legal notice section of the spec). */
export type LegalAudience = "candidate" | "company";

const TERMS_ITEMS: Record<LegalAudience, readonly string[]> = {
  candidate: ["age", "accuracy", "account", "interviews"],
  company: ["notice", "changes", "liability", "commission"],
};

const PRIVACY_ITEMS = ["collection", "storage", "noSale", "rights", "contact"] as const;

const linkButton =
  "inline rounded-sm font-medium text-[var(--brand)] underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]";

// The dialog itself (radix) is loaded on the first click: the login page's first load stays light.
const LegalDialogBody = dynamic(() => import("./legal-dialog-body").then((m) => m.LegalDialogBody), { ssr: false });

function LegalDialog({ title, trigger, children }: { title: string; trigger: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={linkButton} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {trigger}
      </button>
      {open ? (
        <LegalDialogBody title={title} onClose={() => setOpen(false)}>
          {children}
        </LegalDialogBody>
      ) : null}
    </>
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
