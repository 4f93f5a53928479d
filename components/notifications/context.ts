"use client";

import { createContext, useContext, useMemo } from "react";

/** The shell's notification state (components/notifications/provider.tsx provides it). */
export type UnreadSummary = { total: number; byNav: Record<string, number>; lastId: number };

export type ArrivedNotification = { id: number; kind: string; payload: Record<string, unknown>; read: boolean };

type NotificationsState = {
  summary: UnreadSummary;
  /** Bumped whenever something arrived or was marked read, so a list can reload. */
  version: number;
  applySummary: (summary: UnreadSummary) => void;
  catchUp: () => Promise<void>;
};

export const NotificationsContext = createContext<NotificationsState | null>(null);

export function useNotifications(): NotificationsState | null {
  return useContext(NotificationsContext);
}

/** The dot of each nav item: its unread count, and every unread one on the notifications item. */
export function useNavDots(): Record<string, boolean> {
  const state = useContext(NotificationsContext);
  return useMemo(() => {
    if (!state) return {};
    const dots: Record<string, boolean> = {};
    for (const [key, n] of Object.entries(state.summary.byNav)) dots[key] = n > 0;
    dots.notifications = state.summary.total > 0;
    return dots;
  }, [state]);
}

