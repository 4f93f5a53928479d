export type FakeParticipant = { sid: string; identity: string; name?: string; attributes?: Record<string, string> };
export type FakeRoom = { sid: string; name: string; emptyTimeout: number; departureTimeout: number; metadata: string; participants: FakeParticipant[] };
export type TwirpCall = { method: string; body: Record<string, unknown>; grants: Record<string, unknown> | null; authorized: boolean };
export type FakeLivekit = {
  httpUrl: string;
  wsUrl: string;
  rooms: Map<string, FakeRoom>;
  calls: TwirpCall[];
  failing: boolean;
  setParticipants(room: string, participants: FakeParticipant[]): void;
  close(): Promise<void>;
};
export function startFakeLivekit(opts: { key: string; secret: string; port?: number }): Promise<FakeLivekit>;
