import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { MODULE_TYPE } from "@/lib/tenancy/config";
import { listModuleRestrictions } from "@/lib/tenancy/queries";

const query = z.object({ moduleType: z.string({ error: "moduleType is required" }).regex(MODULE_TYPE, "moduleType must look like {name}Module") });

export const GET = apiRoute({ access: "public", query }, async ({ tenant, query }) => listModuleRestrictions(tenant.id, query.moduleType));
