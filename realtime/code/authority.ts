import { ChangeSet, Text } from "@codemirror/state";
import { CODE_DOC_MAX_CHARS } from "@/lib/code-editor/languages";
import type { WireUpdate } from "@/lib/code-editor/protocol";

/**
 * The @codemirror/collab central authority of one code room, in memory (issue 15): the document,
 * its version (the count of accepted updates) and the most recent updates, so a client that fell
 * behind catches up with a pull. Pure (no I/O): the sidecar handler stores what it accepts in
 * PostgreSQL before it commits it here, and the property tests drive it directly.
 *
 * A push is accepted only at the authority's version (codemirror.net/examples/collab); a stale one
 * is refused and the client pulls, rebases (receiveUpdates does it) and pushes again.
 */
export type PreparedUpdate = { clientID: string; changes: ChangeSet; json: unknown[] };

export type PushCheck =
  | { ok: true; doc: Text; updates: PreparedUpdate[] }
  | { ok: false; reason: "stale" }
  | { ok: false; reason: "invalid" | "tooLarge"; detail: string };

export class CodeAuthority {
  doc: Text;
  version: number;
  /** Updates from `recentBase` to `version`, oldest first. */
  private recent: PreparedUpdate[] = [];
  private recentBase: number;

  constructor(
    doc: string | Text,
    version: number,
    readonly keepRecent = 2000,
    readonly maxChars = CODE_DOC_MAX_CHARS,
  ) {
    this.doc = typeof doc === "string" ? Text.of(doc.split(/\r\n?|\n/)) : doc;
    this.version = version;
    this.recentBase = version;
  }

  /** Checks a push against the current document without changing anything. */
  check(version: number, clientID: string, changes: unknown[][]): PushCheck {
    if (version !== this.version) return { ok: false, reason: "stale" };
    let doc = this.doc;
    const updates: PreparedUpdate[] = [];
    for (const json of changes) {
      let cs: ChangeSet;
      try {
        cs = ChangeSet.fromJSON(json);
      } catch (err) {
        return { ok: false, reason: "invalid", detail: err instanceof Error ? err.message : "bad change set" };
      }
      // A change set describes a document of one length: any other length (positions past the end) is refused.
      if (cs.length !== doc.length) return { ok: false, reason: "invalid", detail: `change set for length ${cs.length}, document is ${doc.length}` };
      doc = cs.apply(doc);
      if (doc.length > this.maxChars) return { ok: false, reason: "tooLarge", detail: `document would be ${doc.length} characters` };
      updates.push({ clientID, changes: cs, json });
    }
    return { ok: true, doc, updates };
  }

  /** Makes checked updates the authority's (call once they are stored). */
  commit(doc: Text, updates: PreparedUpdate[]): { version: number; wire: WireUpdate[] } {
    const from = this.version;
    this.doc = doc;
    this.version += updates.length;
    this.recent.push(...updates);
    if (this.recent.length > this.keepRecent) {
      const drop = this.recent.length - this.keepRecent;
      this.recent.splice(0, drop);
      this.recentBase += drop;
    }
    return { version: from, wire: updates.map(toWire) };
  }

  /** Updates since `version` from memory; null when they are older than the window kept (read them from the log). */
  since(version: number): WireUpdate[] | null {
    if (version > this.version) return [];
    if (version < this.recentBase) return null;
    return this.recent.slice(version - this.recentBase).map(toWire);
  }

  /** Applies stored updates (a reload from the log after a restart). */
  replay(updates: { changes: unknown[]; clientID: string }[]): void {
    for (const u of updates) {
      const cs = ChangeSet.fromJSON(u.changes);
      this.doc = cs.apply(this.doc);
      this.version += 1;
      this.recent.push({ clientID: u.clientID, changes: cs, json: u.changes });
    }
    if (this.recent.length > this.keepRecent) {
      const drop = this.recent.length - this.keepRecent;
      this.recent.splice(0, drop);
      this.recentBase += drop;
    }
  }
}

function toWire(u: PreparedUpdate): WireUpdate {
  return { clientID: u.clientID, changes: u.json };
}

/** The document a log of updates produces from `initial` (the replay, and the tests' oracle). */
export function replayLog(initial: string, log: { changes: unknown[] }[]): string {
  let doc = Text.of(initial.split(/\r\n?|\n/));
  for (const u of log) doc = ChangeSet.fromJSON(u.changes).apply(doc);
  return doc.toString();
}
