import { getSyncedVersion, receiveUpdates, sendableUpdates } from "@codemirror/collab";
import { ChangeSet, type EditorState, type Transaction } from "@codemirror/state";
import type { WireUpdate } from "./protocol";

/**
 * The browser half of the collab protocol, pure (used by the editor and by the property tests).
 * An `updates` message starting at `version` is applied from the editor's synced version on:
 * what the editor already has is skipped, a gap (a message lost, a reconnect) asks for a pull.
 */
export function receiveWire(state: EditorState, version: number, updates: WireUpdate[]): { tr: Transaction | null; gap: boolean } {
  const synced = getSyncedVersion(state);
  if (version > synced) return { tr: null, gap: true };
  const fresh = updates.slice(synced - version);
  if (!fresh.length) return { tr: null, gap: false };
  return { tr: receiveUpdates(state, fresh.map((u) => ({ clientID: u.clientID, changes: ChangeSet.fromJSON(u.changes) }))), gap: false };
}

/** The push message for the editor's unconfirmed updates, or null when there is nothing to send. */
export function pushMessage(state: EditorState, clientID: string): { type: "push"; version: number; clientID: string; updates: { changes: unknown[] }[] } | null {
  const pending = sendableUpdates(state);
  if (!pending.length) return null;
  return { type: "push", version: getSyncedVersion(state), clientID, updates: pending.map((u) => ({ changes: u.changes.toJSON() as unknown[] })) };
}
