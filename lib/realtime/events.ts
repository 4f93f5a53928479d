/**
 * What travels from the app to the realtime sidecar and on to browsers (issue 14). Pure types and
 * helpers, shared by the app (server), the sidecar (`realtime/`) and the browser client.
 *
 * Every message a browser receives is JSON with a `type`. A per-user channel is addressed by
 * company and user, so a message can never be delivered to another company's socket even when two
 * companies' user ids were to collide; a room (the live interview's whiteboard and code, a later
 * issue) is addressed by its own key, which embeds the company too.
 */
export type UserChannel = { kind: "user"; companyId: string; userId: string };
export type RoomChannel = { kind: "room"; companyId: string; room: string };
export type RealtimeChannel = UserChannel | RoomChannel;

/** A message as a browser receives it. */
export type RealtimeMessage = { type: string } & Record<string, unknown>;

/** One publication: where it goes and what it says. */
export type RealtimeEvent = { channel: RealtimeChannel; message: RealtimeMessage };

/** The bus key of a channel (`u:<company>:<user>`, `r:<company>:<room>`). */
export function channelKey(channel: RealtimeChannel): string {
  return channel.kind === "user" ? `u:${channel.companyId}:${channel.userId}` : `r:${channel.companyId}:${channel.room}`;
}
