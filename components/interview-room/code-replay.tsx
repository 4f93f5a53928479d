"use client";

import { LanguageDescription, type LanguageSupport } from "@codemirror/language";
import { languages } from "@codemirror/language-data";
import { ChangeSet, Text } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import CodeMirror from "@uiw/react-codemirror";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { codeLanguage, isCodeLanguage, type CodeLanguage } from "@/lib/code-editor/languages";
import type { AttemptKind } from "@/lib/code-editor/protocol";

/**
 * Replay of an interview's code session (issue 15): the stored log (GET
 * /api/interviews/{id}/code-history, every page) folded into documents, a slider over versions,
 * play/pause at the recorded pace (sped up, and a long pause shortened to 2 s), and markers for
 * language changes, loaded questions and the candidate's blocked attempts. Read-only. Mount it
 * with next/dynamic (ssr: false).
 */
type Update = { version: number; changes: unknown[]; at: string };
type Event = { kind: string; version: number; detail: Record<string, unknown>; at: string };
type History = { initialLanguage: CodeLanguage; updates: Update[]; events: Event[] };

const SNAPSHOT_EVERY = 100;
const SPEEDS = [1, 2, 4, 8] as const;
const MAX_GAP_MS = 2000;
const MIN_GAP_MS = 16;

async function loadHistory(interviewId: string, signal: AbortSignal): Promise<History> {
  const updates: Update[] = [];
  let events: Event[] = [];
  let initialLanguage: CodeLanguage = "javascript";
  let from: number | null = 0;
  while (from !== null) {
    const res = await fetch(`/api/interviews/${encodeURIComponent(interviewId)}/code-history?from=${from}`, { signal, credentials: "same-origin" });
    if (!res.ok) throw new Error(String(res.status));
    const { results } = (await res.json()) as { results: { initialLanguage: string; updates: Update[]; events: Event[]; nextFrom: number | null } };
    if (from === 0) {
      events = results.events;
      if (isCodeLanguage(results.initialLanguage)) initialLanguage = results.initialLanguage;
    }
    updates.push(...results.updates);
    from = results.nextFrom;
  }
  return { initialLanguage, updates, events };
}

/** Snapshots every SNAPSHOT_EVERY versions, so any version is at most that many changes away. */
function buildSnapshots(updates: Update[]): Text[] {
  const snaps: Text[] = [Text.empty];
  let doc = Text.empty;
  updates.forEach((u, i) => {
    doc = ChangeSet.fromJSON(u.changes).apply(doc);
    if ((i + 1) % SNAPSHOT_EVERY === 0) snaps.push(doc);
  });
  return snaps;
}

function docAt(updates: Update[], snaps: Text[], version: number): string {
  const base = Math.floor(version / SNAPSHOT_EVERY);
  let doc = snaps[Math.min(base, snaps.length - 1)]!;
  for (let v = Math.min(base, snaps.length - 1) * SNAPSHOT_EVERY; v < version; v++) doc = ChangeSet.fromJSON(updates[v]!.changes).apply(doc);
  return doc.toString();
}

