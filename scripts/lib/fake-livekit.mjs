import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { TokenVerifier } from "livekit-server-sdk";

/**
 * A stand-in for a LiveKit server (issue 15; no SFU can run here), for the integration tests
 * (tests/support/livekit-server.ts) and the e2e server (scripts/e2e-server.mjs): a loopback HTTP
 * server speaking the room service's Twirp protocol (`POST /twirp/livekit.RoomService/<Method>`,
 * JSON, `Authorization: Bearer <JWT>` verified with TokenVerifier and the app's key pair), with
 * rooms and participants in memory. Tests set the participants in-process, or over
 * `PUT /_control/rooms/<room>/participants` (JSON array) and read `GET /_control/rooms` (e2e).
 * Never used outside tests.
 */
async function readAll(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  return Buffer.concat(chunks).toString("utf8");
}

function twirpError(res, status, code, msg) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ code, msg }));
}

export async function startFakeLivekit({ key, secret, port = 0 }) {
  const verifier = new TokenVerifier(key, secret);
  const rooms = new Map();
  const calls = [];
  const state = { failing: false };
  const ensure = (name) => {
    let r = rooms.get(name);
    if (!r) rooms.set(name, (r = { sid: `RM_${randomUUID().slice(0, 12)}`, name, emptyTimeout: 0, departureTimeout: 0, metadata: "", participants: [] }));
    return r;
  };
  const json = (res, o) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(o));
  const server = createServer(async (req, res) => {
    const raw = await readAll(req);
    const control = /^\/_control\/rooms(?:\/([^/]+)\/participants)?$/.exec(req.url ?? "");
    if (control) {
      if (req.method === "GET" && !control[1]) return json(res, [...rooms.values()]);
      if (req.method === "PUT" && control[1]) {
        ensure(decodeURIComponent(control[1])).participants = JSON.parse(raw || "[]");
        return json(res, {});
      }
      return twirpError(res, 404, "bad_route", "no such control route");
    }
    const m = /^\/twirp\/livekit\.RoomService\/(\w+)$/.exec(req.url ?? "");
    if (req.method !== "POST" || !m) return twirpError(res, 404, "bad_route", "no such route");
    let body = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return twirpError(res, 400, "malformed", "bad json");
    }
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    let grants = null;
    try {
      grants = auth ? await verifier.verify(auth) : null;
    } catch {
      grants = null;
    }
    calls.push({ method: m[1], body, grants, authorized: grants !== null });
    if (!grants) return twirpError(res, 401, "unauthenticated", "invalid token");
    if (state.failing) return twirpError(res, 503, "unavailable", "simulated outage");
    const video = grants.video ?? {};
    const room = String(body.room ?? body.name ?? "");
    switch (m[1]) {
      case "CreateRoom": {
        if (!video.roomCreate) return twirpError(res, 403, "permission_denied", "roomCreate required");
        const r = ensure(room);
        r.emptyTimeout = Number(body.emptyTimeout ?? 0);
        r.departureTimeout = Number(body.departureTimeout ?? 0);
        r.metadata = String(body.metadata ?? "");
        return json(res, { sid: r.sid, name: r.name, emptyTimeout: r.emptyTimeout, departureTimeout: r.departureTimeout, metadata: r.metadata });
      }
      case "ListParticipants": {
        if (!video.roomAdmin || video.room !== room) return twirpError(res, 403, "permission_denied", "roomAdmin on this room required");
        const r = rooms.get(room);
        if (!r) return twirpError(res, 404, "not_found", "requested room does not exist");
        return json(res, { participants: r.participants.map((p) => ({ sid: p.sid, identity: p.identity, name: p.name ?? "", attributes: p.attributes ?? {}, state: "ACTIVE" })) });
      }
      case "DeleteRoom": {
        if (!video.roomCreate) return twirpError(res, 403, "permission_denied", "roomCreate required");
        rooms.delete(room);
        return json(res, {});
      }
      case "RemoveParticipant": {
        if (!video.roomAdmin || video.room !== room) return twirpError(res, 403, "permission_denied", "roomAdmin on this room required");
        const r = rooms.get(room);
        if (r) r.participants = r.participants.filter((p) => p.identity !== body.identity);
        return json(res, {});
      }
      default:
        return twirpError(res, 404, "bad_route", "unknown method");
    }
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = server.address().port;
  return {
    httpUrl: `http://127.0.0.1:${bound}`,
    wsUrl: `ws://127.0.0.1:${bound}`,
    rooms,
    calls,
    get failing() {
      return state.failing;
    },
    set failing(v) {
      state.failing = v;
    },
    setParticipants(name, participants) {
      ensure(name).participants = participants;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
