import { LOGIN_PATHS } from "@/lib/auth/redirect";
import { currentTenant } from "@/lib/tenancy/server";
import { CodeLoginForm } from "./code-login-form";
import { LoginScreen } from "./login-screen";

/**
 * The external login screen, with or without a job (server component shared by both routes).
 * It stays open to a signed-in visitor: a job's apply link leads here, and signing in again
 * through it is how that job's candidate session starts.
 */
export async function ExternalLoginPage({ jobId }: { jobId: string | null }) {
  const tenant = await currentTenant();
  return (
    <LoginScreen section="externalLogin" branding={{ name: tenant.name, logoUrl: tenant.logoUrl }} backHref={LOGIN_PATHS.talent} audience="candidate">
      {jobId ? <CodeLoginForm flow="job" jobId={jobId} /> : <CodeLoginForm flow="external" />}
    </LoginScreen>
  );
}
