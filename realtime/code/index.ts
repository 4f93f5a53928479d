import type { RoomSocketHandler } from "../rooms";

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** Placeholder until the code room lands (issue 15): refuses every socket. */
export function createCodeHandler(_opts: { log: Log }): RoomSocketHandler {
  return {
    maxPayload: 64 * 1024,
    onConnection(ws) {
      ws.close(1013, "not available");
    },
    async close() {},
  };
}
