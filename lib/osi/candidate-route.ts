import "server-only";
import { hit } from "@/lib/auth/rate-limit";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { clientAddress } from "@/lib/security/client-address";
import type { Tenant } from "@/lib/tenancy/queries";
import { invitationIdFromToken } from "./candidate";

/**
 * The rate limit of the public OSI routes (D72): per invitation for a link that opens (a whole
 * interview of 10 answers of 40 chunks each, with retries, stays far below it), per client
 * address for one that does not (guessing links costs 10429 quickly).
 */
const PER_INVITATION = { limit: 900, windowSec: 600 };
const PER_ADDRESS_BAD_LINK = { limit: 60, windowSec: 600 };

export async function limitOsiRequest(tenant: Pick<Tenant, "slug">, token: unknown, headers: Headers): Promise<void> {
  const id = invitationIdFromToken(tenant, token);
  const r = id
    ? await hit(`osi:inv:${id}`, PER_INVITATION.limit, PER_INVITATION.windowSec)
    : await hit(`osi:bad:${clientAddress(headers) ?? "unknown"}`, PER_ADDRESS_BAD_LINK.limit, PER_ADDRESS_BAD_LINK.windowSec);
  if (!r.allowed) throw appError(ERROR_CODES.tooManyAttempts);
}

export function paramOf(params: Record<string, string | string[]>, name: string): string {
  const v = params[name];
  return typeof v === "string" ? v : "";
}
