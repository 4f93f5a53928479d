"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { NotificationKind, NotificationPortal } from "@/lib/notifications/kinds";
import { messageKey, textArgs } from "@/lib/notifications/text";
import { useNotifications, type UnreadSummary } from "./context";

/**
 * The notifications page of either portal (issue 14): unread first, then newest, one page at a
 * time from the database; mark one or all read; each leads to the thing it is about; the e-mail
 * choices. A failed read shows 'Failed to fetch notifications', a failed change 'Failed to update
 * notifications' (spec, "Other messages"). A notification arriving while the page is open reloads
 * the current page (the shell's provider bumps `version`).
 */
export type ScreenItem = { id: number; kind: string; payload: Record<string, unknown>; read: boolean; createdAt: string; href: string | null };
export type ScreenPage = { items: ScreenItem[]; page: number; pages: number; total: number; unread: number };
export type ScreenPreference = { kind: NotificationKind; email: boolean };

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { cache: "no-store", ...init, headers: { ...JSON_HEADERS, ...(init?.headers ?? {}) } });
  if (!res.ok) throw new Error(String(res.status));
  return ((await res.json()) as { results: T }).results;
}

export function NotificationsScreen({
  portal,
  initialPage,
  initialPreferences,
  timeZone,
}: {
  portal: NotificationPortal;
  initialPage: ScreenPage;
  initialPreferences: ScreenPreference[];
  timeZone: string;
}) {
  const t = useTranslations("notifications");
  const locale = useLocale();
  const live = useNotifications();
  const [data, setData] = useState(initialPage);
  const [loading, setLoading] = useState(false);
  const [fetchFailed, setFetchFailed] = useState(false);
  const [updateFailed, setUpdateFailed] = useState(false);
  const [prefs, setPrefs] = useState(initialPreferences);
  const [saved, setSaved] = useState(false);
  const pageRef = useRef(initialPage.page);
  const applySummary = live?.applySummary;

  const load = useCallback(async (page: number) => {
    setLoading(true);
    try {
      const next = await call<ScreenPage & { summary: UnreadSummary }>(`/api/notifications?page=${page}`);
      pageRef.current = next.page;
      setData(next);
      setFetchFailed(false);
    } catch {
      setFetchFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  // Something arrived or was marked read elsewhere: the current page again (not on first render).
  const version = live?.version ?? 0;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void load(pageRef.current);
  }, [version, load]);

  const change = async (body: { id: number } | { all: true }) => {
    try {
      const out = await call<{ summary: UnreadSummary }>("/api/notifications/read", { method: "POST", body: JSON.stringify(body) });
      setUpdateFailed(false);
      if (applySummary) applySummary(out.summary);
      else await load(pageRef.current);
    } catch {
      setUpdateFailed(true);
    }
  };

  const savePreferences = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    try {
      const next = await call<ScreenPreference[]>("/api/notifications/preferences", { method: "PUT", body: JSON.stringify({ preferences: prefs }) });
      setPrefs(next);
      setUpdateFailed(false);
      setSaved(true);
    } catch {
      setUpdateFailed(true);
    }
  };

  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-[var(--color-muted)]">{t(portal === "admin" ? "adminIntro" : "talentIntro")}</p>
      {fetchFailed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-950">
          <span>{t("fetchFailed")}</span>
          <button type="button" onClick={() => void load(pageRef.current)} className="rounded border border-red-700 px-2 py-1 font-medium hover:bg-red-100">
            {t("retry")}
          </button>
        </div>
      ) : null}
      {updateFailed ? (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-950">
          {t("updateFailed")}
        </div>
      ) : null}

      <section aria-labelledby="notifications-list" className="flex flex-col gap-3 rounded-lg border border-[var(--color-line)] bg-white p-4 max-[600px]:p-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="notifications-list" className="text-base font-semibold">
            {t("listLabel")}
          </h2>
          <p data-testid="unread-count" className="text-sm text-[var(--color-muted)]" aria-live="polite">
            {t("unreadCount", { count: data.unread })}
          </p>
          <button
            type="button"
            onClick={() => void change({ all: true })}
            disabled={data.unread === 0}
            className="rounded-md border border-[var(--color-line)] px-3 py-2 text-sm font-medium hover:bg-[var(--color-surface)] disabled:opacity-60"
          >
            {t("markAllRead")}
          </button>
        </div>
        {data.items.length === 0 ? (
          <p className="text-sm">{loading ? t("loading") : t("empty")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-[var(--color-line)]" aria-busy={loading}>
            {data.items.map((n) => (
              <li key={n.id} data-testid="notification" data-id={n.id} data-read={n.read ? "true" : "false"} className="flex flex-wrap items-start gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className={`break-words text-sm ${n.read ? "" : "font-semibold"}`}>
                    {n.read ? null : (
                      <span className="me-2 inline-block rounded bg-blue-700 px-1.5 py-0.5 text-xs font-medium text-white">{t("unread")}</span>
                    )}
                    {t(`kinds.${messageKey(n.kind)}` as never, textArgs(n.payload, locale, timeZone) as never)}
                  </p>
                  <p className="text-xs text-[var(--color-muted)]">
                    <time dateTime={n.createdAt}>{when.format(new Date(n.createdAt))}</time>
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  {n.href ? (
                    <Link
                      href={n.href}
                      // A page of notifications links to the calendar, interviews and jobs: prefetching
                      // each would load those heavy routes' code with the list (D78).
                      prefetch={false}
                      onClick={() => {
                        if (!n.read) void change({ id: n.id });
                      }}
                      className="rounded-md px-2 py-1 text-sm font-medium text-[var(--brand-text,#1d4ed8)] underline hover:bg-[var(--color-surface)]"
                    >
                      {t("open")}
                    </Link>
                  ) : null}
                  {n.read ? null : (
                    <button type="button" onClick={() => void change({ id: n.id })} className="rounded-md border border-[var(--color-line)] px-2 py-1 text-sm hover:bg-[var(--color-surface)]">
                      {t("markRead")}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {data.pages > 1 ? (
          <nav aria-label={t("listLabel")} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <button type="button" disabled={data.page <= 1 || loading} onClick={() => void load(data.page - 1)} className="rounded-md border border-[var(--color-line)] px-3 py-2 disabled:opacity-60">
              {t("previous")}
            </button>
            <span>{t("page", { page: data.page, pages: data.pages })}</span>
            <button type="button" disabled={data.page >= data.pages || loading} onClick={() => void load(data.page + 1)} className="rounded-md border border-[var(--color-line)] px-3 py-2 disabled:opacity-60">
              {t("next")}
            </button>
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="notifications-email" className="rounded-lg border border-[var(--color-line)] bg-white p-4 max-[600px]:p-3">
        <form onSubmit={(e) => void savePreferences(e)} className="flex flex-col gap-3">
          <fieldset className="flex flex-col gap-2">
            <legend id="notifications-email" className="mb-1 text-base font-semibold">
              {t("preferences.title")}
            </legend>
            <p className="text-sm text-[var(--color-muted)]">{t("preferences.intro")}</p>
            {prefs.map((p) => (
              <label key={p.kind} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={p.kind}
                  checked={p.email}
                  onChange={(e) => {
                    setSaved(false);
                    setPrefs((list) => list.map((x) => (x.kind === p.kind ? { ...x, email: e.target.checked } : x)));
                  }}
                  className="size-4"
                />
                {t(`kindNames.${messageKey(p.kind)}` as never)}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="rounded-md bg-[var(--brand)] px-3 py-2 text-sm font-medium text-white hover:opacity-90">
              {t("preferences.save")}
            </button>
            <span role="status" className="text-sm">
              {saved ? t("preferences.saved") : ""}
            </span>
          </div>
        </form>
      </section>
    </div>
  );
}
