import { collab, getClientID, sendableUpdates } from "@codemirror/collab";
import { EditorState } from "@codemirror/state";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { questionText } from "@/lib/code-editor/languages";
import { clientMessage, type WireUpdate } from "@/lib/code-editor/protocol";
import { pushMessage, receiveWire } from "@/lib/code-editor/sync";
import { CodeAuthority, replayLog } from "@/realtime/code/authority";

/**
 * The code room's authority (realtime/code/authority.ts) with real @codemirror/collab peers and an
 * in-order network: whatever the interleaving of local edits, pushes (accepted or refused as
 * stale) and deliveries, once everything is delivered every peer holds the authority's document,
 * and the stored log replays to it (the replay page's fold).
 */
type Peer = { state: EditorState; inbox: { version: number; updates: WireUpdate[] }[] };

const op = fc.oneof(
  fc.record({ kind: fc.constant("edit" as const), peer: fc.nat(3), at: fc.nat(1000), del: fc.nat(4), text: fc.string({ maxLength: 5 }) }),
  fc.record({ kind: fc.constant("push" as const), peer: fc.nat(3) }),
  fc.record({ kind: fc.constant("deliver" as const), peer: fc.nat(3), n: fc.integer({ min: 1, max: 3 }) }),
);

function simulate(peerCount: number, ops: { kind: string; peer: number; at?: number; del?: number; text?: string; n?: number }[]) {
  const authority = new CodeAuthority("", 0);
  const log: WireUpdate[] = [];
  const peers: Peer[] = Array.from({ length: peerCount }, (_, i) => ({ state: EditorState.create({ doc: "", extensions: [collab({ startVersion: 0, clientID: `c${i}` })] }), inbox: [] }));
  const push = (p: Peer) => {
    const msg = pushMessage(p.state, getClientID(p.state));
    if (!msg) return;
    // Through the wire schema, as the sidecar receives it.
    const parsed = clientMessage.parse(JSON.parse(JSON.stringify(msg)));
    if (parsed.type !== "push") throw new Error("not a push");
    const check = authority.check(parsed.version, parsed.clientID, parsed.updates.map((u) => u.changes));
    if (!check.ok) {
      expect(check.reason).toBe("stale");
      return;
    }
    const { version, wire } = authority.commit(check.doc, check.updates);
    log.push(...wire);
    for (const q of peers) q.inbox.push({ version, updates: wire });
  };
  const deliver = (p: Peer, n: number) => {
    for (let i = 0; i < n && p.inbox.length; i++) {
      const m = p.inbox.shift()!;
      const { tr, gap } = receiveWire(p.state, m.version, JSON.parse(JSON.stringify(m.updates)));
      expect(gap).toBe(false);
      if (tr) p.state = tr.state;
    }
  };
  for (const o of ops) {
    const p = peers[o.peer % peerCount]!;
    if (o.kind === "edit") {
      const len = p.state.doc.length;
      const from = len ? o.at! % (len + 1) : 0;
      const to = Math.min(len, from + o.del!);
      p.state = p.state.update({ changes: { from, to, insert: o.text! } }).state;
    } else if (o.kind === "push") push(p);
    else deliver(p, o.n!);
  }
  // Settle: deliver everything, push what is left, until nobody has anything to send.
  for (let round = 0; round < 50; round++) {
    for (const p of peers) deliver(p, Infinity);
    const left = peers.filter((p) => sendableUpdates(p.state).length);
    if (!left.length) break;
    for (const p of left) push(p);
  }
  return { authority, peers, log };
}

describe("the code authority", () => {
  it("brings every peer to the authority's document whatever the interleaving, and the log replays to it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.array(op, { maxLength: 80 }), (n, ops) => {
        const { authority, peers, log } = simulate(n, ops);
        const final = authority.doc.toString();
        for (const p of peers) expect(p.state.doc.toString()).toBe(final);
        expect(replayLog("", log)).toBe(final);
        expect(authority.version).toBe(log.length);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a push at a stale version and accepts it once rebased", () => {
    const a = new CodeAuthority("", 0);
    const mk = (id: string) => EditorState.create({ doc: "", extensions: [collab({ startVersion: 0, clientID: id })] });
    let x = mk("x").update({ changes: { from: 0, insert: "hello" } }).state;
    let y = mk("y").update({ changes: { from: 0, insert: "world" } }).state;
    const px = pushMessage(x, "x")!;
    const okx = a.check(px.version, "x", px.updates.map((u) => u.changes));
    if (!okx.ok) throw new Error("x refused");
    const accepted = a.commit(okx.doc, okx.updates);
    const py = pushMessage(y, "y")!;
    expect(a.check(py.version, "y", py.updates.map((u) => u.changes))).toEqual({ ok: false, reason: "stale" });
    y = receiveWire(y, accepted.version, accepted.wire).tr!.state;
    x = receiveWire(x, accepted.version, accepted.wire).tr?.state ?? x;
    const py2 = pushMessage(y, "y")!;
    expect(py2.version).toBe(1);
    const oky = a.check(py2.version, "y", py2.updates.map((u) => u.changes));
    expect(oky.ok).toBe(true);
    if (oky.ok) a.commit(oky.doc, oky.updates);
    expect(a.doc.toString().length).toBe(10);
    expect(a.version).toBe(2);
  });

  it("refuses change sets that do not fit the document and documents over the cap", () => {
    const a = new CodeAuthority("abc", 0, 10, 20);
    expect(a.check(0, "c", [[5, [0, "x"]]])).toMatchObject({ ok: false, reason: "invalid" });
    expect(a.check(0, "c", [["nonsense"]])).toMatchObject({ ok: false, reason: "invalid" });
    expect(a.check(0, "c", [[3, [0, "x".repeat(30)]]])).toMatchObject({ ok: false, reason: "tooLarge" });
    expect(a.check(0, "c", [[3, [0, "x"]]])).toMatchObject({ ok: true });
  });

  it("keeps a window of recent updates and says when a pull must read the log", () => {
    const a = new CodeAuthority("", 0, 3);
    for (let i = 0; i < 5; i++) {
      const c = a.check(a.version, "c", [[a.doc.length, [0, String(i)]]]);
      if (!c.ok) throw new Error("refused");
      a.commit(c.doc, c.updates);
    }
    expect(a.since(1)).toBeNull();
    expect(a.since(2)).toHaveLength(3);
    expect(a.since(5)).toEqual([]);
  });

  it("puts a question's statement as comments of its language above the starter code", () => {
    expect(questionText({ code: "ARR-1", title: "Two sum", prompt: "Find two.\nFast.", language: "python", starterCode: "def f():\n  pass" })).toBe(
      "# ARR-1 · Two sum\n#\n# Find two.\n# Fast.\n\ndef f():\n  pass",
    );
  });
});
