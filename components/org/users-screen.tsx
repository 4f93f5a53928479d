"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { SearchBox } from "@/components/ui/search-box";
import { DeferredSelect as Select } from "@/components/ui/deferred-select";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { changeUserStateAction, resendInvitationAction } from "@/lib/org/actions";
import type { SeatUsage, UserPage, UserRow } from "@/lib/org/queries";
import { USER_LIST_STATES, USER_PAGE_SIZES } from "@/lib/org/limits";
import type { UserListQuery } from "@/lib/org/schemas";
import { outcomeOf, useOrgMessages } from "./org-messages";
import { UserFormDialog } from "./user-form-dialog-lazy";
import { UserRowActions, type RowAction } from "./user-row-actions";
import { UserStatusBadge } from "./user-status-badge";

type Notice = { variant: "success" | "danger"; text: string; code?: number };
type Pending = { user: UserRow; action: Exclude<RowAction, "edit"> };

export function UsersScreen({
  page,
  query,
  departments,
  seats,
  viewerId,
  canManage,
  canManageDepartments,
}: {
  page: UserPage;
  query: UserListQuery;
  departments: { id: string; name: string }[];
  seats: SeatUsage;
  viewerId: string;
  canManage: boolean;
  canManageDepartments: boolean;
}) {
  const t = useTranslations("org");
  const tRoles = useTranslations("shell.roles");
  const msg = useOrgMessages();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [navigating, startNavigation] = useTransition();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // Several changes in one event (page size, then page 1) must build on each other, not on the
  // address bar, which Next updates only after the transition.
  const paramsRef = useRef(new URLSearchParams(searchParams.toString()));
  useEffect(() => {
    paramsRef.current = new URLSearchParams(searchParams.toString());
  }, [searchParams]);

  function navigate(patch: Partial<Record<keyof UserListQuery, string | number>>) {
    const next = paramsRef.current;
    for (const [k, v] of Object.entries(patch)) {
      if (v === "" || v === undefined) next.delete(k);
      else next.set(k, String(v));
    }
    paramsRef.current = next;
    const qs = next.toString();
    startNavigation(() => router.push(qs ? `${pathname}?${qs}` : pathname));
  }

  const columns: DataTableColumn<UserRow>[] = [
    { id: "name", header: t("users.columns.name"), cell: (u) => <span className="font-medium break-words">{u.fullName}</span> },
    { id: "email", header: t("users.columns.email"), cell: (u) => <span className="break-all">{u.email}</span> },
    { id: "role", header: t("users.columns.role"), cell: (u) => tRoles(u.role) },
    {
      id: "departments",
      header: t("users.columns.departments"),
      cell: (u) => (
        <span className="flex flex-wrap gap-x-2">
          {u.departments.map((d) =>
            canManageDepartments ? (
              <Link key={d.id} href={`/admin/departments/${d.id}`} className="text-[var(--brand)] underline-offset-2 hover:underline">
                {d.name}
              </Link>
            ) : (
              <span key={d.id}>{d.name}</span>
            ),
          )}
        </span>
      ),
    },
    { id: "status", header: t("users.columns.status"), cell: (u) => <UserStatusBadge user={u} /> },
    {
      id: "actions",
      // Visible on purpose: an sr-only (absolutely positioned) header inside the scrolling table
      // would widen the page on narrow screens.
      header: t("users.columns.actions"),
      align: "end",
      width: 90,
      cell: (u) => (
        <UserRowActions
          user={u}
          isSelf={u.id === viewerId}
          canManage={canManage}
          onPick={(action) => (action === "edit" ? setEditing(u) : setPending({ user: u, action }))}
        />
      ),
    },
  ];

  async function confirmPending() {
    if (!pending) return;
    const { user, action } = pending;
    const out = outcomeOf(action === "resend" ? await resendInvitationAction({ userId: user.id }) : await changeUserStateAction({ userId: user.id, action }));
    setPending(null);
    if (out.kind === "ok") {
      setNotice({ variant: "success", text: t(`users.done.${action}`, { name: user.fullName, email: user.email }) });
      router.refresh();
    } else {
      const failure = out.kind === "failed" ? out.failure : { code: 10001, message: "" };
      setNotice({ variant: "danger", text: msg.failure(failure), code: failure.code });
    }
  }

  const stateOptions = USER_LIST_STATES.map((s) => ({ value: s, label: t(`users.states.${s}`) }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-medium">{t("users.title")}</h2>
          <p className="mt-1 text-sm text-gray-700" data-testid="seat-usage">
            {t("users.seats", { used: seats.used, total: seats.total })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <NoPermissionTooltip hasPermission={canManage}>
            {canManage ? (
              <LinkButton href="/admin/users/bulk-upload" variant="secondary">
                {t("users.bulkUpload")}
              </LinkButton>
            ) : (
              <Button variant="secondary" size="sm" disabled>
                {t("users.bulkUpload")}
              </Button>
            )}
          </NoPermissionTooltip>
          <NoPermissionTooltip hasPermission={canManage}>
            <Button size="sm" onClick={() => setAdding(true)} disabled={!canManage || departments.length === 0}>
              {t("users.add")}
            </Button>
          </NoPermissionTooltip>
        </div>
      </div>
      {departments.length === 0 ? <Alert variant="info">{t("users.noDepartments")}</Alert> : null}
      {notice ? (
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)} data-testid="users-notice" data-code={notice.code}>
          {notice.text}
        </Alert>
      ) : null}

      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          defaultValue={query.q}
          label={t("users.search")}
          placeholder={t("users.search")}
          onSearch={(q) => navigate({ q, page: 1 })}
          className="min-w-[200px] flex-1 max-[600px]:w-full"
          size="sm"
        />
        <Select
          id="users-state-filter"
          label={t("users.stateFilter")}
          options={stateOptions}
          value={query.state}
          onValueChange={(state) => navigate({ state: state === "all" ? "" : state, page: 1 })}
          className="w-[220px] max-[600px]:w-full"
          size="sm"
        />
      </div>

      <DataTable
        columns={columns}
        rows={page.rows}
        rowKey={(u) => u.id}
        label={t("users.tableLabel")}
        page={query.page}
        pageSize={query.size}
        pageSizeOptions={USER_PAGE_SIZES}
        total={page.total}
        loading={navigating}
        onPageChange={(p) => navigate({ page: p })}
        onPageSizeChange={(size) => navigate({ size, page: 1 })}
        noRecordsMessage={t("users.empty")}
      />

      <UserFormDialog
        open={adding}
        onOpenChange={setAdding}
        departments={departments}
        onDone={(name) => {
          setAdding(false);
          setNotice({ variant: "success", text: t("users.done.add", { name }) });
          router.refresh();
        }}
      />
      <UserFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        user={editing ?? undefined}
        departments={departments}
        onDone={(name) => {
          setEditing(null);
          setNotice({ variant: "success", text: t("users.done.edit", { name }) });
          router.refresh();
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        tone={pending?.action === "archive" || pending?.action === "inactivate" ? "danger" : "default"}
        title={pending ? t(`users.confirm.${pending.action}Title`, { name: pending.user.fullName }) : ""}
        message={pending ? t(`users.confirm.${pending.action}Message`, { email: pending.user.email }) : ""}
        confirmLabel={pending ? t(`users.actions.${pending.action}`) : undefined}
        onCancel={() => setPending(null)}
        onConfirm={confirmPending}
      />
    </div>
  );
}
