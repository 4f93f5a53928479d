import { z } from "zod";
import { CODE_LANGUAGE_KEYS, type CodeLanguage } from "./languages";

/**
 * The code room's wire protocol (issue 15): small JSON text frames on `/code/{interviewId}` of the
 * realtime sidecar, which is the @codemirror/collab authority. Versions count accepted updates: an
 * update stored at version v turns document v into document v+1.
 *
 * Client → server
 * - `pull {version}`: the updates since `version` (answered with `updates`).
 * - `push {version, clientID, updates:[{changes}]}`: accepted only when `version` is the authority's
 *   (then broadcast as `updates` to every socket of the room, the pusher included, which is its
 *   confirmation); otherwise `pushRefused {version}`: the client pulls, rebases and pushes again.
 * - `language {name}` (moderators), `attempt {kind}` (talent: a blocked copy/cut/paste/drop/context
 *   menu), `question {questionId}` (moderators: loads a question of the company into the editor).
 *
 * Server → client: `init`, `updates`, `pushRefused`, `language`, `attempt` (moderators only),
 * `question`, `error`.
 */
/** ChangeSet.toJSON(): numbers (kept lengths) and [deleted length, ...inserted lines]. */
const changeJson = z
  .array(z.union([z.number().int().min(0).max(10_000_000), z.array(z.union([z.number().int().min(0).max(10_000_000), z.string().max(200_000)])).min(1).max(100_000)]))
  .max(20_000);

export const ATTEMPT_KINDS = ["paste", "copy", "cut", "drop", "contextmenu"] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

export const clientMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pull"), version: z.number().int().min(0) }).strict(),
  z
    .object({
      type: z.literal("push"),
      version: z.number().int().min(0),
      clientID: z.string().min(1).max(64),
      updates: z.array(z.object({ changes: changeJson }).strict()).min(1).max(200),
    })
    .strict(),
  z.object({ type: z.literal("language"), name: z.string().max(40) }).strict(),
  z.object({ type: z.literal("attempt"), kind: z.enum(ATTEMPT_KINDS) }).strict(),
  z.object({ type: z.literal("question"), questionId: z.string().uuid() }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export const languageName = z.enum(CODE_LANGUAGE_KEYS);

export type WireUpdate = { clientID: string; changes: unknown[] };

export type AttemptNotice = { kind: AttemptKind; userId: string | null; version: number; at: string };

export type ServerMessage =
  | { type: "init"; doc: string; version: number; language: CodeLanguage; role: "moderator" | "talent"; readonly: boolean; attempts?: AttemptNotice[] }
  | { type: "updates"; version: number; updates: WireUpdate[] }
  | { type: "pushRefused"; version: number }
  | { type: "language"; name: CodeLanguage; userId: string | null }
  | { type: "attempt"; attempt: AttemptNotice }
  | { type: "question"; questionId: string; code: string; title: string }
  | { type: "error"; code: "readonly" | "forbidden" | "languageUnknown" | "questionNotFound" | "conflict" | "unavailable" };
