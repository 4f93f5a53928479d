"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Switch } from "radix-ui";
import { Alert } from "@/components/ui/alert";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { setRolePermissionAction } from "@/lib/access/role-actions";
import type { AdminRole, RoleMatrix } from "@/lib/access/role-matrix";
import type { Permission } from "@/lib/access/permissions";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { resolveErrorText } from "@/lib/errors/messages";

/** Rows of the screen, grouped so a long list reads in sections. */
const GROUPS: { key: "recruiting" | "talent" | "interviews" | "administration"; permissions: Permission[] }[] = [
  { key: "recruiting", permissions: ["dashboard.view", "jobs.view", "jobs.create", "jobs.edit", "jobs.changeStatus", "jobs.publish"] },
  { key: "talent", permissions: ["talent.search", "talent.compare", "talent.shortlist"] },
  { key: "interviews", permissions: ["interviews.view", "interviews.schedule", "interviews.review"] },
  {
    key: "administration",
    permissions: ["departments.manage", "users.manage", "roles.manage", "billing.manage", "integrations.manage", "settings.manage"],
  },
];

const cell = (role: AdminRole, permission: Permission) => `${role}:${permission}`;

export type RolesMatrixProps = {
  roles: readonly AdminRole[];
  matrix: RoleMatrix;
  canManage: boolean;
  /** The viewer's own role: revoking its "roles.manage" must turn the screen read-only at once. */
  viewerRole: string;
};

export function RolesMatrix({ roles, matrix, canManage, viewerRole }: RolesMatrixProps) {
  const t = useTranslations("roles");
  const tErrors = useTranslations("errors");
  const router = useRouter();
  const [granted, setGranted] = useState<Set<string>>(() => new Set(roles.flatMap((r) => matrix[r].map((p) => cell(r, p)))));
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<number | null>(null);
  const [saved, setSaved] = useState<{ role: AdminRole; permission: Permission; on: boolean } | null>(null);

  async function toggle(role: AdminRole, permission: Permission, on: boolean) {
    const key = cell(role, permission);
    setPending(key);
    setFailure(null);
    setSaved(null);
    try {
      const result = await setRolePermissionAction({ role, permission, granted: on });
      if (result?.data) {
        setGranted((prev) => {
          const next = new Set(prev);
          if (on) next.add(key);
          else next.delete(key);
          return next;
        });
        setSaved({ role, permission, on });
        if (role === viewerRole && permission === "roles.manage") router.refresh();
        return;
      }
      const code = (result?.serverError as { code?: number } | undefined)?.code;
      setFailure(code ?? (result?.validationErrors ? ERROR_CODES.invalidRequest : ERROR_CODES.unexpectedError));
    } catch {
      setFailure(ERROR_CODES.unexpectedError);
    } finally {
      setPending(null);
    }
  }

  const permissionLabel = (p: Permission) => t(`permissions.${p}`);
  const roleLabel = (r: AdminRole) => t(`roleNames.${r}`);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-[var(--color-muted)]">{canManage ? t("intro") : t("readOnly")}</p>
      {failure !== null ? (
        <Alert variant="danger" data-testid="roles-error" onDismiss={() => setFailure(null)}>
          {resolveErrorText(tErrors, { code: failure }) || tErrors("text_response_10000")}
        </Alert>
      ) : null}
      {/* Polite and always present, so each saved switch is announced. */}
      <p role="status" className="sr-only" data-testid="roles-saved">
        {saved ? t("saved", { permission: permissionLabel(saved.permission), role: roleLabel(saved.role), state: saved.on ? "on" : "off" }) : ""}
      </p>
      <div className="overflow-x-auto rounded-lg border border-[var(--color-line)] bg-white">
        <table className="w-full min-w-[560px] border-collapse text-sm">
          <thead>
            <tr className="border-b border-[var(--color-line)] bg-[var(--color-surface)]">
              <th scope="col" className="sticky left-0 bg-[var(--color-surface)] px-4 py-3 text-left font-medium">
                {t("permissionColumn")}
              </th>
              {roles.map((r) => (
                <th key={r} scope="col" className="px-3 py-3 text-center font-medium">
                  {roleLabel(r)}
                </th>
              ))}
            </tr>
          </thead>
          {GROUPS.map((group) => (
            <tbody key={group.key}>
              <tr>
                <th scope="colgroup" colSpan={roles.length + 1} className="bg-white px-4 pb-1 pt-4 text-left text-xs font-semibold uppercase tracking-wide text-[var(--color-muted)]">
                  {t(`groups.${group.key}`)}
                </th>
              </tr>
              {group.permissions.map((permission) => (
                <tr key={permission} className="border-t border-[var(--color-line)]">
                  <th scope="row" className="sticky left-0 bg-white px-4 py-2 text-left font-normal">
                    {permissionLabel(permission)}
                  </th>
                  {roles.map((role) => {
                    const key = cell(role, permission);
                    const locked = role === "recruiterAdmin" && permission === "roles.manage";
                    const enabled = canManage && !locked;
                    const control = (
                      <Switch.Root
                        checked={granted.has(key)}
                        disabled={!enabled || pending !== null}
                        onCheckedChange={(on) => void toggle(role, permission, on)}
                        aria-label={t("switchLabel", { permission: permissionLabel(permission), role: roleLabel(role) })}
                        data-testid={`switch-${key}`}
                        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-gray-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)] disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-[var(--brand)]"
                      >
                        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                      </Switch.Root>
                    );
                    return (
                      <td key={role} className="px-3 py-2 text-center" aria-busy={pending === key || undefined}>
                        {enabled ? (
                          control
                        ) : (
                          <NoPermissionTooltip message={locked && canManage ? t("lockedRecruiterAdmin") : undefined}>{control}</NoPermissionTooltip>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
