import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest, type NextFetchEvent } from "next/server";
import { closeDb } from "@/db/client";
import { GATE_SESSION_HEADER, SEAL_MAX_AGE_MS, openGateSession, sealGateSession } from "@/lib/auth/gate-handoff";
import type { SessionUser } from "@/lib/auth/identity";
import { revokeSession } from "@/lib/auth/session-store";
import { proxy } from "@/proxy";
import { makeTalent } from "../support/profiles";
import { sessionFor, type TestSession } from "../support/sessions";

/**
 * The proxy hands the session it read to the page of the same request (lib/auth/gate-handoff.ts),
 * so the page does not ask Auth.js and the database a second time. What must hold: only the
 * proxy's own seal is ever believed, for its tenant, for a short while; a client's copy of the
 * header never reaches the page.
 */

afterAll(async () => {
  await closeDb();
});

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: "u1",
  sid: "s1",
  userId: "u1",
  companyId: "c1",
  tenant: "demo",
  portal: "talent",
  role: "talent",
  privileges: [],
  loginType: "email",
  candidateUniqueId: null,
  isSecurePassword: true,
  name: "Ada",
  email: "ada@example.test",
  ...over,
});

describe("the seal", () => {
  it("opens to the session it sealed, for the tenant it names", () => {
    const sealed = sealGateSession(user(), "demo");
    expect(openGateSession(sealed, "demo")).toEqual(user());
  });

  it("refuses another tenant, an old seal, a seal from the future, and no seal", () => {
    const now = Date.now();
    const sealed = sealGateSession(user(), "demo", now);
    expect(openGateSession(sealed, "acme", now)).toBeNull();
    expect(openGateSession(sealed, "demo", now + SEAL_MAX_AGE_MS + 1)).toBeNull();
    expect(openGateSession(sealGateSession(user(), "demo", now + 60_000), "demo", now)).toBeNull();
    expect(openGateSession(null, "demo")).toBeNull();
    expect(openGateSession("", "demo")).toBeNull();
  });

  it("refuses any change to the sealed session, and a seal made with another key", () => {
    const sealed = sealGateSession(user(), "demo");
    const [body, mac] = sealed.split(".");
    const forged = Buffer.from(JSON.stringify({ user: user({ role: "recruiterAdmin", portal: "admin" }), tenant: "demo", at: Date.now() })).toString("base64url");
    expect(openGateSession(`${forged}.${mac}`, "demo")).toBeNull();
    expect(openGateSession(`${body}.${mac.slice(0, -2)}`, "demo")).toBeNull();
    expect(openGateSession(`${body}.`, "demo")).toBeNull();
    expect(openGateSession(body, "demo")).toBeNull();
    // Another process draws another key: its seals mean nothing here.
    const holder = globalThis as unknown as Record<symbol, unknown>;
    const key = Symbol.for("talent.gate-session-key");
    const ours = holder[key];
    delete holder[key];
    const foreign = sealGateSession(user(), "demo");
    holder[key] = ours;
    expect(openGateSession(foreign, "demo")).toBeNull();
    expect(openGateSession(sealed, "demo")).toEqual(user());
  });
});

describe("the proxy's hand-over", () => {
  let session: TestSession;
  const event = {} as NextFetchEvent;

  beforeAll(async () => {
    session = await sessionFor(await makeTalent(), "demo");
  });

  /**
   * What the proxy forwards to the page (Next carries overridden request headers this way). The
   * request carries the host and protocol headers Next's server adds to every incoming request.
   */
  async function forwarded(headers: Record<string, string>, path = "/profile") {
    const init = { headers: { host: "localhost:3000", "x-forwarded-proto": "http", "x-tenant": "demo", accept: "text/html", ...headers } };
    const res = await proxy(new NextRequest(`http://localhost:3000${path}`, init), event);
    expect(res).toBeDefined();
    return { status: res!.status, location: res!.headers.get("location"), seal: res!.headers.get(`x-middleware-request-${GATE_SESSION_HEADER}`) };
  }

  it("seals the signed-in user's session for the page it lets through", async () => {
    const { status, location, seal } = await forwarded({ cookie: session.cookie });
    expect({ status, location }).toEqual({ status: 200, location: null });
    expect(openGateSession(seal, "demo")).toMatchObject({ userId: session.claims.userId, sid: session.claims.sid, portal: "talent" });
  });

  it("never forwards a client's copy: dropped without a session, replaced with one", async () => {
    const planted = sealGateSession(user({ userId: "someone-else", sid: "other" }), "demo");
    const visitor = await forwarded({ [GATE_SESSION_HEADER]: planted }, "/jobs");
    expect(visitor.seal).toBeNull();
    const signedIn = await forwarded({ cookie: session.cookie, [GATE_SESSION_HEADER]: planted });
    expect(openGateSession(signedIn.seal, "demo")?.userId).toBe(session.claims.userId);
  });

  it("seals nothing for a revoked session (the page then finds none either)", async () => {
    const other = await sessionFor(await makeTalent(), "demo");
    await revokeSession(other.claims.sid);
    const { seal } = await forwarded({ cookie: other.cookie });
    expect(seal).toBeNull();
  });
});
