"use client";

import { useState, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { OptionLabels } from "@/lib/selection/labels";
import { compareHref, type CompareRow } from "@/lib/selection/rules";
import type { CompareResult, CompareTalent, TalentReview } from "@/lib/selection/types";
import { CompareSettingsDialog } from "./compare-settings-dialog-lazy";
import { RatingStars } from "./rating-stars";
import { SelectionBar, type SelectionJob } from "./selection-bar";
import { useCompareSettings } from "./use-compare-settings";

export type CompareScreenProps = {
  result: CompareResult;
  /** Well-formed ids beyond the 4 the comparison holds. */
  dropped: number;
  job: SelectionJob | null;
  can: { shortlist: boolean; share: boolean };
  labels: OptionLabels;
  timeZone: string;
  /** The search the talents were chosen on (or the plain talent search): the back link. */
  searchHref: string;
};

const RECOMMENDATION_KEY: Record<TalentReview["recommendation"], "recommend" | "notRecommend" | "hold"> = {
  Recommend: "recommend",
  "Not Recommend": "notRecommend",
  Hold: "hold",
};
const RECOMMENDATION_VARIANT = { recommend: "success", notRecommend: "danger", hold: "warning" } as const;

/**
 * The candidate compare (spec §2 with comparison settings, §9 loads 1 at a time or 4 at once):
 * one column per talent, the rows chosen in the settings, reviews' recommendation, final rating
 * on 5 and criteria on 10. Refused, with the reason, when no chosen talent has a completed review.
 */
export function CompareScreen({ result, dropped, job, can, labels, timeZone, searchHref }: CompareScreenProps) {
  const t = useTranslations("selection");
  const router = useRouter();
  const [settings, saveSettings] = useCompareSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [shown, setShown] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const talents = result.talents;
  const visible = settings.mode === "all" ? talents : talents.slice(0, shown);
  const nameOf = (talent: CompareTalent) => talent.name ?? t("compare.confidential");

  const notices = (
    <>
      {result.missing > 0 ? <Alert variant="warning">{t("compare.missing", { count: result.missing })}</Alert> : null}
      {dropped > 0 ? <Alert variant="info">{t("compare.dropped")}</Alert> : null}
    </>
  );

  if (result.blocked) {
    return (
      <div className="flex max-w-3xl flex-col gap-4">
        {notices}
        <Alert variant="warning" data-testid="compare-blocked">
          {t(`compare.blocked.${result.blocked}`)}
        </Alert>
        {talents.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {talents.map((talent) => (
              <li key={talent.id} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{nameOf(talent)}</span>
                {talent.candidateUniqueId ? <span className="text-gray-600">{talent.candidateUniqueId}</span> : null}
                <Badge variant="warning">{t("compare.notReviewed")}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <Link href={searchHref} className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
          {t("compare.backToSearch")}
        </Link>
      </div>
    );
  }

  const remove = (id: string) => {
    setSelected((s) => s.filter((x) => x !== id));
    router.replace(
      compareHref(
        talents.map((x) => x.id).filter((x) => x !== id),
        job?.id,
        searchHref,
      ),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {notices}
      <div className="flex flex-wrap items-center gap-2">
        <Link href={searchHref} className="me-auto text-sm text-[var(--brand)] underline-offset-2 hover:underline">
          {t("compare.backToSearch")}
        </Link>
        <Button variant="secondary" size="sm" onClick={() => setSettingsOpen(true)}>
          {t("compare.settings")}
        </Button>
      </div>

      <SelectionBar
        selectedIds={selected}
        reviewedIds={talents.filter((x) => x.review).map((x) => x.id)}
        job={job}
        can={{ compare: false, shortlist: can.shortlist, share: can.share }}
        actions={["shortlist", "standby", "share"]}
        onClear={() => setSelected([])}
      />

      {/* Four columns do not fit a phone: the table scrolls sideways, and the region is focusable so keyboard users can scroll it. */}
      <div
        role="region"
        aria-label={t("compare.tableLabel")}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-[var(--color-line)] bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
      >
        <table className="w-full border-collapse text-sm" data-testid="compare-table">
          <caption className="sr-only">{t("compare.tableLabel")}</caption>
          <thead>
            <tr className="border-b border-[var(--color-line)] align-top">
              <th scope="col" className="w-40 p-3 text-start font-medium text-gray-600 max-[600px]:w-28">
                <span className="sr-only">{t("compare.rowHeader")}</span>
              </th>
              {visible.map((talent) => (
                <th key={talent.id} scope="col" className="min-w-52 p-3 text-start align-top font-normal" data-testid="compare-column">
                  <div className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      aria-label={t("compare.select", { name: nameOf(talent) })}
                      checked={selected.includes(talent.id)}
                      onChange={(e) => setSelected((s) => (e.target.checked ? [...s, talent.id] : s.filter((x) => x !== talent.id)))}
                      className="mt-1 size-4 accent-[var(--brand)]"
                    />
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="font-semibold break-words text-gray-900">{nameOf(talent)}</span>
                      {talent.candidateUniqueId ? <span className="text-xs text-gray-600">{talent.candidateUniqueId}</span> : null}
                      <span className="flex flex-wrap gap-1">
                        {!talent.review ? <Badge variant="warning">{t("compare.notReviewed")}</Badge> : null}
                        {talent.isMock ? <Badge>{t("compare.mock")}</Badge> : null}
                      </span>
                    </div>
                    <Button variant="ghost" size="sm" iconOnly aria-label={t("compare.remove", { name: nameOf(talent) })} onClick={() => remove(talent.id)}>
                      <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="size-4">
                        <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
                      </svg>
                    </Button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {settings.rows.map((row) => (
              <CompareRows key={row} row={row} talents={visible} labels={labels} timeZone={timeZone} />
            ))}
          </tbody>
        </table>
      </div>

      {settings.mode === "one" && shown < talents.length ? (
        <div>
          <Button variant="secondary" onClick={() => setShown((n) => n + 1)}>
            {t("compare.addNext", { shown: Math.min(shown, talents.length), total: talents.length })}
          </Button>
        </div>
      ) : null}

      <CompareSettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        settings={settings}
        onApply={(next) => {
          saveSettings(next);
          if (next.mode === "one" && settings.mode !== "one") setShown(1);
          setSettingsOpen(false);
        }}
      />
    </div>
  );
}

function Row({ header, cells, testId }: { header: ReactNode; cells: ReactNode[]; testId?: string }) {
  return (
    <tr className="border-b border-[var(--color-line)] align-top last:border-b-0" data-testid={testId}>
      <th scope="row" className="p-3 text-start font-medium text-gray-700">
        {header}
      </th>
      {cells.map((cell, i) => (
        <td key={i} className="p-3 break-words text-gray-900">
          {cell}
        </td>
      ))}
    </tr>
  );
}

function CompareRows({ row, talents, labels, timeZone }: { row: CompareRow; talents: CompareTalent[]; labels: OptionLabels; timeZone: string }) {
  const t = useTranslations("selection.compare");
  const format = useFormatter();
  const none = <span className="text-gray-500">{t("none")}</span>;
  const label = (map: Record<string, string>, v: string) => (v ? (map[v] ?? v) : none);
  const list = (items: ReactNode[]) =>
    items.length ? (
      <ul className="flex flex-col gap-0.5">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    ) : (
      none
    );
  const header = t(`rows.${row}`);
  const cells = (fn: (talent: CompareTalent) => ReactNode) => talents.map(fn);

  switch (row) {
    case "designation":
      return <Row header={header} cells={cells((x) => x.designation || x.speciality || none)} />;
    case "domains":
      return <Row header={header} cells={cells((x) => (x.domains.length ? x.domains.join(" | ") : none))} />;
    case "talentType":
      return <Row header={header} cells={cells((x) => t(x.talentType === "internal" ? "talentType.internal" : "talentType.external"))} />;
    case "experience":
      return (
        <Row
          header={header}
          cells={cells((x) => (x.totalExperienceMonths > 0 ? t("experience", { years: Math.floor(x.totalExperienceMonths / 12), months: x.totalExperienceMonths % 12 }).trim() : t("noExperience")))}
        />
      );
    case "skills":
      return (
        <Row
          header={header}
          cells={cells((x) =>
            x.skills.length ? (
              <span className="flex flex-wrap gap-1">
                {x.skills.slice(0, 12).map((s) => (
                  <Badge key={`${s.category}-${s.stack}`} variant="neutral">
                    {t("skill", { stack: s.stack, years: s.years })}
                  </Badge>
                ))}
              </span>
            ) : (
              none
            ),
          )}
        />
      );
    case "availability":
      return <Row header={header} cells={cells((x) => label(labels.availability, x.availability))} />;
    case "location":
      return <Row header={header} cells={cells((x) => x.location || none)} />;
    case "preferredLocations":
      return <Row header={header} cells={cells((x) => list(x.preferredLocations))} />;
    case "workplaceType":
      return <Row header={header} cells={cells((x) => label(labels.workplaceType, x.workplaceType))} />;
    case "jobType":
      return (
        <Row
          header={header}
          cells={cells((x) =>
            x.jobType ? (
              <>
                {labels.jobType[x.jobType] ?? x.jobType}
                {x.contractType ? ` · ${labels.contractType[x.contractType] ?? x.contractType}` : null}
              </>
            ) : (
              none
            ),
          )}
        />
      );
    case "education":
      return (
        <Row
          header={header}
          cells={cells((x) =>
            list(
              x.education.map((e) => (
                <>
                  <span className="font-medium">{labels.educationLevel[e.level] ?? e.level}</span>
                  {" · "}
                  {e.institution ? t("education", { course: e.courseName, institution: e.institution }) : e.courseName}
                  {e.completion ? ` ${t("completion", { year: e.completion })}` : null}
                </>
              )),
            ),
          )}
        />
      );
    case "certifications":
      return <Row header={header} cells={cells((x) => list(x.certifications.map((c) => [c.description, c.year].filter(Boolean).join(" · "))))} />;
    case "lastUpdated":
      return <Row header={header} cells={cells((x) => (x.updatedAt ? format.dateTime(new Date(x.updatedAt), { day: "2-digit", month: "short", year: "numeric", timeZone }) : none))} />;
    case "recommendation":
      return (
        <Row
          header={header}
          cells={cells((x) => {
            if (!x.review) return <Badge variant="warning">{t("notReviewed")}</Badge>;
            const key = RECOMMENDATION_KEY[x.review.recommendation];
            return <Badge variant={RECOMMENDATION_VARIANT[key]}>{t(`recommendation.${key}`)}</Badge>;
          })}
        />
      );
    case "finalRating":
      return <Row header={header} testId="row-finalRating" cells={cells((x) => (x.review ? <RatingStars rating={x.review.finalRating} /> : none))} />;
    case "criteria": {
      const names: string[] = [];
      for (const x of talents) for (const c of x.review?.criteria ?? []) if (!names.includes(c.name)) names.push(c.name);
      if (!names.length) return <Row header={header} cells={cells(() => none)} />;
      return (
        <>
          {names.map((name) => (
            <Row
              key={name}
              header={
                <>
                  <span className="block text-xs font-normal text-gray-500">{header}</span>
                  {name}
                </>
              }
              cells={cells((x) => {
                const c = x.review?.criteria.find((k) => k.name === name);
                return c ? t("score", { score: c.score }) : none;
              })}
            />
          ))}
        </>
      );
    }
    case "comments":
      return <Row header={header} cells={cells((x) => (x.review?.comments ? <p className="whitespace-pre-line">{x.review.comments}</p> : none))} />;
  }
}
