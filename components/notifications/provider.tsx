"use client";

import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ToastProvider, useToast } from "@/components/ui/toast";
import type { NotificationPortal } from "@/lib/notifications/kinds";
import { messageKey, textArgs } from "@/lib/notifications/text";
import { NotificationsContext, type ArrivedNotification, type UnreadSummary } from "./context";
import { RealtimeProvider } from "@/components/realtime/realtime-provider";
import { useNotificationFeed } from "./live";

/**
 * The signed-in user's unread state for the shell (issue 14): the sidebar dots (per nav item, the
 * server's count on load, then kept up to date), a toast for each notification that arrives, and
 * a `changed` counter the notifications page listens to. Arrival is a catch-up read from the last
 * seen id, so a message published while the connection was away is not lost (live.tsx).
 */
function Feed({ initial, timeZone, children }: { initial: UnreadSummary; timeZone: string; children: ReactNode }) {
  // Only these two branches travel with every page of the shell.
  const tKind = useTranslations("notifications.kinds");
  const tToast = useTranslations("notifications.toast");
  const locale = useLocale();
  const { toast } = useToast();
  const [summary, setSummary] = useState(initial);
  const [version, setVersion] = useState(0);
  const lastId = useRef(initial.lastId);
  const running = useRef(false);
  const again = useRef(false);

  const applySummary = useCallback((next: UnreadSummary) => {
    lastId.current = Math.max(lastId.current, next.lastId);
    setSummary(next);
    setVersion((v) => v + 1);
  }, []);

  const readOnce = useCallback(async () => {
    try {
      const res = await fetch(`/api/notifications?after=${lastId.current}`, { headers: { accept: "application/json" }, cache: "no-store" });
      if (!res.ok) return;
      const body = (await res.json()) as { results: { items: ArrivedNotification[]; summary: UnreadSummary } };
      const fresh = body.results.items.filter((n) => n.id > lastId.current);
      if (fresh.length) {
        lastId.current = Math.max(...fresh.map((n) => n.id));
        // A burst (a long disconnection) shows its newest three, not a wall of toasts.
        for (const n of fresh.filter((x) => !x.read).slice(-3)) {
          toast({ title: tToast("title"), description: tKind(messageKey(n.kind) as never, textArgs(n.payload, locale, timeZone) as never), variant: "info" });
        }
        setVersion((v) => v + 1);
      }
      setSummary(body.results.summary);
    } catch {
      // Offline or the server away: the next catch-up reads from the same id.
    }
  }, [locale, tKind, tToast, timeZone, toast]);

  const catchUp = useCallback(async () => {
    // A message that arrives during a read asks for one more read after it, never a parallel one.
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    try {
      do {
        again.current = false;
        await readOnce();
      } while (again.current);
    } finally {
      running.current = false;
    }
  }, [readOnce]);

  const poll = useCallback(() => void catchUp(), [catchUp]);
  useNotificationFeed(poll);

  const value = useMemo(() => ({ summary, version, applySummary, catchUp }), [summary, version, applySummary, catchUp]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

/**
 * Wraps a shell. `initial` null (signed out, cloud admin) renders the children alone. The talent
 * shell already has a toast provider (`withToasts` false there); the admin shell gets its own.
 */
export function NotificationsProvider({
  initial,
  portal,
  timeZone,
  withToasts,
  children,
}: {
  initial: UnreadSummary | null;
  portal: NotificationPortal;
  timeZone: string;
  withToasts: boolean;
  children: ReactNode;
}) {
  if (!initial) return <>{children}</>;
  // The user's live connection (the realtime sidecar, D50): one per signed-in shell.
  const feed = (
    <RealtimeProvider>
      <Feed key={portal} initial={initial} timeZone={timeZone}>
        {children}
      </Feed>
    </RealtimeProvider>
  );
  return withToasts ? <ToastProvider>{feed}</ToastProvider> : feed;
}
