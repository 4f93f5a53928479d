import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { catalogueResponse, groupStacks, listStacks } from "@/lib/catalogue/queries";
import { skillCategorySchema } from "@/lib/catalogue/slug-schemas";

const query = z.object({
  category: skillCategorySchema.optional(),
  grouped: z.enum(["1", "true", "0", "false"]).optional(),
});

export const GET = apiRoute({ access: "public", query }, async ({ query }) => {
  const rows = await listStacks(getDb(), { category: query.category });
  const grouped = query.grouped === "1" || query.grouped === "true";
  return catalogueResponse(grouped ? groupStacks(rows) : rows);
});
