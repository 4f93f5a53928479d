"use client";

import { useEffect, useMemo, useRef, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { createApiClient, type ApiClient } from "@/lib/http/client";
import { useBuilderMessages } from "./use-builder-messages";

export const RESUME_PARSE_STATUS_PATH = "/api/candidate/resume/parse-status";
/** How often an unfinished parse is asked about again. */
export const RESUME_PARSE_POLL_MS = 2_000;

export type ResumeParseState = { status: "initialized" | "queued" | "parsing" | "parsed" | "failed" | null; errorCode: number | null };

const PENDING = new Set<ResumeParseState["status"]>(["initialized", "queued", "parsing"]);

/**
 * What happened to the background parse of the current resume (`fileId`): "Reading your
 * resume…" while it runs (polled every 2 s), "Resume read" once parsed, or the catalogued text of
 * its failure. When a parse seen running ends parsed, the page is re-read so the next steps get
 * the prefill.
 */
export function ResumeParseStatus({ fileId, api }: { fileId: string; api?: ApiClient }) {
  const t = useTranslations("builder.resume.parse");
  const router = useRouter();
  const msg = useBuilderMessages();
  const [, startRefresh] = useTransition();
  const client = useMemo(() => api ?? createApiClient({ baseUrl: "" }), [api]);
  const sawPending = useRef(false);
  const query = useQuery({
    queryKey: ["resume-parse-status", fileId],
    queryFn: ({ signal }) => client.get<ResumeParseState>(RESUME_PARSE_STATUS_PATH, { signal }),
    staleTime: 0,
    refetchInterval: (q) => (q.state.status === "error" || (q.state.data && !PENDING.has(q.state.data.status)) ? false : RESUME_PARSE_POLL_MS),
  });
  const status = query.data?.status ?? null;

  useEffect(() => {
    if (PENDING.has(status)) sawPending.current = true;
    else if (status === "parsed" && sawPending.current) {
      sawPending.current = false;
      startRefresh(() => router.refresh());
    }
  }, [status, router]);

  const line = PENDING.has(status) ? t("pending") : status === "parsed" ? t("parsed") : "";
  return (
    <div data-testid="resume-parse-status" className="mt-2">
      <p role="status" aria-live="polite" className={line ? "text-sm text-gray-700" : "sr-only"}>
        {line}
      </p>
      {status === "failed" ? <Alert variant="danger">{msg.failure({ code: query.data?.errorCode ?? 10000, message: "" })}</Alert> : null}
    </div>
  );
}
