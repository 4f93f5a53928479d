"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useToast } from "@/components/ui/toast";

/** Set by the job application flow just before it hands over to the talent shell. */
export const APPLIED_JOB_KEY = "hasAppliedJob";
/** Set instead when the application was refused (a catalogue code, e.g. 10078 job gone). */
export const APPLY_ERROR_KEY = "applyJobError";

/** Application refusals whose catalogue text is written for recruiters, and the candidate's text instead. */
const CANDIDATE_REFUSALS: Partial<Record<number, "notAccepting">> = {
  // ERROR_CODES.applicantsOnUnassignedJobs, written out: the catalogue module stays out of every talent page.
  10085: "notAccepting",
};

/** Stored flags are strings; these mean "not set". */
const UNSET = new Set(["", "false", "null", "undefined", "0"]);

/**
 * Spec §4.4: a stored hasAppliedJob flag triggers a success notice and is then cleared. Checked on
 * every navigation inside the shell, since the flag may be set by a page of the shell itself.
 * The key is removed before the toast shows, so a second render or tab cannot show it again.
 */
export function AppliedJobNotice() {
  const t = useTranslations("account.notices");
  const te = useTranslations("errors");
  const { toast } = useToast();
  const pathname = usePathname();

  useEffect(() => {
    let refused: string | null = null;
    try {
      refused = localStorage.getItem(APPLY_ERROR_KEY);
      if (refused !== null) localStorage.removeItem(APPLY_ERROR_KEY);
    } catch {
      refused = null;
    }
    if (!refused || !/^\d{5}$/.test(refused)) return;
    // A refusal meant for recruiters (10085 names their unassigned jobs) reads to a candidate as
    // what it means for them; other codes (10078 job gone) already speak to the candidate.
    const candidateKey = CANDIDATE_REFUSALS[Number(refused)];
    const key = `text_response_${refused}`;
    if (candidateKey) toast({ variant: "danger", description: t(`applyRefused.${candidateKey}`) });
    else if (te.has(key)) toast({ variant: "danger", description: te(key) });
  }, [pathname, toast, te, t]);

  useEffect(() => {
    let flag: string | null;
    try {
      flag = localStorage.getItem(APPLIED_JOB_KEY);
      if (flag === null) return;
      localStorage.removeItem(APPLIED_JOB_KEY);
    } catch {
      return;
    }
    if (UNSET.has(flag.trim().toLowerCase())) return;
    toast({ variant: "success", description: t("appliedJob") });
  }, [pathname, toast, t]);

  return null;
}
