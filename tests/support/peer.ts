import { PEER_HEADER, peerStamp } from "@/lib/security/client-address";

/**
 * The header the server stamps on a request that reached its socket from `ip`
 * (lib/security/client-address.ts; instrumentation.ts installs the stamp). Tests that call
 * handlers in-process send it to come from an address of their own, as a real client would.
 */
export function fromAddress(ip: string): Record<string, string> {
  return { [PEER_HEADER]: peerStamp(ip) };
}
