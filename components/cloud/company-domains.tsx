"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { DeferredSelect as Select } from "@/components/ui/deferred-select";
import { resolveErrorText } from "@/lib/errors/messages";
import { addCompanyDomainAction, removeCompanyDomainAction } from "@/lib/tenancy/actions";
import { checkCompanyHost } from "@/lib/tenancy/domain-rules";

export type DomainRow = { host: string; companyId: string; companyName: string };
export type CompanyChoice = { id: string; slug: string; name: string };

type Notice = { variant: "success" | "danger"; text: string; code?: number };
type ActionResult = { data?: unknown; serverError?: { code?: number; message?: string }; validationErrors?: unknown } | undefined;

const DOMAIN_INVALID = 10585;
const DOMAIN_RESERVED = 10587;

/**
 * The cloud admin's list of branded hosts: add one to a company, remove one. The form checks the
 * host with the server's own rule before sending (the server checks again and has the last word:
 * uniqueness is only known there).
 */
export function CompanyDomains({ rows, companies, baseDomain }: { rows: DomainRow[]; companies: CompanyChoice[]; baseDomain: string | null }) {
  const t = useTranslations("home.cloud.domains");
  const tErrors = useTranslations("errors");
  const router = useRouter();
  const [companyId, setCompanyId] = useState(companies[0]?.id ?? "");
  const [host, setHost] = useState("");
  const [fieldError, setFieldError] = useState<{ text: string; code: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [removing, setRemoving] = useState<DomainRow | null>(null);

  const failureText = (r: ActionResult): { text: string; code: number } => {
    const code = r?.serverError?.code ?? (r?.validationErrors ? 10001 : 10000);
    return { text: resolveErrorText(tErrors, { code }) || tErrors("text_response_10000"), code };
  };

  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setNotice(null);
    const company = companies.find((c) => c.id === companyId);
    if (!company) return;
    const verdict = checkCompanyHost(host, company.slug, baseDomain);
    if (!verdict.ok) {
      const code = verdict.reason === "platform" ? DOMAIN_RESERVED : DOMAIN_INVALID;
      setFieldError({ text: tErrors(`text_response_${code}`), code });
      return;
    }
    setBusy(true);
    const result = (await addCompanyDomainAction({ companyId, host: verdict.host })) as ActionResult;
    setBusy(false);
    if (result?.data) {
      setFieldError(null);
      setHost("");
      setNotice({ variant: "success", text: t("added", { host: verdict.host, company: company.name }) });
      router.refresh();
    } else {
      setFieldError(failureText(result));
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    const target = removing;
    const result = (await removeCompanyDomainAction({ companyId: target.companyId, host: target.host })) as ActionResult;
    setRemoving(null);
    if (result?.data) {
      setNotice({ variant: "success", text: t("removed", { host: target.host, company: target.companyName }) });
      router.refresh();
    } else {
      const f = failureText(result);
      setNotice({ variant: "danger", text: f.text, code: f.code });
    }
  }

  return (
    <section aria-labelledby="cloud-domains" className="rounded-lg border border-[var(--color-line)] bg-white p-5" data-testid="cloud-domains">
      <h3 id="cloud-domains" className="font-medium">
        {t("title")}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t("intro")}</p>
      {notice ? (
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)} className="mt-3" data-testid="cloud-domains-notice" data-code={notice.code}>
          {notice.text}
        </Alert>
      ) : null}
      <form onSubmit={add} noValidate className="mt-4 grid grid-cols-1 items-start gap-3 min-[600px]:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto]">
        <Select label={t("company")} options={companies.map((c) => ({ value: c.id, label: `${c.name} (${c.slug})`, textValue: c.name }))} value={companyId} onValueChange={setCompanyId} required />
        <Input
          label={t("host")}
          name="host"
          value={host}
          onChange={(e) => {
            setHost(e.target.value);
            if (fieldError) setFieldError(null);
          }}
          placeholder="careers.example.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          maxLength={300}
          required
          hint={t("hostHint")}
          error={fieldError?.text}
          data-code={fieldError?.code}
        />
        <Button type="submit" loading={busy} className="min-[600px]:mt-6">
          {t("add")}
        </Button>
      </form>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("tableLabel")}</caption>
          <thead>
            <tr className="border-b border-[var(--color-line)] text-[var(--color-muted)]">
              <th scope="col" className="py-2 pe-3 font-medium">
                {t("host")}
              </th>
              <th scope="col" className="py-2 pe-3 font-medium">
                {t("company")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <span className="sr-only">{t("actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3} className="py-3 text-center text-gray-700">
                  {t("empty")}
                </td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.host} className="border-b border-[var(--color-line)] last:border-0" data-testid={`cloud-domain-${r.host}`}>
                  <td className="py-2 pe-3 break-all">{r.host}</td>
                  <td className="py-2 pe-3">{r.companyName}</td>
                  <td className="py-2 text-right">
                    <Button variant="ghost" size="xs" onClick={() => setRemoving(r)} aria-label={t("removeLabel", { host: r.host })}>
                      {t("remove")}
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t("removeTitle", { host: removing?.host ?? "" })}
        message={t("removeMessage", { company: removing?.companyName ?? "" })}
        confirmLabel={t("remove")}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
