"use client";

import { collab, getClientID, getSyncedVersion, sendableUpdates } from "@codemirror/collab";
import { LanguageDescription } from "@codemirror/language";
import { languages } from "@codemirror/language-data";
import { Compartment, EditorState, type Extension } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import CodeMirror from "@uiw/react-codemirror";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SearchBox } from "@/components/ui/search-box";
import { Select } from "@/components/ui/select";
import { CODE_DOC_MAX_CHARS, CODE_LANGUAGES, codeLanguage, type CodeLanguage } from "@/lib/code-editor/languages";
import type { AttemptKind, AttemptNotice, ServerMessage } from "@/lib/code-editor/protocol";
import { pushMessage, receiveWire } from "@/lib/code-editor/sync";
import { fetchRoomToken, roomSocketUrl, RoomTokenError } from "@/lib/interview-room/client";
import { backoffDelay } from "@/lib/realtime/client";

/**
 * The interview room's code editor (issue 15, spec §2.5, §6, §9; decisions D61…): CodeMirror 6
 * through @uiw/react-codemirror, collaborative through @codemirror/collab with the realtime
 * sidecar as the authority (`/code/{interviewId}`, protocol in lib/code-editor/protocol.ts).
 *
 * - Every (re)connect asks for a fresh room token; a lost socket is retried with backoff and the
 *   editor keeps its unconfirmed changes, pulls what it missed and pushes them again.
 * - Local changes are pushed at most every 50 ms, one push in flight at a time.
 * - The language (a Compartment filled lazily from @codemirror/language-data) is the room's:
 *   moderators pick it, everybody sees it.
 * - For the candidate, copy, cut, paste, drop and the context menu are blocked and each attempt is
 *   reported (the interviewers see it live). A transaction filter also drops paste and drop input.
 *   This is a deterrent: the server cannot tell pasted text from typed text (D63).
 * - Moderators see the candidate's blocked attempts and can load a question of the company.
 *
 * Mount it with next/dynamic (ssr: false): CodeMirror stays off every other route.
 */
type Props = { interviewId: string; role: "moderator" | "talent"; readonly?: boolean };

type Status = "connecting" | "open" | "reconnecting" | "forbidden";
type Session = { key: number; doc: string; version: number };

const PUSH_THROTTLE_MS = 50;

/** What the editor's extensions call at event time, kept current by an effect (never read during render). */
class EditorBridge {
  private push: () => void = () => {};
  private attempt: (kind: AttemptKind) => void = () => {};
  connect(push: () => void, attempt: (kind: AttemptKind) => void) {
    this.push = push;
    this.attempt = attempt;
  }
  schedulePush() {
    this.push();
  }
  report(kind: AttemptKind) {
    this.attempt(kind);
  }
}

