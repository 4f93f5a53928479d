import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { LOCALE_COOKIE, chooseLocale } from "@/lib/i18n/config";
import { introVideoUploadUrl } from "@/lib/intro-video/commands";
import { uploadUrlBodySchema } from "@/lib/intro-video/schemas";

/**
 * Step 1 of an intro video upload: a short-lived signed `PUT /api/uploads/<token>` URL bound to
 * this talent, the byte cap and the answers' timings. The questions are stored in the language
 * the recorder was shown in.
 */
export const POST = apiRoute(
  { access: { portal: ["talent"], roles: ["talent"], module: "profile" }, body: uploadUrlBodySchema },
  async ({ req, tenant, user, body }) => {
    const me = requireUser(user);
    const locale = chooseLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get("accept-language"));
    return introVideoUploadUrl({ companyId: tenant.id, userId: me.userId }, body.answers, locale);
  },
);
