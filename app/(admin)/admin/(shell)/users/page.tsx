import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { UsersScreen } from "@/components/org/users-screen";
import { adminViewer } from "@/lib/access/page";
import { departmentOptions, listUsers, seatUsage } from "@/lib/org/queries";
import { userListQuerySchema } from "@/lib/org/schemas";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("org"))("users.title") };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function UsersPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/users");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const raw = await searchParams;
  // Odd values in the address bar fall back to defaults (the schema catches), never an error page.
  const query = userListQuerySchema.parse({ q: first(raw.q), state: first(raw.state), page: first(raw.page), size: first(raw.size) });
  const companyId = viewer.tenant.id;
  const [page, departments, seats] = await Promise.all([listUsers(companyId, query), departmentOptions(companyId), seatUsage(companyId)]);
  return (
    <ClientMessages namespaces={["auth", "errors", "org", "shell.roles", "ui", "uiInputs"]}>
    <UsersScreen
      page={page}
      query={query}
      departments={departments}
      seats={seats}
      viewerId={viewer.user.userId}
      canManage={viewer.can["users.manage"]}
      canManageDepartments={viewer.can["departments.manage"]}
    />
    </ClientMessages>
  );
}
