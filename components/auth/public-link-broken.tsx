"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";

/** A public login link that is malformed, tampered, expired or another company's: one answer, 10221. */
export function PublicLinkBroken() {
  const t = useTranslations("authCode");
  const tErrors = useTranslations("errors");
  return (
    <Alert variant="danger" data-testid="public-link-broken" data-code={ERROR_CODES.linkBroken}>
      <p>{tErrors(`text_response_${ERROR_CODES.linkBroken}`)}</p>
      <p className="mt-1">{t("publicBroken")}</p>
    </Alert>
  );
}
