"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, paginate, type DataTableColumn } from "@/components/ui/data-table";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { deleteDepartmentAction } from "@/lib/org/actions";
import type { DepartmentRow } from "@/lib/org/queries";
import { DepartmentNameDialog } from "./department-name-dialog-lazy";
import { outcomeOf, useOrgMessages } from "./org-messages";

type Notice = { variant: "success" | "danger"; text: string; code?: number };

export function DepartmentsScreen({ rows, canManage }: { rows: DepartmentRow[]; canManage: boolean }) {
  const t = useTranslations("org");
  const msg = useOrgMessages();
  const router = useRouter();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<DepartmentRow | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const columns: DataTableColumn<DepartmentRow>[] = [
    {
      id: "name",
      header: t("departments.columns.name"),
      cell: (r) => (
        <Link href={`/admin/departments/${r.id}`} className="font-medium text-[var(--brand)] underline-offset-2 hover:underline">
          {r.name}
        </Link>
      ),
    },
    { id: "recruiter", header: t("departments.columns.defaultRecruiter"), cell: (r) => r.defaultRecruiterName ?? <span className="text-gray-600">{t("common.none")}</span> },
    { id: "users", header: t("departments.columns.users"), cell: (r) => r.userCount, align: "end", width: 90 },
    { id: "jobs", header: t("departments.columns.activeJobs"), cell: (r) => r.activeJobCount, align: "end", width: 110 },
    {
      id: "actions",
      header: t("departments.columns.actions"),
      align: "end",
      width: 120,
      cell: (r) => (
        <NoPermissionTooltip hasPermission={canManage}>
          <Button variant="ghost" size="xs" disabled={!canManage} onClick={() => setDeleting(r)} aria-label={t("departments.deleteLabel", { name: r.name })}>
            {t("departments.delete")}
          </Button>
        </NoPermissionTooltip>
      ),
    },
  ];

  async function confirmDelete() {
    if (!deleting) return;
    const target = deleting;
    const out = outcomeOf(await deleteDepartmentAction({ id: target.id }));
    setDeleting(null);
    if (out.kind === "ok") {
      setNotice({ variant: "success", text: t("departments.deleted", { name: target.name }) });
      router.refresh();
    } else if (out.kind === "failed") {
      setNotice({ variant: "danger", text: msg.failure(out.failure), code: out.failure.code });
    } else {
      setNotice({ variant: "danger", text: msg.failure({ code: 10001, message: "" }) });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-medium">{t("departments.title")}</h2>
          <p className="mt-1 text-sm text-gray-700">{t("departments.intro")}</p>
        </div>
        <NoPermissionTooltip hasPermission={canManage}>
          <Button onClick={() => setCreating(true)} disabled={!canManage} size="sm">
            {t("departments.create")}
          </Button>
        </NoPermissionTooltip>
      </div>
      {notice ? (
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)} data-testid="departments-notice" data-code={notice.code}>
          {notice.text}
        </Alert>
      ) : null}
      <DataTable
        columns={columns}
        rows={paginate(rows, page, pageSize)}
        rowKey={(r) => r.id}
        label={t("departments.tableLabel")}
        page={page}
        pageSize={pageSize}
        total={rows.length}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        noRecordsMessage={t("departments.empty")}
      />
      <DepartmentNameDialog
        open={creating}
        onOpenChange={setCreating}
        onDone={(saved) => {
          setCreating(false);
          setNotice({ variant: "success", text: t("departments.created", { name: saved.name }) });
          router.refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t("departments.deleteTitle", { name: deleting?.name ?? "" })}
        message={t("departments.deleteMessage")}
        confirmLabel={t("departments.delete")}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
