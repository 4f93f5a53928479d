import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { moduleEnabled } from "@/lib/access/gate";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { storeIntroVideo } from "@/lib/intro-video/commands";
import { INTRO_VIDEO_MAX_BYTES } from "@/lib/intro-video/rules";
import { readUploadBody, verifyUploadToken } from "@/lib/storage/upload-url";

/**
 * The target of a signed upload URL (lib/storage/upload-url.ts): the raw file as the PUT body.
 * The token says who may upload what; the session must be that very user of this company, so a
 * leaked URL is useless to anyone else. The token is checked before a byte of the body is read.
 */
export const PUT = apiRoute({ access: "signedIn" }, async ({ req, tenant, user, params }) => {
  const me = requireUser(user);
  const grant = verifyUploadToken(typeof params.token === "string" ? params.token : "");
  if (grant.companyId !== tenant.id || grant.userId !== me.userId) throw appError(ERROR_CODES.permissionDenied);
  if (grant.kind !== "introVideo") throw appError(ERROR_CODES.linkBroken);
  if (!moduleEnabled(tenant.modules, "profile")) throw appError(ERROR_CODES.moduleNotEnabled);
  const bytes = await readUploadBody(req, Math.min(grant.maxBytes, INTRO_VIDEO_MAX_BYTES));
  return storeIntroVideo(grant, bytes);
});
