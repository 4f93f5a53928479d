import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { InvitationForm } from "@/components/org/invitation-form";
import { peekLinkToken } from "@/lib/auth/tokens";
import { errorTextKey } from "@/lib/errors/messages";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

type Params = Promise<{ token: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("org"))("invitation.title"), robots: { index: false } };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Where the invitation e-mail leads. The link is checked without being spent (a broken, expired or
 * used one shows 10221/10222/10223 at once); the set-password form spends it.
 */
export default async function InvitationPage({ params }: { params: Params }) {
  const [tenant, { token: raw }, t, tErrors] = await Promise.all([currentTenant(), params, getTranslations("org.invitation"), getTranslations("errors")]);
  const token = safeDecode(raw);
  const check = await peekLinkToken("invitation", tenant.id, token);
  return (
    <ClientMessages namespaces={["auth", "errors", "org", "uiInputs"]}>
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-10 max-[600px]:items-start max-[600px]:px-3 max-[600px]:py-6">
      <div className="w-full max-w-[420px] rounded-xl border border-[var(--color-line)] bg-white p-8 shadow-sm max-[600px]:p-5">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- tenant logos are arbitrary URLs */}
          <img src={tenant.logoUrl ?? "/brand/default-logo.svg"} alt={tenant.name} className="h-10 w-auto max-w-[200px] object-contain" />
          <h1 className="text-xl font-medium text-[var(--color-ink)]">{check.ok ? t("title") : t("invalidTitle")}</h1>
          {check.ok ? <p className="text-sm break-words text-[var(--color-muted)]">{t("intro", { company: tenant.name, email: check.token.email })}</p> : null}
        </div>
        {check.ok ? (
          <InvitationForm token={token} />
        ) : (
          <div className="flex flex-col gap-4" data-testid="invitation-invalid" data-code={check.code}>
            <Alert variant="danger">{tErrors(errorTextKey(check.code))}</Alert>
            <p className="text-sm text-gray-700">{t("askAdmin")}</p>
            <Link href="/admin/login" className="text-center text-sm font-medium text-[var(--brand)] hover:underline">
              {t("signIn")}
            </Link>
          </div>
        )}
      </div>
    </main>
    </ClientMessages>
  );
}