export default function CodeReplay({ interviewId }: { interviewId: string }) {
  const t = useTranslations("codeEditor");
  const format = useFormatter();
  const sliderId = useId();
  const [history, setHistory] = useState<History | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(4);
  const [support, setSupport] = useState<LanguageSupport | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadHistory(interviewId, controller.signal).then(
      (h) => {
        setHistory(h);
        setVersion(h.updates.length);
      },
      (err) => {
        if ((err as Error).name !== "AbortError") setFailed(true);
      },
    );
    return () => controller.abort();
  }, [interviewId]);

  const snaps = useMemo(() => (history ? buildSnapshots(history.updates) : [Text.empty]), [history]);
  const total = history?.updates.length ?? 0;
  const doc = useMemo(() => (history ? docAt(history.updates, snaps, Math.min(version, total)) : ""), [history, snaps, version, total]);

  const language = useMemo<CodeLanguage>(() => {
    let lang = history?.initialLanguage ?? "javascript";
    for (const e of history?.events ?? []) if (e.kind === "language" && e.version <= version && isCodeLanguage(e.detail.to)) lang = e.detail.to;
    return lang;
  }, [history, version]);

  useEffect(() => {
    let live = true;
    const desc = LanguageDescription.matchLanguageName(languages, codeLanguage(language).dataName);
    desc?.load().then((s) => live && setSupport(s), () => {});
    return () => {
      live = false;
    };
  }, [language]);

  // Playback: one version at a time, waiting the recorded gap divided by the speed.
  useEffect(() => {
    const v = version;
    if (!playing || !history || v >= total) return;
    const prev = v > 0 ? Date.parse(history.updates[v - 1]!.at) : Date.parse(history.updates[0]!.at);
    const gap = (Date.parse(history.updates[v]!.at) - prev) / speed;
    const timer = setTimeout(() => setVersion(v + 1), Math.max(MIN_GAP_MS, Math.min(MAX_GAP_MS, gap)));
    return () => clearTimeout(timer);
  }, [playing, version, speed, history, total]);

  const running = playing && version < total;
  const extensions = useMemo(() => [EditorView.lineWrapping, EditorView.contentAttributes.of({ "aria-label": t("heading") }), ...(support ? [support] : [])], [support, t]);

  const markerLabel = (e: Event): string | null => {
    if (e.kind === "language") return t("replay.marker.language", { language: codeLanguage(String(e.detail.to)).label });
    if (e.kind === "question") return t("replay.marker.question", { code: String(e.detail.code ?? "") });
    if (["paste", "copy", "cut", "drop", "contextmenu"].includes(e.kind)) return t("replay.marker.attempt", { action: t(`attempts.kind.${e.kind as AttemptKind}`) });
    return null;
  };
  const when = (iso: string) => format.dateTime(new Date(iso), { hour: "2-digit", minute: "2-digit", second: "2-digit" });

  if (failed) return <p className="text-sm text-red-700">{t("replay.failed")}</p>;
  if (!history) return <p className="text-sm text-gray-700">{t("replay.loading")}</p>;

  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${sliderId}-heading`} data-testid="code-replay">
      <h2 id={`${sliderId}-heading`} className="text-base font-medium">
        {t("replay.heading")}
      </h2>
      {total === 0 ? <p className="text-sm text-gray-700">{t("replay.empty")}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="xs" variant="secondary" disabled={total === 0} onClick={() => {
            if (running) return setPlaying(false);
            if (version >= total) setVersion(0);
            setPlaying(true);
          }}
        >
          {running ? t("replay.pause") : t("replay.play")}
        </Button>
        <label className="flex items-center gap-2 text-sm">
          {t("replay.speed")}
          <select className="rounded border border-gray-400 bg-white px-2 py-1 text-sm" value={speed} onChange={(e) => setSpeed(Number(e.target.value) as (typeof SPEEDS)[number])}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t("replay.speedOption", { speed: s })}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm" data-testid="replay-position" aria-live="off">
          {t("replay.position", { version: Math.min(version, total), total })}
          {version > 0 && history.updates[version - 1] ? ` · ${t("replay.time", { time: when(history.updates[version - 1]!.at) })}` : ""}
        </p>
      </div>
      <label htmlFor={sliderId} className="text-sm font-medium">
        {t("replay.slider")}
      </label>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={total}
        step={1}
        value={Math.min(version, total)}
        onChange={(e) => {
          setPlaying(false);
          setVersion(Number(e.target.value));
        }}
        className="w-full"
        data-testid="replay-slider"
      />
      <div className="min-w-0 overflow-hidden rounded border border-gray-300" data-testid="replay-editor">
        <CodeMirror value={doc} extensions={extensions} editable={false} readOnly height="320px" basicSetup={{ foldGutter: false, highlightActiveLine: false }} />
      </div>
      <section aria-labelledby={`${sliderId}-markers`} className="flex flex-col gap-1">
        <h3 id={`${sliderId}-markers`} className="text-sm font-medium">
          {t("replay.markers")}
        </h3>
        {history.events.some((e) => markerLabel(e)) ? (
          <ul className="flex flex-col gap-1 text-sm" data-testid="replay-markers">
            {history.events.map((e, i) => {
              const label = markerLabel(e);
              if (!label) return null;
              return (
                <li key={`${e.at}-${i}`} className="flex flex-wrap items-center gap-2">
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => {
                      setPlaying(false);
                      setVersion(Math.min(e.version, total));
                    }}
                  >
                    {when(e.at)} · v{e.version} · {label}
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">{t("replay.noMarkers")}</p>
        )}
      </section>
    </section>
  );
}
