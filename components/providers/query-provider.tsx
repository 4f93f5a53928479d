"use client";

import { useContext, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { QueryClientSlotContext } from "./query-client-slot";

/**
 * Retries are off by default: lib/http/client.ts already turns every failure into the spec's
 * message, and a retried 404 or 440 would only delay what the user must see.
 */
function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } },
  });
}

/**
 * One React Query client per browser tab (created in state, so a server render never shares one
 * between users). Under a `QueryClientSlotProvider` the client is the slot's, shared by every
 * provider below it (decision D83).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  const [client] = useState(() => (slot ? slot.get(newQueryClient) : newQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
