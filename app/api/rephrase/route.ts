import { apiRoute } from "@/lib/api/route";
import { rephraseTexts } from "@/lib/ai/rephrase";
import { rephraseBodySchema } from "@/lib/ai/schemas";
import { LOCALE_COOKIE, chooseLocale } from "@/lib/i18n/config";

/** Spec §7 `POST rephrase` { texts } → results.texts, through the configured AI provider (lib/ai). */
export const POST = apiRoute({ access: "signedIn", body: rephraseBodySchema }, async ({ req, body }) => {
  const locale = chooseLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get("accept-language"));
  return rephraseTexts(body.texts, locale);
});
