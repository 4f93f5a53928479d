import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { deleteIntroVideo } from "@/lib/intro-video/commands";
import { introVideoOf } from "@/lib/intro-video/queries";

const TALENT = { portal: ["talent"], roles: ["talent"], module: "profile" } as const;

/** The talent's intro video: a fresh signed URL and the question overlay (the player re-calls it every 110 s). */
export const GET = apiRoute({ access: TALENT }, async ({ tenant, user }) => {
  const me = requireUser(user);
  return introVideoOf(tenant.id, me.userId);
});

/** Spec §7 `DELETE candidate/introvideo`: answers `{ code }`, from which the client picks its message. */
export const DELETE = apiRoute({ access: TALENT }, async ({ tenant, user }) => {
  const me = requireUser(user);
  return deleteIntroVideo({ companyId: tenant.id, userId: me.userId });
});