export default function CodeEditor({ interviewId, role, readonly = false }: Props) {
  const t = useTranslations("codeEditor");
  const format = useFormatter();
  const [session, setSession] = useState<Session | null>(null);
  const [status, setStatus] = useState<Status>("connecting");
  const [language, setLanguage] = useState<CodeLanguage>("javascript");
  const [serverReadonly, setServerReadonly] = useState(readonly);
  const [attempts, setAttempts] = useState<AttemptNotice[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const isTalent = role === "talent";
  const locked = readonly || serverReadonly;

  const viewRef = useRef<EditorView | null>(null);
  const wsRef = useRef<WebSocket | null>(null);
  const backlog = useRef<ServerMessage[]>([]);
  const inflight = useRef(false);
  const pushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [clientID] = useState(() => `${role[0]}-${Math.random().toString(36).slice(2, 10)}`);
  // What the editor's extensions call at event time (kept current by an effect, read outside render).
  const [bridge] = useState(() => new EditorBridge());
  const langCompartment = useMemo(() => new Compartment(), []);
  const sessionRef = useRef<Session | null>(null);
  // Fixed for the editor's life: a new extensions array would make @uiw/react-codemirror reconfigure (and empty the language compartment).
  const [editorLabel] = useState(() => t("editorLabel"));

  const send = useCallback((m: object) => {
    const ws = wsRef.current;
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(m));
  }, []);

  const pushNow = useCallback(() => {
    pushTimer.current = null;
    const view = viewRef.current;
    if (!view || inflight.current || wsRef.current?.readyState !== WebSocket.OPEN) return;
    const msg = pushMessage(view.state, getClientID(view.state));
    if (!msg) return;
    inflight.current = true;
    send(msg);
  }, [send]);

  const schedulePush = useCallback(() => {
    if (pushTimer.current === null) pushTimer.current = setTimeout(pushNow, PUSH_THROTTLE_MS);
  }, [pushNow]);

  const applyLanguage = useCallback(
    async (key: CodeLanguage) => {
      const desc = LanguageDescription.matchLanguageName(languages, codeLanguage(key).dataName);
      const support = desc ? await desc.load().catch(() => null) : null;
      viewRef.current?.dispatch({ effects: langCompartment.reconfigure(support ?? []) });
    },
    [langCompartment],
  );
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
    void applyLanguage(language);
  }, [language, applyLanguage]);

  /** Applies one server message to the editor (buffered until the editor exists). */
  const onMessage = useCallback(
    (m: ServerMessage) => {
      const view = viewRef.current;
      switch (m.type) {
        case "init": {
          setLanguage(m.language);
          setServerReadonly(m.readonly);
          if (m.attempts) setAttempts(m.attempts);
          const current = sessionRef.current;
          if (!view || !current || getSyncedVersion(view.state) > m.version) {
            // First connection, or the server knows less than we do (its log was lost): start from its document.
            const next = { key: (current?.key ?? 0) + 1, doc: m.doc, version: m.version };
            sessionRef.current = next;
            viewRef.current = null;
            inflight.current = false;
            setSession(next);
          } else {
            inflight.current = false;
            send({ type: "pull", version: getSyncedVersion(view.state) });
          }
          return;
        }
        case "updates": {
          if (!view) return void backlog.current.push(m);
          const { tr, gap } = receiveWire(view.state, m.version, m.updates);
          if (gap) send({ type: "pull", version: getSyncedVersion(view.state) });
          if (tr) view.dispatch(tr);
          inflight.current = false;
          if (sendableUpdates(view.state).length) schedulePush();
          return;
        }
        case "pushRefused": {
          inflight.current = false;
          if (view) send({ type: "pull", version: getSyncedVersion(view.state) });
          return;
        }
        case "language":
          return setLanguage(m.name);
        case "attempt":
          return setAttempts((list) => [...list.slice(-49), m.attempt]);
        case "question":
          return setNotice(t("questions.loaded", { code: m.code, title: m.title }));
        case "error":
          return setNotice(t(`errors.${m.code}`));
      }
    },
    [schedulePush, send, t],
  );

  // The connection: a fresh token each time, backoff between attempts, stops on unmount.
  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const controller = new AbortController();
    const connect = async () => {
      if (stopped) return;
      try {
        const answer = await fetchRoomToken(interviewId, { signal: controller.signal });
        if (stopped) return;
        const ws = new WebSocket(roomSocketUrl(answer, "code", interviewId));
        wsRef.current = ws;
        ws.onmessage = (ev) => {
          let m: ServerMessage;
          try {
            m = JSON.parse(String(ev.data)) as ServerMessage;
          } catch {
            return;
          }
          if (m.type === "init") {
            attempt = 0;
            setStatus("open");
          }
          onMessage(m);
        };
        ws.onclose = (ev) => {
          if (wsRef.current === ws) wsRef.current = null;
          inflight.current = false;
          if (stopped) return;
          if (ev.code === 4403) return setStatus("forbidden");
          setStatus("reconnecting");
          retry = setTimeout(connect, 250 + backoffDelay(attempt++, 500, 5000));
        };
      } catch (err) {
        if (stopped) return;
        if (err instanceof RoomTokenError && (err.status === 403 || err.status === 404 || err.status === 401)) return setStatus("forbidden");
        setStatus("reconnecting");
        retry = setTimeout(connect, 250 + backoffDelay(attempt++, 500, 5000));
      }
    };
    void connect();
    return () => {
      stopped = true;
      controller.abort();
      if (retry) clearTimeout(retry);
      if (pushTimer.current) clearTimeout(pushTimer.current);
      wsRef.current?.close(1000, "unmount");
      wsRef.current = null;
    };
  }, [interviewId, onMessage]);

  const report = useCallback((kind: AttemptKind) => send({ type: "attempt", kind }), [send]);
  useEffect(() => {
    bridge.connect(schedulePush, report);
  }, [bridge, schedulePush, report]);

  const extensions = useMemo<Extension[]>(() => {
    if (!session) return [];
    const list: Extension[] = [
      collab({ startVersion: session.version, clientID }),
      langCompartment.of([]),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ "aria-label": editorLabel }),
      EditorView.updateListener.of((u) => {
        if (u.docChanged && sendableUpdates(u.state).length) bridge.schedulePush();
      }),
      // Past the size the room keeps, a local change is refused here rather than by the server.
      EditorState.transactionFilter.of((tr) => (tr.docChanged && tr.newDoc.length > CODE_DOC_MAX_CHARS ? [] : tr)),
    ];
    if (isTalent) {
      const block = (kind: AttemptKind) => (event: Event) => {
        event.preventDefault();
        bridge.report(kind);
        return true;
      };
      list.push(
        EditorView.domEventHandlers({ copy: block("copy"), cut: block("cut"), paste: block("paste"), drop: block("drop"), contextmenu: block("contextmenu"), dragstart: (e) => (e.preventDefault(), true) }),
        // A paste or drop that got past the DOM handlers never reaches the document.
        EditorState.transactionFilter.of((tr) => (tr.isUserEvent("input.paste") || tr.isUserEvent("input.drop") ? [] : tr)),
      );
    }
    return list;
  }, [session, clientID, langCompartment, editorLabel, isTalent, bridge]);

  const onCreateEditor = useCallback(
    (view: EditorView) => {
      viewRef.current = view;
      void applyLanguage(languageRef.current);
      for (const m of backlog.current.splice(0)) onMessage(m);
      schedulePush();
    },
    [applyLanguage, onMessage, schedulePush],
  );

  const statusText = t(`status.${status}`);
  const attemptLabel = (a: AttemptNotice) => t("attempts.item", { action: t(`attempts.kind.${a.kind}`), time: format.dateTime(new Date(a.at), { hour: "2-digit", minute: "2-digit", second: "2-digit" }) });

  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`code-editor-${interviewId}`} data-testid="code-editor">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`code-editor-${interviewId}`} className="text-base font-medium">
          {t("heading")}
        </h2>
        <p className="text-sm text-gray-700" role="status" data-testid="code-status" data-status={status}>
          {statusText}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {role === "moderator" && !locked ? (
          <Select
            label={t("language")}
            className="w-48"
            value={language}
            options={CODE_LANGUAGES.map((l) => ({ value: l.key, label: l.label }))}
            onValueChange={(v) => send({ type: "language", name: v })}
            disabled={status !== "open"}
          />
        ) : (
          <p className="text-sm" data-testid="code-language">
            {t("languageIs", { language: codeLanguage(language).label })}
          </p>
        )}
        {role === "moderator" && !locked ? (
          <p className="sr-only" data-testid="code-language">
            {t("languageIs", { language: codeLanguage(language).label })}
          </p>
        ) : null}
      </div>
      {locked ? <p className="text-sm text-gray-700">{t("readonlyNote")}</p> : isTalent ? <p className="text-sm text-gray-700">{t("blockedNote")}</p> : null}
      {notice ? (
        <p className="text-sm" role="status" data-testid="code-notice">
          {notice}
        </p>
      ) : null}
      <div
        className="min-w-0 overflow-hidden rounded border border-gray-300"
        onContextMenu={isTalent ? (e) => (e.preventDefault(), report("contextmenu")) : undefined}
        data-testid="code-editor-surface"
      >
        {session ? (
          <CodeMirror
            key={session.key}
            value={session.doc}
            extensions={extensions}
            editable={!locked}
            readOnly={locked}
            height="360px"
            basicSetup={{ foldGutter: false, highlightActiveLineGutter: false }}
            onCreateEditor={onCreateEditor}
          />
        ) : (
          <p className="p-4 text-sm text-gray-700">{t("loading")}</p>
        )}
      </div>
      {role === "moderator" ? (
        <div className="grid gap-4 md:grid-cols-2">
          <section aria-labelledby={`code-attempts-${interviewId}`} className="flex min-w-0 flex-col gap-2">
            <h3 id={`code-attempts-${interviewId}`} className="text-sm font-medium">
              {t("attempts.heading")}
            </h3>
            {attempts.length ? (
              <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto text-sm" aria-live="polite" data-testid="code-attempts" tabIndex={0} aria-labelledby={`code-attempts-${interviewId}`}>
                {attempts.map((a, i) => (
                  <li key={`${a.at}-${i}`}>{attemptLabel(a)}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-700" aria-live="polite" data-testid="code-attempts-empty">
                {t("attempts.empty")}
              </p>
            )}
          </section>
          {!locked ? <QuestionPicker interviewId={interviewId} onLoad={(questionId) => send({ type: "question", questionId })} disabled={status !== "open"} /> : null}
        </div>
      ) : null}
    </section>
  );
}

type QuestionItem = { id: string; code: string; title: string; difficulty: "BEGINNER" | "INTERMEDIATE" | "EXPERT"; tag: string | null };

function QuestionPicker({ interviewId, onLoad, disabled }: { interviewId: string; onLoad: (id: string) => void; disabled: boolean }) {
  const t = useTranslations("codeEditor");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ items: QuestionItem[]; total: number; pageSize: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams({ page: String(page), pageSize: "5" });
    if (q) params.set("q", q);
    fetch(`/api/interviews/${encodeURIComponent(interviewId)}/code-questions?${params}`, { signal: controller.signal, credentials: "same-origin" })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { results: { items: QuestionItem[]; total: number; pageSize: number } };
        setData(body.results);
        setFailed(false);
      })
      .catch((err) => {
        if ((err as Error).name !== "AbortError") setFailed(true);
      });
    return () => controller.abort();
  }, [interviewId, q, page]);

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby={`code-questions-${interviewId}`} className="flex min-w-0 flex-col gap-2">
      <h3 id={`code-questions-${interviewId}`} className="text-sm font-medium">
        {t("questions.heading")}
      </h3>
      <SearchBox
        label={t("questions.search")}
        placeholder={t("questions.search")}
        onSearch={(v) => {
          setQ(v);
          setPage(1);
        }}
      />
      {failed ? <p className="text-sm text-red-700">{t("questions.failed")}</p> : null}
      {data && !data.items.length ? <p className="text-sm text-gray-700">{t("questions.empty")}</p> : null}
      {data?.items.length ? (
        <ul className="flex flex-col gap-1 text-sm" data-testid="code-questions">
          {data.items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                <span className="font-medium">{item.code}</span> {item.title} · {t(`questions.difficulty.${item.difficulty}`)}
                {item.tag ? ` · ${item.tag}` : ""}
              </span>
              <Button size="xs" variant="secondary" disabled={disabled} aria-label={t("questions.loadLabel", { code: item.code, title: item.title })} onClick={() => onLoad(item.id)}>
                {t("questions.load")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <div className="flex items-center gap-2 text-sm">
          <Button size="xs" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t("questions.previous")}
          </Button>
          <span>{t("questions.page", { page, pages })}</span>
          <Button size="xs" variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t("questions.next")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
