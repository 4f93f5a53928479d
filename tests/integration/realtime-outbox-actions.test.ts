import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { returnValidationErrors } from "next-safe-action";
import { redirect } from "next/navigation";
import { z } from "zod";
import { closeDb } from "@/db/client";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { queueRealtime } from "@/lib/realtime/outbox";
import { closePublisher } from "@/lib/realtime/publisher";
import type { RealtimeServer } from "@/realtime/server";
import { signInAs, type TestSession } from "../support/sessions";
import { openReady, sidecarUrl, startSidecar, tokenFor, type TestSocket } from "../support/realtime";
import { authSecret } from "@/lib/auth/secret";

/**
 * The safe-action door of the outbox (D50): what an action queued reaches the user's socket only
 * when the action succeeded (or redirected after succeeding); a server error or a validation
 * failure publishes nothing. Real sidecar, real Redis; Next's request scope is played by the
 * headers a browser request would carry.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const { actionClient } = await import("@/lib/actions/client");
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const saved = { REALTIME_BUS: process.env.REALTIME_BUS, REDIS_URL: process.env.REDIS_URL };
let server: RealtimeServer;
let talent: TestSession;
let socket: TestSocket;

function notify(label: string) {
  queueRealtime({ channel: { kind: "user", companyId: talent.claims.companyId!, userId: talent.claims.userId }, message: { type: "notification", label } });
}

const action = actionClient.metadata({ name: "test.realtime", access: "signedIn" }).inputSchema(z.object({ outcome: z.enum(["ok", "error", "invalid", "redirect"]) }));
const run = action.action(async ({ parsedInput }) => {
  notify(parsedInput.outcome);
  if (parsedInput.outcome === "error") throw appError(ERROR_CODES.permissionDenied);
  if (parsedInput.outcome === "invalid") returnValidationErrors(z.object({ outcome: z.string() }), { outcome: { _errors: ["no"] } });
  if (parsedInput.outcome === "redirect") redirect("/dashboard");
  return { done: true };
});

beforeAll(async () => {
  process.env.REALTIME_BUS = "redis";
  process.env.REDIS_URL = REDIS_URL;
  talent = await signInAs("talent@demo.test", "demo");
  request.headers = new Headers({ host: "localhost:3000", cookie: talent.cookie });
  server = await startSidecar({ secret: authSecret(), bus: { kind: "redis", redisUrl: REDIS_URL } });
  socket = await openReady(sidecarUrl(server, { tenant: "demo", token: tokenFor(authSecret(), { companyId: talent.claims.companyId!, userId: talent.claims.userId }) }));
});

afterAll(async () => {
  socket.ws.terminate();
  await server.close();
  await closePublisher();
  await closeDb();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe("the safe-action client publishes what an action queued", () => {
  it("only when the action succeeded or redirected after succeeding, never after a server error or a validation failure", async () => {
    expect(await run({ outcome: "error" })).toMatchObject({ serverError: { code: ERROR_CODES.permissionDenied } });
    expect(await run({ outcome: "invalid" })).toHaveProperty("validationErrors");
    expect(await run({ outcome: "ok" })).toEqual({ data: { done: true } });
    await expect(run({ outcome: "redirect" })).rejects.toThrow(/NEXT_REDIRECT/);
    await socket.next("notification");
    await new Promise((r) => setTimeout(r, 300));
    expect(socket.messages.filter((m) => m.type === "notification").map((m) => m.label)).toEqual(["ok", "redirect"]);
  });
});
