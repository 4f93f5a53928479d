"use client";

import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge, statusBadgeVariant } from "@/components/ui/badge";
import { DeferredTabs } from "@/components/ui/deferred-tabs";
import type { CandidateEntry, InterviewEntry, InvitationEntry } from "@/lib/jobs/queries";
import type { JobShortlistEntry } from "@/lib/selection/queries";
import { RemoveFromShortlist } from "./remove-from-shortlist";

export type JobListsProps = {
  /** The job's applications (job_applications), whatever their status. */
  applicants: CandidateEntry[];
  /** Talents shortlisted or put on standby for the job (job_shortlists, via jobShortlistEntries). */
  shortlisted: JobShortlistEntry[];
  standby: JobShortlistEntry[];
  shared: CandidateEntry[];
  interviews: InterviewEntry[];
  invitations: InvitationEntry[];
  timeZone: string;
  /** The job, and whether the viewer may take talents off its lists (its assignee, a live job). */
  jobId?: string;
  canRemove?: boolean;
};

const TABS = ["applicants", "shortlisted", "standby", "shared", "interviews"] as const;

/** The job's candidate lists (spec: applicants, shortlisted, standby, shared and interview lists). */
export function JobLists(props: JobListsProps) {
  const t = useTranslations("jobs.lists");
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short", timeZone: props.timeZone });
  // Rows removed here leave at once; the page's refresh then brings the server's lists.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const onRemoved = (candidateId: string) => setRemoved((s) => new Set(s).add(candidateId));
  const lists = {
    shortlisted: props.shortlisted.filter((r) => !removed.has(r.candidateId)),
    standby: props.standby.filter((r) => !removed.has(r.candidateId)),
  };
  const count = (tab: (typeof TABS)[number]) =>
    tab === "interviews" ? props.interviews.length + props.invitations.length : tab === "shortlisted" || tab === "standby" ? lists[tab].length : props[tab].length;

  const candidates = (rows: CandidateEntry[], empty: string) =>
    rows.length === 0 ? (
      <p className="py-6 text-center text-sm text-gray-600">{empty}</p>
    ) : (
      <ul className="divide-y divide-gray-200">
        {rows.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-medium">{r.name}</span> <span className="text-gray-600">{r.email}</span>
              {r.candidateUniqueId ? <span className="ms-2 text-xs text-gray-600">{r.candidateUniqueId}</span> : null}
            </span>
            <span className="flex items-center gap-2">
              <Badge variant={statusBadgeVariant(r.status)}>{t(`applicationStatus.${r.status}`)}</Badge>
              <span className="text-xs text-gray-600">{when(r.at)}</span>
            </span>
          </li>
        ))}
      </ul>
    );

  const picked = (rows: JobShortlistEntry[], tab: "shortlisted" | "standby") =>
    rows.length === 0 ? (
      <p className="py-6 text-center text-sm text-gray-600">{t(`empty.${tab}`)}</p>
    ) : (
      <ul className="divide-y divide-gray-200" data-testid={`job-${tab}`}>
        {rows.map((r) => (
          <li key={r.candidateId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0">
              <span className={`font-medium ${r.name === null ? "italic" : ""}`}>{r.name ?? t("confidential")}</span>
              {r.candidateUniqueId ? <span className="ms-2 text-xs text-gray-600">{r.candidateUniqueId}</span> : null}
            </span>
            <span className="flex items-center gap-2 text-xs text-gray-600">
              {r.byUserName ? <span>{t("addedBy", { name: r.byUserName })}</span> : null}
              <span>{when(r.at)}</span>
              {props.canRemove && props.jobId ? <RemoveFromShortlist jobId={props.jobId} candidateId={r.candidateId} name={r.name ?? t("confidential")} list={tab} onRemoved={onRemoved} /> : null}
            </span>
          </li>
        ))}
      </ul>
    );

  const interviews = () =>
    props.interviews.length === 0 && props.invitations.length === 0 ? (
      <p className="py-6 text-center text-sm text-gray-600">{t("empty.interviews")}</p>
    ) : (
      <ul className="divide-y divide-gray-200">
        {props.interviews.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              <span className="font-medium">{i.candidateName}</span> <span className="text-gray-600">{t("round", { round: i.round })}</span>
            </span>
            <span className="flex items-center gap-2">
              <Badge variant={statusBadgeVariant(i.status)}>{t(`interviewStatus.${i.status}`)}</Badge>
              <span className="text-xs text-gray-600">{when(i.startsAt)}</span>
            </span>
          </li>
        ))}
        {props.invitations.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              <span className="font-medium">{v.candidateName}</span> <span className="text-gray-600">{t("round", { round: v.round })}</span>
            </span>
            <span className="flex items-center gap-2">
              <Badge variant={statusBadgeVariant(v.status)}>{t(`invitationStatus.${v.status}`)}</Badge>
              <span className="text-xs text-gray-600">{when(v.createdAt)}</span>
            </span>
          </li>
        ))}
      </ul>
    );

  const panel = (tab: (typeof TABS)[number]) =>
    tab === "applicants" ? candidates(props.applicants, t("empty.applicants")) : tab === "shared" ? candidates(props.shared, t("empty.shared")) : tab === "interviews" ? interviews() : picked(lists[tab], tab);

  return (
    <section aria-labelledby="job-candidates" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
      <h2 id="job-candidates" className="mb-2 text-base font-medium">
        {t("title")}
      </h2>
      {/* The tabs' code (Radix) loads when someone points at or focuses them (D82). */}
      <DeferredTabs
        label={t("title")}
        defaultValue="applicants"
        listClassName="mb-2 flex flex-wrap gap-1 border-b border-[var(--color-line)]"
        triggerClassName="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-[var(--brand)] data-[state=active]:border-[var(--brand)] data-[state=active]:text-[var(--brand)]"
        items={TABS.map((tab) => ({ value: tab, label: `${t(`tabs.${tab}`)} (${count(tab)})`, content: panel(tab) }))}
      />
    </section>
  );
}
