"use client";

import { useState, useTransition } from "react";
import { Share2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ShareDialog } from "@/components/ui/share-dialog-lazy";
import { errorCodeOf } from "@/lib/errors/messages";
import { shareCandidateProfileAction, shareOwnProfileAction } from "@/lib/profiles/share-actions";
import { formatDate } from "@/lib/i18n/format";

/**
 * "Share profile": seals a public link (`/public/candidate/{encryptedCandidateId}`) and shows it in
 * the share dialog. The talent shares their own profile; an admin shares the candidate shown.
 */
export function ShareProfileButton({ candidateId }: { candidateId?: string }) {
  const t = useTranslations("profile.share");
  const tErrors = useTranslations("errors");
  const locale = useLocale();
  const [pending, startTransition] = useTransition();
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState("");

  const share = () =>
    startTransition(async () => {
      setError("");
      const result = candidateId ? await shareCandidateProfileAction({ candidateId }) : await shareOwnProfileAction({});
      if (result?.data) {
        setLink({ url: new URL(result.data.path, window.location.origin).toString(), expiresAt: result.data.expiresAt });
        return;
      }
      const code = errorCodeOf(result?.serverError);
      setError((code ? tErrors(`text_response_${code}`) : "") || tErrors("client.unexpected"));
    });

  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" size="sm" onClick={share} loading={pending} data-testid="share-profile">
        <Share2 aria-hidden="true" size={16} />
        {t("button")}
      </Button>
      {error ? (
        <p role="alert" className="max-w-[260px] text-right text-xs text-red-700">
          {error}
        </p>
      ) : null}
      <ShareDialog
        open={link !== null}
        onOpenChange={(o) => !o && setLink(null)}
        link={link?.url ?? ""}
        title={t("title")}
        description={link ? t("description", { date: formatDate(link.expiresAt, locale === "fr" ? "fr" : "en") }) : undefined}
      />
    </div>
  );
}
