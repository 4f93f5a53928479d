import { apiRoute } from "@/lib/api/route";
import { appConfig } from "@/lib/tenancy/config";

export const GET = apiRoute({ access: "public" }, async ({ tenant }) => appConfig(tenant));
