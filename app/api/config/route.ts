import { apiRoute } from "@/lib/api/route";
import { companyConfig } from "@/lib/tenancy/config";

export const GET = apiRoute({ access: "public" }, async ({ tenant }) => companyConfig(tenant));
