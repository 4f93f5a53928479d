"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { SearchBox } from "@/components/ui/search-box";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { deleteAssistQuestionAction, deleteCodeQuestionAction, deleteOsiQuestionAction } from "@/lib/questions/actions";
import { QUESTION_KINDS, QUESTION_PAGE_SIZES, formatResponseTime, type QuestionKind } from "@/lib/questions/limits";
import type { AssistQuestionRow, CodeQuestionRow, OsiQuestionRow, Page } from "@/lib/questions/queries";
import type { QuestionListQuery } from "@/lib/questions/schemas";
import type { EditableRow } from "./question-form-dialog";
import { QuestionFormDialog } from "./question-form-dialog-lazy";
import { outcomeOf, useQuestionMessages } from "./question-messages";

type Notice = { variant: "success" | "danger"; text: string; code?: number };

export type BankPage = { kind: "assist"; page: Page<AssistQuestionRow> } | { kind: "osi"; page: Page<OsiQuestionRow> } | { kind: "code"; page: Page<CodeQuestionRow> };
type AnyRow = AssistQuestionRow | OsiQuestionRow | CodeQuestionRow;

const HREF: Record<QuestionKind, string> = { assist: "/admin/questions", osi: "/admin/questions/osi", code: "/admin/questions/code" };

const DIFFICULTY_TONE = { BEGINNER: "success", INTERMEDIATE: "warning", EXPERT: "danger" } as const;

