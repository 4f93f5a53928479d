"use client";

import { createContext, useState, type ReactNode } from "react";

/**
 * Keeps one query client for a screen whose parts that query come and go (the builder's steps),
 * without loading React Query itself: the first `QueryProvider` below creates the client and every
 * later one reuses it, so its cache outlives a step (decision D83).
 */
export type QueryClientSlot = { get: <T>(create: () => T) => T };

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);

function newSlot(): QueryClientSlot {
  let kept: unknown = null;
  return {
    get: <T,>(create: () => T): T => {
      kept ??= create();
      return kept as T;
    },
  };
}

/** One slot per mount (in state, so a server render never shares a client between users). */
export function QueryClientSlotProvider({ children }: { children: ReactNode }) {
  const [slot] = useState(newSlot);
  return <QueryClientSlotContext value={slot}>{children}</QueryClientSlotContext>;
}
