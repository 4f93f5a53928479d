import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { catalogueResponse, getStaticData } from "@/lib/catalogue/queries";
import { staticDataParamsSchema } from "@/lib/catalogue/slug-schemas";
import { LOCALES, LOCALE_COOKIE, chooseLocale } from "@/lib/i18n/config";

const query = z.object({ locale: z.enum(LOCALES).optional() });

export const GET = apiRoute({ access: "public", query }, async ({ req, query, params }) => {
  const { slug } = staticDataParamsSchema.parse(params);
  const locale = query.locale ?? chooseLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get("accept-language"));
  return catalogueResponse(await getStaticData(getDb(), slug, locale), { localized: true });
});
