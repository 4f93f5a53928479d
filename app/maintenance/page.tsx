import type { Metadata } from "next";
import { ErrorPage } from "@/components/errors/error-page";
import { currentTenantOrNull } from "@/lib/tenancy/server";

export const metadata: Metadata = { title: "503", robots: { index: false } };

/** Maintenance mode: the proxy rewrites every page here with status 503 (no shell, no home link). */
export default async function Maintenance() {
  const tenant = await currentTenantOrNull().catch(() => null);
  return (
    <main id="main">
      <ErrorPage status={503} poweredBy={tenant?.isSKClient ?? false} fullScreen />
    </main>
  );
}
