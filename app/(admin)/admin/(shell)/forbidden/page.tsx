import { ErrorPage } from "@/components/errors/error-page";
import { currentTenant } from "@/lib/tenancy/server";

export default async function AdminForbidden() {
  const tenant = await currentTenant();
  return <ErrorPage status={403} poweredBy={tenant.isSKClient} />;
}
