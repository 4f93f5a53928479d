import type { IncomingMessage } from "node:http";
import type { WebSocket } from "ws";
import type { RealtimeClaims } from "@/lib/realtime/token";

/**
 * The contract between the sidecar's upgrade gate (realtime/server.ts) and an interview room
 * protocol (issue 15). The gate has already checked the token's signature, expiry, tenant, origin
 * and that its interview claim names this interview; the handler still checks the interview
 * belongs to `companyId` in the database before it serves anything (an interview id from another
 * company closes the socket with 4403).
 */
export type RoomKind = "whiteboard" | "code";

export type RoomSocketContext = {
  claims: RealtimeClaims;
  interviewId: string;
  companyId: string;
  userId: string;
  role: "moderator" | "talent";
  readonly: boolean;
  req: IncomingMessage;
};

export type RoomSocketHandler = {
  /** Largest accepted frame for this protocol (bytes); a larger one closes that socket (1009). */
  maxPayload: number;
  onConnection(ws: WebSocket, ctx: RoomSocketContext): void;
  /** Flushes and drops every room this instance holds (SIGTERM, tests). */
  close(): Promise<void>;
};

/** Close codes the room handlers use (4000–4999 are the application's). */
export const ROOM_CLOSE = {
  /** The interview is not this company's (or does not exist). */
  forbidden: 4403,
  /** A message that is not the protocol's (malformed, oversized after parsing, wrong type). */
  badMessage: 4400,
  /** A read-only socket tried to write. */
  readonly: 4405,
} as const;
