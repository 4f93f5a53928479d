/**
 * Browser side of the video room (issue 15): the LiveKit token, the Leave call, and what the
 * panel shows for each refusal. No server-only import.
 */
export type LivekitTokenAnswer = { token: string; url: string; room: string; identity: string; role: "moderator" | "talent"; expiresAt: string };

/** What the video panel shows instead of the call. */
export type VideoBlock = "notConfigured" | "quota" | "storage" | "notYet" | "ended" | "unreachable" | "refused";

export class VideoRefusal extends Error {
  constructor(
    readonly block: VideoBlock,
    readonly code: number | null,
  ) {
    super(`video refused: ${block}`);
  }
}

/** The catalogue codes the room answers (lib/errors/catalogue.ts 10540–10544). */
export function blockOf(status: number, code: number | null): VideoBlock {
  switch (code) {
    case 10540:
      return "notYet";
    case 10541:
      return "ended";
    case 10542:
      return "quota";
    case 10543:
      return "storage";
    case 10544:
      return "notConfigured";
    default:
      return status >= 500 || status === 0 ? "unreachable" : "refused";
  }
}

async function post(path: string, signal?: AbortSignal): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(path, { method: "POST", credentials: "same-origin", signal });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new VideoRefusal("unreachable", null);
  }
  const body = (await res.json().catch(() => null)) as { code?: unknown; results?: unknown } | null;
  if (!res.ok) {
    const code = typeof body?.code === "number" ? body.code : null;
    throw new VideoRefusal(blockOf(res.status, code), code);
  }
  return body?.results;
}

export async function fetchLivekitToken(interviewId: string, signal?: AbortSignal): Promise<LivekitTokenAnswer> {
  return (await post(`/api/interviews/${encodeURIComponent(interviewId)}/livekit-token`, signal)) as LivekitTokenAnswer;
}

export async function postLeave(interviewId: string): Promise<{ concluded: boolean; outcome: "completed" | "noShow" | null }> {
  return (await post(`/api/interviews/${encodeURIComponent(interviewId)}/leave`)) as { concluded: boolean; outcome: "completed" | "noShow" | null };
}

/**
 * The device check: asks for the camera and the microphone once and releases them at once.
 * "denied" when the browser (or the user) refuses, "missing" when there is no device or no API.
 */
export async function checkDevices(): Promise<"ok" | "denied" | "missing"> {
  if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) return "missing";
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    for (const track of stream.getTracks()) track.stop();
    return "ok";
  } catch (err) {
    const name = (err as DOMException)?.name;
    return name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError" ? "denied" : "missing";
  }
}
