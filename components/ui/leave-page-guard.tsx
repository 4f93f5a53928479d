"use client";

import { useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "./confirm-dialog";

/** What the user tried to do when the guard stopped them. */
type PendingNavigation = { kind: "push"; href: string } | { kind: "back" };

export interface LeavePageGuardOptions {
  /** Turns the guard off even when `when` is true, e.g. once an interview has expired. */
  skip?: boolean;
}

export interface LeavePageGuard {
  /** True while the user is being asked. */
  asking: boolean;
  /** Leave: follows the navigation that was held back. */
  leave: () => void;
  /** Stay: forgets the held-back navigation. */
  stay: () => void;
  /** router.push that asks first, for navigation started from code rather than a link. */
  navigate: (href: string) => void;
}

// Marks the duplicate history entry the guard pushes, so a remount (Strict Mode, re-arming)
// does not stack a second one.
const SENTINEL_KEY = "__leavePageGuard";

function isSentinel(state: unknown): boolean {
  return typeof state === "object" && state !== null && SENTINEL_KEY in state;
}

/**
 * The in-app path a click on `anchor` would open, or null when the click must be left alone:
 * modified clicks and new-tab/download links do not leave the page, same-page hash links do not
 * navigate, and other origins are covered by beforeunload.
 */
function guardedHref(event: MouseEvent, anchor: HTMLAnchorElement): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = anchor.getAttribute("target");
  if ((target && target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search + url.hash;
}

export function useLeavePageGuard(when: boolean, opts: LeavePageGuardOptions = {}): LeavePageGuard {
  const router = useRouter();
  const active = when && !opts.skip;
  const [pending, setPending] = useState<PendingNavigation | null>(null);
  // Set just before our own history.back() so neither the popstate it causes nor, when the
  // previous entry is another site, the unload asks a second time.
  const leavingRef = useRef(false);

  const onAnchorClick = useEffectEvent((event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const href = guardedHref(event, anchor);
    if (href === null) return;
    // Capture phase on document runs before React's root listener, so next/link never sees it.
    event.preventDefault();
    event.stopPropagation();
    setPending({ kind: "push", href });
  });

  const onPopState = useEffectEvent((event: PopStateEvent) => {
    if (leavingRef.current) {
      leavingRef.current = false;
      return;
    }
    // Back has already moved off our duplicate entry onto the same URL; keep the app router
    // from handling it and ask instead.
    event.stopImmediatePropagation();
    setPending({ kind: "back" });
  });

  useEffect(() => {
    if (!active) return;

    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (leavingRef.current) return;
      // Browsers show their own wording; a custom message is ignored.
      event.preventDefault();
      event.returnValue = "";
    }
    function onClick(event: MouseEvent) {
      onAnchorClick(event);
    }
    function onPop(event: PopStateEvent) {
      onPopState(event);
    }

    // A duplicate entry of the current page gives Back something to pop without leaving it.
    // It is left in place when the guard disarms: removing it would need a Back of our own,
    // which would misfire if the disarm was caused by a navigation.
    if (!isSentinel(window.history.state)) {
      const state = { ...(window.history.state as Record<string, unknown> | null), [SENTINEL_KEY]: true };
      window.history.pushState(state, "", window.location.href);
    }

    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    // Capture on window fires before the app router's own popstate listener.
    window.addEventListener("popstate", onPop, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPop, true);
    };
  }, [active]);

  const leave = useCallback(() => {
    if (!pending) return;
    setPending(null);
    if (pending.kind === "push") {
      router.push(pending.href);
    } else {
      leavingRef.current = true;
      window.history.back();
    }
  }, [pending, router]);

  const stay = useCallback(() => {
    if (pending?.kind === "back") {
      // Back consumed the duplicate entry; put it back so the next Back is caught too.
      const state = { ...(window.history.state as Record<string, unknown> | null), [SENTINEL_KEY]: true };
      window.history.pushState(state, "", window.location.href);
    }
    setPending(null);
  }, [pending]);

  const navigate = useCallback(
    (href: string) => {
      if (active) setPending({ kind: "push", href });
      else router.push(href);
    },
    [active, router],
  );

  return { asking: active && pending !== null, leave, stay, navigate };
}

export interface LeavePageDialogProps {
  guard: LeavePageGuard;
  title?: ReactNode;
  message?: ReactNode;
  leaveLabel?: string;
  stayLabel?: string;
}

/** The question itself, for callers that use the hook directly (e.g. to get `navigate`). */
export function LeavePageDialog({ guard, title, message, leaveLabel, stayLabel }: LeavePageDialogProps) {
  const t = useTranslations("ui");
  return (
    <ConfirmDialog
      open={guard.asking}
      title={title ?? t("leavePage.title")}
      message={message ?? t("leavePage.message")}
      confirmLabel={leaveLabel ?? t("leavePage.leave")}
      cancelLabel={stayLabel ?? t("leavePage.stay")}
      tone="danger"
      onConfirm={guard.leave}
      onCancel={guard.stay}
    />
  );
}

export interface LeavePageGuardProps extends Omit<LeavePageDialogProps, "guard">, LeavePageGuardOptions {
  /** Ask only while this is true, e.g. while a form has unsaved changes. */
  when: boolean;
}

export function LeavePageGuard({ when, skip, ...labels }: LeavePageGuardProps) {
  const guard = useLeavePageGuard(when, { skip });
  return <LeavePageDialog guard={guard} {...labels} />;
}
