import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { GATE_SESSION_HEADER } from "@/lib/auth/gate-handoff";
import { LOG_OPTIONS } from "@/lib/log";

/** A log line never carries a credential a request brought: the cookie, a bearer token, or the proxy's sealed session. */
describe("log redaction of request credentials", () => {
  it("blanks the cookie, the authorization and the sealed session hand-over headers", () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const log = pino({ ...LOG_OPTIONS, level: "info" }, sink);
    log.info({ req: { url: "/jobs", headers: { cookie: "authjs.session-token=cookie-secret", authorization: "Bearer bearer-secret", [GATE_SESSION_HEADER]: "sealed-secret", accept: "text/html" } } }, "request");
    const out = lines.join("");
    for (const secret of ["cookie-secret", "bearer-secret", "sealed-secret"]) expect(out).not.toContain(secret);
    expect(out).toContain("text/html");
    expect(out.match(/\[redacted\]/g)?.length).toBe(3);
  });
});
