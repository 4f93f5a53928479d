import { ErrorPage } from "@/components/errors/error-page";
import { currentTenantOrNull } from "@/lib/tenancy/server";

export default async function NotFound() {
  const tenant = await currentTenantOrNull().catch(() => null);
  return (
    <main id="main">
      <ErrorPage status={404} poweredBy={tenant?.isSKClient ?? false} fullScreen />
    </main>
  );
}