/** A row's short name, for labels and the delete confirmation. */
function nameOf(kind: QuestionKind, row: AnyRow): string {
  if (kind === "code") return `${(row as CodeQuestionRow).code} · ${(row as CodeQuestionRow).title}`;
  const text = (row as AssistQuestionRow | OsiQuestionRow).question;
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * One kind of the question bank: its tab, search (in the database, through the address bar),
 * the paginated table with the "Pg" size selector, create and edit dialogs and delete with
 * confirmation. Without "jobs.edit" the buttons stay, disabled, with the no-permission tooltip.
 */
export function QuestionBankScreen({ data, query, canManage }: { data: BankPage; query: QuestionListQuery; canManage: boolean }) {
  const { kind } = data;
  const t = useTranslations("questionBank");
  const msg = useQuestionMessages();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [navigating, startNavigation] = useTransition();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<EditableRow | null>(null);
  const [deleting, setDeleting] = useState<AnyRow | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // Several changes in one event (page size, then page 1) build on each other, not on the address
  // bar, which Next updates only after the transition.
  const paramsRef = useRef(new URLSearchParams(searchParams.toString()));
  useEffect(() => {
    paramsRef.current = new URLSearchParams(searchParams.toString());
  }, [searchParams]);

  function navigate(patch: Partial<Record<keyof QuestionListQuery, string | number>>) {
    const next = paramsRef.current;
    for (const [k, v] of Object.entries(patch)) {
      if (v === "" || v === undefined || (k === "page" && v === 1)) next.delete(k);
      else next.set(k, String(v));
    }
    paramsRef.current = next;
    const qs = next.toString();
    startNavigation(() => router.push(qs ? `${pathname}?${qs}` : pathname));
  }

  const difficultyCell = (d: keyof typeof DIFFICULTY_TONE) => <Badge variant={DIFFICULTY_TONE[d]}>{t(`difficulty.${d}`)}</Badge>;
  const none = <span className="text-gray-600">{t("common.none")}</span>;

  const actionsColumn: DataTableColumn<AnyRow> = {
    id: "actions",
    header: t("common.actions"),
    align: "end",
    width: 170,
    cell: (r) => {
      const name = nameOf(kind, r);
      return (
        <span className="inline-flex gap-1">
          <NoPermissionTooltip hasPermission={canManage}>
            <Button variant="ghost" size="xs" disabled={!canManage} onClick={() => setEditing({ kind, row: r } as EditableRow)} aria-label={t("common.editLabel", { name })}>
              {t("common.edit")}
            </Button>
          </NoPermissionTooltip>
          <NoPermissionTooltip hasPermission={canManage}>
            <Button variant="ghost" size="xs" disabled={!canManage} onClick={() => setDeleting(r)} aria-label={t("common.deleteLabel", { name })}>
              {t("common.delete")}
            </Button>
          </NoPermissionTooltip>
        </span>
      );
    },
  };

  const text = (s: string) => <span className="line-clamp-3 break-words whitespace-pre-line">{s}</span>;

  const columns: DataTableColumn<AnyRow>[] =
    kind === "assist"
      ? [
          { id: "title", header: t("assist.columns.questionnaireTitle"), cell: (r) => <span className="font-medium break-words">{(r as AssistQuestionRow).questionnaireTitle}</span> },
          { id: "question", header: t("assist.columns.question"), cell: (r) => text((r as AssistQuestionRow).question) },
          { id: "difficulty", header: t("assist.columns.difficulty"), cell: (r) => difficultyCell((r as AssistQuestionRow).difficulty) },
          {
            id: "tags",
            header: t("assist.columns.tags"),
            cell: (r) => {
              const tags = (r as AssistQuestionRow).tags;
              return tags.length ? (
                <span className="flex flex-wrap gap-1">
                  {tags.map((tag) => (
                    <Badge key={tag} variant="neutral">
                      {tag}
                    </Badge>
                  ))}
                </span>
              ) : (
                none
              );
            },
          },
          { id: "category", header: t("assist.columns.category"), cell: (r) => (r as AssistQuestionRow).category ?? none },
          actionsColumn,
        ]
      : kind === "osi"
        ? [
            { id: "question", header: t("osi.columns.question"), cell: (r) => text((r as OsiQuestionRow).question) },
            { id: "time", header: t("osi.columns.responseTime"), cell: (r) => <span className="tabular-nums">{formatResponseTime((r as OsiQuestionRow).responseSeconds)}</span>, width: 130 },
            { id: "jobs", header: t("osi.columns.jobs"), cell: (r) => (r as OsiQuestionRow).jobCount, align: "end", width: 80 },
            actionsColumn,
          ]
        : [
            { id: "code", header: t("code.columns.code"), cell: (r) => <span className="font-mono font-medium">{(r as CodeQuestionRow).code}</span>, width: 120 },
            { id: "title", header: t("code.columns.title"), cell: (r) => <span className="break-words">{(r as CodeQuestionRow).title}</span> },
            { id: "difficulty", header: t("code.columns.difficulty"), cell: (r) => difficultyCell((r as CodeQuestionRow).difficulty) },
            { id: "tag", header: t("code.columns.tag"), cell: (r) => (r as CodeQuestionRow).tag ?? none },
            { id: "language", header: t("code.columns.language"), cell: (r) => t(`languages.${(r as CodeQuestionRow).language}`) },
            actionsColumn,
          ];

  async function confirmDelete() {
    if (!deleting) return;
    const id = deleting.id;
    const action = kind === "assist" ? deleteAssistQuestionAction : kind === "osi" ? deleteOsiQuestionAction : deleteCodeQuestionAction;
    const out = outcomeOf(await action({ id }));
    setDeleting(null);
    if (out.kind === "ok") {
      setNotice({ variant: "success", text: t("common.deleted") });
      router.refresh();
    } else {
      const failure = out.kind === "failed" ? out.failure : { code: 10001, message: "" };
      setNotice({ variant: "danger", text: msg.failure(failure), code: failure.code });
    }
  }

  function saved(created: boolean) {
    setCreating(false);
    setEditing(null);
    setNotice({ variant: "success", text: t(created ? "common.created" : "common.updated") });
    // A new question is the newest edit: it shows on page 1.
    if (created && query.page !== 1) navigate({ page: 1 });
    else router.refresh();
  }

  const rows = data.page.rows as AnyRow[];

  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <div>
        <h2 className="text-xl font-medium">{t("title")}</h2>
        <p className="mt-1 text-sm text-gray-700">{t("intro")}</p>
      </div>
      <nav aria-label={t("tabsLabel")}>
        <ul className="flex flex-wrap gap-1 border-b border-[var(--color-line)]">
          {QUESTION_KINDS.map((k) => (
            <li key={k}>
              <Link
                href={HREF[k]}
                aria-current={k === kind ? "page" : undefined}
                className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-[var(--brand)] ${
                  k === kind ? "border-[var(--brand)] text-[var(--brand)]" : "border-transparent text-gray-700 hover:text-gray-900"
                }`}
              >
                {t(`tabs.${k}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {notice ? (
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)} data-testid="questions-notice" data-code={notice.code}>
          {notice.text}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox
          key={kind}
          defaultValue={query.q}
          label={t("common.search")}
          placeholder={t("common.search")}
          onSearch={(q) => navigate({ q, page: 1 })}
          className="min-w-[200px] flex-1 max-[600px]:w-full"
          size="sm"
        />
        <NoPermissionTooltip hasPermission={canManage}>
          <Button size="sm" onClick={() => setCreating(true)} disabled={!canManage} data-testid="question-create">
            {t(`${kind}.create`)}
          </Button>
        </NoPermissionTooltip>
      </div>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        label={t(`${kind}.tableLabel`)}
        page={query.page}
        pageSize={query.size}
        pageSizeOptions={QUESTION_PAGE_SIZES}
        total={data.page.total}
        loading={navigating}
        onPageChange={(p) => navigate({ page: p })}
        onPageSizeChange={(size) => navigate({ size, page: 1 })}
        noRecordsMessage={t(`${kind}.empty`)}
      />
      <QuestionFormDialog kind={kind} open={creating} onOpenChange={setCreating} onDone={saved} />
      <QuestionFormDialog kind={kind} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} editing={editing} onDone={saved} />
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t("common.deleteTitle")}
        message={deleting ? t("common.deleteMessage", { name: nameOf(kind, deleting) }) : ""}
        confirmLabel={t("common.delete")}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
