import { apiRoute } from "@/lib/api/route";
import { giveOsiConsent } from "@/lib/osi/candidate-commands";
import { limitOsiRequest, paramOf } from "@/lib/osi/candidate-route";

/** The candidate's consent to record (intro page); the sealed link is the only credential. */
export const POST = apiRoute({ access: "public" }, async ({ req, tenant, params }) => {
  const token = paramOf(params, "token");
  await limitOsiRequest(tenant, token, req.headers);
  return giveOsiConsent(tenant, token);
});
