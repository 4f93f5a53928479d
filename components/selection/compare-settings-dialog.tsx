"use client";

import { useId, useState } from "react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { dialogClasses } from "@/components/ui/confirm-dialog";
import { COMPARE_ROWS, DEFAULT_COMPARE_SETTINGS, type CompareLoadMode, type CompareRow, type CompareSettings } from "@/lib/selection/rules";

export type CompareSettingsDialogProps = {
  open: boolean;
  settings: CompareSettings;
  onApply: (next: CompareSettings) => void;
  onOpenChange: (open: boolean) => void;
};

/** Comparison settings (spec §2): which rows the comparison shows, and whether talents load 1 at a time or 4 at once. */
export function CompareSettingsDialog({ open, settings, onApply, onOpenChange }: CompareSettingsDialogProps) {
  const t = useTranslations("selection.settings");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content}>
          <Dialog.Title className={dialogClasses.title}>{t("title")}</Dialog.Title>
          <Dialog.Description className={dialogClasses.message}>{t("description")}</Dialog.Description>
          {/* Remounted per opening, so a cancelled edit never lingers. */}
          <SettingsForm settings={settings} onApply={onApply} onCancel={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SettingsForm({ settings, onApply, onCancel }: { settings: CompareSettings; onApply: (next: CompareSettings) => void; onCancel: () => void }) {
  const t = useTranslations("selection");
  const id = useId();
  const [rows, setRows] = useState<Set<CompareRow>>(new Set(settings.rows));
  const [mode, setMode] = useState<CompareLoadMode>(settings.mode);
  const [error, setError] = useState(false);

  const toggle = (row: CompareRow, on: boolean) => {
    setError(false);
    setRows((prev) => {
      const next = new Set(prev);
      if (on) next.add(row);
      else next.delete(row);
      return next;
    });
  };

  const apply = () => {
    if (!rows.size) return setError(true);
    onApply({ rows: COMPARE_ROWS.filter((r) => rows.has(r)), mode });
  };

  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-900">{t("settings.loadLegend")}</legend>
        <div className="flex flex-wrap gap-4">
          {(["one", "all"] as const).map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm">
              <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} className="size-4 accent-[var(--brand)]" />
              {t(m === "one" ? "settings.loadOne" : "settings.loadAll")}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-900">{t("settings.rowsLegend")}</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 max-[600px]:grid-cols-1">
          {COMPARE_ROWS.map((row) => (
            <label key={row} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={rows.has(row)} onChange={(e) => toggle(row, e.target.checked)} className="size-4 accent-[var(--brand)]" />
              {t(`compare.rows.${row}`)}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
            {t("settings.atLeastOneRow")}
          </p>
        ) : null}
      </fieldset>
      <div className={dialogClasses.actions}>
        <button
          type="button"
          onClick={() => (setRows(new Set(DEFAULT_COMPARE_SETTINGS.rows)), setMode(DEFAULT_COMPARE_SETTINGS.mode), setError(false))}
          className={`${dialogClasses.button} ${dialogClasses.secondary} min-[600px]:me-auto`}
        >
          {t("settings.reset")}
        </button>
        <button type="button" onClick={onCancel} className={`${dialogClasses.button} ${dialogClasses.secondary}`}>
          {t("settings.cancel")}
        </button>
        <button type="submit" className={`${dialogClasses.button} ${dialogClasses.primary}`}>
          {t("settings.apply")}
        </button>
      </div>
    </form>
  );
}
