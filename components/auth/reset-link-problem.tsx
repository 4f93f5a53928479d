"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { FORGOT_PASSWORD_PATHS, type RecoveryPortal } from "@/lib/auth/recovery-paths";
import { resolveErrorText } from "@/lib/errors/messages";

/** A reset link that cannot be used (10221 broken, 10222 expired, 10223 used) and the way to a new one. */
export function ResetLinkProblem({ code, portal }: { code: number; portal: RecoveryPortal }) {
  const t = useTranslations("authRecovery");
  const tErrors = useTranslations("errors");
  return (
    <div className="flex flex-col gap-4" data-testid="reset-link-problem" data-code={code}>
      <Alert variant="danger" title={t("reset.problemTitle")}>
        {resolveErrorText(tErrors, { code }) || tErrors("text_response_10000")}
      </Alert>
      <Link href={FORGOT_PASSWORD_PATHS[portal]} className={buttonClasses({ variant: "primary", size: "md", fullWidth: true })}>
        {t("reset.requestNew")}
      </Link>
    </div>
  );
}
