"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DropZone } from "@/components/ui/drop-zone";
import { FieldLabel, FieldMessage, fieldFrameClasses } from "@/components/ui/input";
import { ACCEPT_DOCUMENTS } from "@/lib/files/format";
import { generateJobAction } from "@/lib/jobs/actions";
import { JD_FILE_MAX_BYTES, PROMPT_MAX } from "@/lib/jobs/constants";
import { leaveForExpiredSession } from "@/lib/http/client";
import type { JobDraft } from "@/lib/jobs/schemas";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { useJobMessage } from "./use-job-text";

/**
 * The job editor's "AI generator" and "Parse file" tabs (components/jobs/job-editor.tsx): their
 * code (the drop zone, the file rules, the upload) loads when a tab is pointed at, focused or
 * shown, not with the form (decision D82).
 */

export type Prompt = { id: string; prompt: string; createdAt: string };

export type AiPanelProps = { configured: boolean; prompts: Prompt[]; onDraft: (d: JobDraft) => void };
export type ParsePanelProps = { onDraft: (d: JobDraft) => void };

export function AiPanel({ configured, prompts, onDraft }: AiPanelProps) {
  const t = useTranslations("jobs.ai");
  const msg = useJobMessage();
  const failureText = useActionFailure();
  const [prompt, setPrompt] = useState("");
  const [history, setHistory] = useState(prompts);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  if (!configured) {
    return (
      <div className="flex flex-col gap-3">
        <Alert variant="info" data-testid="ai-not-configured">
          {t("notConfigured")}
        </Alert>
        <PromptHistory prompts={history} onUse={setPrompt} disabled />
      </div>
    );
  }

  const generate = () => {
    setError(undefined);
    setFailure(null);
    startTransition(async () => {
      const result = await generateJobAction({ prompt });
      const data = result?.data;
      const fieldError = result?.validationErrors?.fieldErrors?.prompt?.[0];
      if (fieldError) return setError(fieldError);
      if (data?.ok) {
        setHistory((h) => [{ id: `local-${Date.now()}`, prompt: prompt.trim(), createdAt: new Date().toISOString() }, ...h].slice(0, 10));
        onDraft(data.draft);
        return;
      }
      if (data && !data.ok) {
        setHistory((h) => [{ id: `local-${Date.now()}`, prompt: prompt.trim(), createdAt: new Date().toISOString() }, ...h].slice(0, 10));
        return setFailure(t(data.reason === "notConfigured" ? "notConfigured" : "failed"));
      }
      setFailure(failureText(result));
    });
  };

  return (
    <div className="grid grid-cols-[2fr_1fr] gap-4 max-[800px]:grid-cols-1">
      <div className="flex flex-col gap-2">
        <FieldLabel htmlFor="ai-prompt" required>
          {t("prompt")}
        </FieldLabel>
        <div className={fieldFrameClasses(Boolean(error))}>
          <textarea
            id="ai-prompt"
            value={prompt}
            maxLength={PROMPT_MAX}
            onChange={(e) => setPrompt(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="ai-prompt-message"
            className="min-h-28 w-full resize-y rounded-md bg-transparent p-2 text-sm outline-none"
          />
        </div>
        <FieldMessage id="ai-prompt-message" error={msg(error)} hint={t("promptHint")} />
        {failure ? <Alert variant="danger">{failure}</Alert> : null}
        <div>
          <Button size="sm" onClick={generate} loading={pending}>
            {t("generate")}
          </Button>
        </div>
      </div>
      <PromptHistory prompts={history} onUse={setPrompt} />
    </div>
  );
}

function PromptHistory({ prompts, onUse, disabled }: { prompts: Prompt[]; onUse: (p: string) => void; disabled?: boolean }) {
  const t = useTranslations("jobs.ai");
  return (
    <section aria-labelledby="prompt-history">
      <h3 id="prompt-history" className="mb-2 text-sm font-medium">
        {t("history")}
      </h3>
      {prompts.length === 0 ? (
        <p className="text-sm text-gray-600">{t("historyEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {prompts.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onUse(p.prompt)}
                className="w-full truncate rounded-md px-2 py-1 text-start text-sm hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-[var(--brand)] disabled:cursor-default disabled:hover:bg-transparent"
                title={p.prompt}
              >
                <span className="sr-only">{t("usePrompt")}: </span>
                {p.prompt}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Parse-error texts written for job-description files; other codes use the catalogue's text. */
const PARSE_CODES = new Set([10456, 10457, 10458, 10459, 10460, 10462]);

export function ParsePanel({ onDraft }: ParsePanelProps) {
  const t = useTranslations("jobs.parse");
  const tErrors = useTranslations("errors");
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const upload = async (chosen: File) => {
    setFailure(null);
    setPending(true);
    try {
      const body = new FormData();
      body.append("file", chosen);
      const res = await fetch("/api/admin/jobs/parse-file", { method: "POST", body, credentials: "same-origin" });
      const json = (await res.json().catch(() => null)) as { results?: { draft: JobDraft }; code?: number } | null;
      if (res.ok && json?.results) {
        onDraft(json.results.draft);
        setFile(null);
        return;
      }
      const code = json?.code;
      if (code && PARSE_CODES.has(code)) setFailure(t(`errors.${code}`));
      else if (res.status === 401 || res.status === 440) {
        setFailure(tErrors("client.sessionExpired"));
        leaveForExpiredSession();
      }
      else setFailure((code && tErrors(`text_response_${code}`)) || tErrors("text_response_10000"));
    } catch {
      setFailure(tErrors("client.failedFetch"));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700">{t("help")}</p>
      <DropZone label={t("label")} accept={ACCEPT_DOCUMENTS} maxSize={JD_FILE_MAX_BYTES} file={file} onFileChange={setFile} onUpload={upload} uploading={pending} error={failure ?? undefined} name="jd-file" />
      {pending ? (
        <p role="status" className="text-sm text-gray-700">
          {t("parsing")}
        </p>
      ) : null}
    </div>
  );
}
