/**
 * Browser side of the room token (issue 15): asks the app for a fresh token and builds the
 * sidecar address of one room protocol. Used by the whiteboard and the code editor on every
 * (re)connect. No server-only import.
 */
export type RoomKind = "whiteboard" | "code";

export type RoomTokenAnswer = {
  token: string;
  url: string;
  role: "moderator" | "talent";
  readonly: boolean;
  phase: "open" | "ended";
  expiresAt: string;
};

export class RoomTokenError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
  ) {
    super(`room token refused (${status}${code ? `, ${code}` : ""})`);
  }
}

export async function fetchRoomToken(interviewId: string, init: { signal?: AbortSignal } = {}): Promise<RoomTokenAnswer> {
  const res = await fetch(`/api/interviews/${encodeURIComponent(interviewId)}/room-token`, { method: "POST", credentials: "same-origin", signal: init.signal });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
    throw new RoomTokenError(res.status, typeof body?.code === "number" ? body.code : null);
  }
  // The app's API answers `{ results }` (lib/api/route.ts).
  const body = (await res.json()) as { results?: RoomTokenAnswer } & Partial<RoomTokenAnswer>;
  return (body.results ?? body) as RoomTokenAnswer;
}

/** `ws(s)://…/{kind}/{interviewId}?tenant=…&token=…` from the answer's base address. */
export function roomSocketUrl(answer: Pick<RoomTokenAnswer, "url" | "token">, kind: RoomKind, interviewId: string, extra: Record<string, string> = {}): string {
  const url = new URL(answer.url);
  url.pathname = `${url.pathname.replace(/\/(ws)?$/, "")}/${kind}/${interviewId}`;
  url.searchParams.set("token", answer.token);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return url.toString();
}
