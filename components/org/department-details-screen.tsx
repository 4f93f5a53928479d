"use client";

import { useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { DataTable, paginate, type DataTableColumn } from "@/components/ui/data-table";
import { DeferredSelect as Select } from "@/components/ui/deferred-select";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { setDefaultRecruiterAction } from "@/lib/org/actions";
import type { DepartmentDetails, DepartmentMember } from "@/lib/org/queries";
import { DepartmentNameDialog } from "./department-name-dialog-lazy";
import { outcomeOf, useOrgMessages } from "./org-messages";
import { UserStatusBadge } from "./user-status-badge";

const NONE = "none";

type Notice = { variant: "success" | "danger"; text: string; code?: number };

export function DepartmentDetailsScreen({ details, canManage, canManageUsers }: { details: DepartmentDetails; canManage: boolean; canManageUsers: boolean }) {
  const t = useTranslations("org");
  const tRoles = useTranslations("shell.roles");
  const msg = useOrgMessages();
  const router = useRouter();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [renaming, setRenaming] = useState(false);
  const [recruiter, setRecruiter] = useState(details.defaultRecruiterId ?? NONE);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, startTransition] = useTransition();

  // Spec §6: only recruiters who accepted their invitation can be chosen; the server checks again.
  const eligible = details.members.filter((m) => m.eligibleAsDefaultRecruiter);
  const options = [{ value: NONE, label: t("department.noDefaultRecruiter") }, ...eligible.map((m) => ({ value: m.id, label: `${m.fullName} (${m.email})`, textValue: m.fullName }))];

  const columns: DataTableColumn<DepartmentMember>[] = [
    { id: "name", header: t("users.columns.name"), cell: (m) => <span className="font-medium">{m.fullName}</span> },
    { id: "email", header: t("users.columns.email"), cell: (m) => <span className="break-all">{m.email}</span> },
    { id: "role", header: t("users.columns.role"), cell: (m) => tRoles(m.role) },
    { id: "status", header: t("users.columns.status"), cell: (m) => <UserStatusBadge user={m} /> },
  ];

  function saveRecruiter() {
    setNotice(null);
    startTransition(async () => {
      const out = outcomeOf(await setDefaultRecruiterAction({ departmentId: details.id, userId: recruiter === NONE ? null : recruiter }));
      if (out.kind === "ok") {
        setNotice({ variant: "success", text: t("department.defaultRecruiterSaved") });
        router.refresh();
        return;
      }
      const failure = out.kind === "failed" ? out.failure : { code: ERROR_CODES.invalidRequest, message: "" };
      const text = failure.code === ERROR_CODES.invalidRequest ? t("department.defaultRecruiterRefused") : msg.failure(failure);
      setNotice({ variant: "danger", text, code: failure.code });
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <Link href="/admin/departments" className="w-fit text-sm text-[var(--brand)] underline-offset-2 hover:underline">
        ← {t("department.back")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-medium break-all" data-testid="department-name">
            {details.name}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{t("department.activeJobs", { count: details.activeJobCount })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <NoPermissionTooltip hasPermission={canManage}>
            <Button variant="secondary" size="sm" onClick={() => setRenaming(true)} disabled={!canManage}>
              {t("department.rename")}
            </Button>
          </NoPermissionTooltip>
          <NoPermissionTooltip hasPermission={canManageUsers}>
            {canManageUsers ? (
              <LinkButton href="/admin/users" variant="secondary">
                {t("department.manageUsers")}
              </LinkButton>
            ) : (
              <Button variant="secondary" size="sm" disabled>
                {t("department.manageUsers")}
              </Button>
            )}
          </NoPermissionTooltip>
        </div>
      </div>

      {notice ? (
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)} data-testid="department-notice" data-code={notice.code}>
          {notice.text}
        </Alert>
      ) : null}

      <section aria-labelledby="default-recruiter-heading" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
        <h3 id="default-recruiter-heading" className="sr-only">
          {t("department.defaultRecruiter")}
        </h3>
        <div className="flex flex-wrap items-end gap-3">
          <Select
            id="default-recruiter"
            label={t("department.defaultRecruiter")}
            hint={t("department.defaultRecruiterHint")}
            options={options}
            value={recruiter}
            onValueChange={setRecruiter}
            disabled={!canManage || pending}
            className="max-w-md min-w-[240px] flex-1"
            size="sm"
          />
          <NoPermissionTooltip hasPermission={canManage}>
            <Button onClick={saveRecruiter} loading={pending} disabled={!canManage || recruiter === (details.defaultRecruiterId ?? NONE)} size="sm" className="mb-5">
              {t("department.saveDefaultRecruiter")}
            </Button>
          </NoPermissionTooltip>
        </div>
      </section>

      <section aria-labelledby="members-heading" className="flex flex-col gap-3">
        <h3 id="members-heading" className="text-lg font-medium">
          {t("department.members")}
        </h3>
        <DataTable
          columns={columns}
          rows={paginate(details.members, page, pageSize)}
          rowKey={(m) => m.id}
          label={t("department.membersLabel", { name: details.name })}
          page={page}
          pageSize={pageSize}
          total={details.members.length}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
          noRecordsMessage={t("department.noMembers")}
        />
      </section>

      <DepartmentNameDialog
        open={renaming}
        onOpenChange={setRenaming}
        department={{ id: details.id, name: details.name }}
        onDone={(saved) => {
          setRenaming(false);
          setNotice({ variant: "success", text: t("department.renamed", { name: saved.name }) });
          router.refresh();
        }}
      />
    </div>
  );
}
