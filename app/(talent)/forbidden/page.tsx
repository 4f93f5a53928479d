import { ErrorPage } from "@/components/errors/error-page";
import { currentTenant } from "@/lib/tenancy/server";

/** The proxy rewrites here (status 403) when a module or privilege is missing: 403 inside the layout. */
export default async function Forbidden() {
  const tenant = await currentTenant();
  return <ErrorPage status={403} poweredBy={tenant.isSKClient} />;
}
