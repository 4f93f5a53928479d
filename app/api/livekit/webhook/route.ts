import { NextResponse, type NextRequest } from "next/server";
import { WebhookReceiver, type WebhookEvent } from "livekit-server-sdk";
import { errorResponse, toErrorResponse } from "@/lib/api/route";
import { readBodyCapped } from "@/lib/api/body";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { applyWebhookEvent } from "@/lib/interview-room/video";
import { livekitConfig } from "@/lib/livekit/config";
import { runWithOutbox } from "@/lib/realtime/outbox";

export const dynamic = "force-dynamic";

/** LiveKit's events are small; anything larger is not one of them. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * POST /api/livekit/webhook (issue 15): LiveKit's server-to-server events. Not built with apiRoute
 * (no tenant host, no session): the proof is the signature. The Authorization header is a JWT
 * signed with our API secret whose sha256 claim is the body's hash, so the raw body is verified
 * as received (WebhookReceiver), never re-serialised. Anything unverified is 401 (10545) with
 * nothing written. The company comes from the interview the room name points at.
 */
export async function POST(req: NextRequest): Promise<Response> {
  const refused = appError(ERROR_CODES.webhookRejected);
  const cfg = livekitConfig();
  if (!cfg) return errorResponse(refused.code, refused.status, refused.message);
  let event: WebhookEvent;
  try {
    const bytes = await readBodyCapped(req, MAX_WEBHOOK_BYTES);
    const body = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    event = await new WebhookReceiver(cfg.apiKey, cfg.apiSecret).receive(body, req.headers.get("authorization") ?? undefined);
  } catch {
    return errorResponse(refused.code, refused.status, refused.message);
  }
  try {
    const outcome = await runWithOutbox(() => applyWebhookEvent(event));
    return NextResponse.json({ results: { outcome } }, { headers: { "cache-control": "no-store" } });
  } catch (e) {
    return toErrorResponse(e);
  }
}
