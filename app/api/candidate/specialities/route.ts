import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { catalogueResponse, listSpecialities } from "@/lib/catalogue/queries";

export const GET = apiRoute({ access: "public" }, async () => catalogueResponse(await listSpecialities(getDb())));
