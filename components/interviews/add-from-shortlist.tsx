"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { moveToInterviewListAction } from "@/lib/interviews/actions";

/**
 * Move to interview list (recruiter action) from the job's shortlist: the shortlisted talents not
 * yet on the job's interview list, chosen with checkboxes and moved in one request (all or nothing).
 */
export function AddFromShortlist({ jobId, talents, live }: { jobId: string; talents: { candidateId: string; name: string }[]; live: boolean }) {
  const t = useTranslations("interviews.board.add");
  const router = useRouter();
  const failureText = useActionFailure();
  const [picked, setPicked] = useState<string[]>([]);
  const [message, setMessage] = useState<{ tone: "success" | "danger"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const submit = () => {
    if (!picked.length) {
      setMessage({ tone: "danger", text: t("selectOne") });
      return;
    }
    setMessage(null);
    startTransition(async () => {
      const result = await moveToInterviewListAction({ jobId, candidateIds: picked });
      if (result?.data && !result.serverError) {
        setMessage({ tone: "success", text: t("done", { count: picked.length }) });
        setPicked([]);
        router.refresh();
      } else {
        setMessage({ tone: "danger", text: failureText(result) });
      }
    });
  };

  return (
    <section aria-labelledby="add-from-shortlist" className="flex flex-col gap-3 rounded-lg border border-[var(--color-line)] bg-white p-4" data-testid="add-from-shortlist">
      <h3 id="add-from-shortlist" className="text-base font-medium">
        {t("title")}
      </h3>
      {message ? (
        <Alert variant={message.tone} data-testid="add-from-shortlist-message">
          {message.text}
        </Alert>
      ) : null}
      {!live ? (
        <p className="text-sm text-gray-700">{t("notLive")}</p>
      ) : talents.length === 0 ? (
        <p className="text-sm text-gray-700">{t("none")}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-1">
            {talents.map((talent) => (
              <li key={talent.candidateId}>
                <label className="flex min-h-8 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--brand)]"
                    checked={picked.includes(talent.candidateId)}
                    onChange={(e) => setPicked((p) => (e.target.checked ? [...p, talent.candidateId] : p.filter((id) => id !== talent.candidateId)))}
                  />
                  {talent.name}
                </label>
              </li>
            ))}
          </ul>
          <div>
            <Button size="sm" onClick={submit} loading={pending} data-testid="add-from-shortlist-submit">
              {t("submit")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
