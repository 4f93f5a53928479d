import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LazyForgotPasswordForm } from "@/components/auth/forgot-password-form-lazy";
import { LoginScreen } from "@/components/auth/login-screen";
import { loginArtworkFor } from "@/lib/auth/login-artwork";
import { sessionExpiredNotice } from "@/lib/auth/login-notice";
import { LOGIN_PATHS, loginRedirect, safeRelativePath } from "@/lib/auth/redirect";
import { getPortalUser } from "@/lib/auth/session";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const portalOf = (params: Awaited<SearchParams>) => (params.section === "cloud" ? "cloud" : "admin");

const isForgotPassword = (params: Awaited<SearchParams>) => params.section === "forgotPassword";

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const params = await searchParams;
  if (isForgotPassword(params)) return { title: (await getTranslations("authRecovery"))("meta.forgotPassword") };
  const t = await getTranslations("auth");
  return { title: t(portalOf(params) === "cloud" ? "meta.cloudLogin" : "meta.adminLogin") };
}

/**
 * Admin portal login; `?section=cloud` shows the cloud admin section of the same screen and
 * `?section=forgotPassword` the admin portal's forgot password (spec second document §2.4).
 * `?role=` picks the role's artwork; `?expired=1` shows the session-expired text (spec §8).
 */
export default async function AdminLoginPage({ searchParams }: { searchParams: SearchParams }) {
  const [tenant, params] = await Promise.all([currentTenant(), searchParams]);
  if (isForgotPassword(params)) {
    return (
      <ClientMessages namespaces={["auth", "authCode", "authRecovery", "errors", "ui", "uiInputs"]}>
        <LoginScreen section="forgotPassword" branding={{ name: tenant.name, logoUrl: tenant.logoUrl }} backHref={LOGIN_PATHS.admin} audience="company">
          <LazyForgotPasswordForm portal="admin" />
        </LoginScreen>
      </ClientMessages>
    );
  }
  const portal = portalOf(params);
  const from = typeof params.from === "string" ? params.from : undefined;
  // Signed in already: on to the landing page, or to /login/reset-password with a temporary password.
  const user = await getPortalUser(portal);
  if (user) redirect(loginRedirect(user, from, tenant.modules));
  return (
    <ClientMessages namespaces={["auth", "authCode", "authRecovery", "errors", "ui", "uiInputs"]}>
      <LoginScreen
        section={portal === "cloud" ? "cloudLogin" : "adminLogin"}
        branding={{ name: tenant.name, logoUrl: tenant.logoUrl }}
        from={safeRelativePath(from) ?? undefined}
        artwork={loginArtworkFor("admin", params.role)}
        notice={await sessionExpiredNotice(params)}
      />
    </ClientMessages>
  );
}
