export { RealtimeProvider, useRealtime, useRealtimeMessage } from "./realtime-provider";
export type { RealtimeState } from "@/lib/realtime/client";
export { REALTIME_CHECK_INTERVAL_MS } from "@/lib/realtime/client";
