"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { DeferredTabs } from "@/components/ui/deferred-tabs";
import { LazyComponent, lazyModule } from "@/components/ui/lazy-module";
import { formFromDraft, type JobFormValues } from "@/lib/jobs/form-values";
import type { JobFormOptions } from "@/lib/jobs/queries";
import type { JobDraft } from "@/lib/jobs/schemas";
import { JobForm, useJobForm, type JobFormSource } from "./job-form";
import type { AiPanelProps, ParsePanelProps, Prompt } from "./job-source-panels";

// The AI and parse-file tabs (the drop zone, the file rules, the upload) are one chunk, loaded when
// the tabs are pointed at or focused, or a panel is shown; the form does not wait for them (D82).
const aiPanel = lazyModule<ComponentType<AiPanelProps>>(() => import("./job-source-panels").then((m) => m.AiPanel));
const parsePanel = lazyModule<ComponentType<ParsePanelProps>>(() => import("./job-source-panels").then((m) => m.ParsePanel));
const preloadPanels = () => {
  aiPanel.load().catch(() => undefined);
  parsePanel.load().catch(() => undefined);
};

export type JobEditorProps = {
  mode: "create" | "edit";
  jobId?: string;
  initial: JobFormValues;
  options: JobFormOptions;
  stacks: readonly string[];
  templateId?: string | null;
  templateName?: string | null;
  canSaveTemplate: boolean;
  aiConfigured: boolean;
  prompts: Prompt[];
};

/**
 * Create and edit. Creating offers three ways to fill the one form (spec: tabs for AI generator
 * and parse file): by hand, from a prompt, or from a job-description file; the user always
 * reviews the filled form before saving.
 */
export function JobEditor(props: JobEditorProps) {
  const t = useTranslations("jobs.form");
  const form = useJobForm(props.initial);
  const [source, setSource] = useState<JobFormSource>(props.templateId ? "template" : "manual");
  const [filled, setFilled] = useState<"ai" | "file" | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (filled) noticeRef.current?.focus();
  }, [filled]);

  const apply = (draft: JobDraft, from: "ai" | "file") => {
    form.reset(formFromDraft(draft, form.getValues()));
    setSource(from);
    setFilled(from);
  };

  const formEl = (
    <JobForm mode={props.mode} jobId={props.jobId} form={form} options={props.options} stacks={props.stacks} source={source} templateId={props.templateId} canSaveTemplate={props.canSaveTemplate} />
  );

  // The edit page renders JobEditForm (the form without these tabs, ./job-edit-form.tsx, D82).
  if (props.mode === "edit") return formEl;

  return (
    <div className="flex flex-col gap-4">
      {props.templateName ? (
        <Alert variant="info" data-testid="from-template">
          {t("fromTemplate", { name: props.templateName })}
        </Alert>
      ) : null}
      {/* The tabs' code (Radix) and the AI and file panels load when the tabs are pointed at or focused (D82). */}
      <div className="contents" onPointerEnter={preloadPanels} onFocus={preloadPanels}>
        <DeferredTabs
          label={t("tabsLabel")}
          defaultValue="manual"
          className="rounded-lg border border-[var(--color-line)] bg-white p-4 max-[600px]:p-3"
          listClassName="mb-3 flex flex-wrap gap-1 border-b border-[var(--color-line)]"
          triggerClassName="-mb-px rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-[var(--brand)] data-[state=active]:border-[var(--brand)] data-[state=active]:text-[var(--brand)]"
          items={[
            { value: "manual", label: t("tabs.manual"), content: t("manualHint"), className: "text-sm text-gray-700" },
            {
              value: "ai",
              label: t("tabs.ai"),
              content: <LazyComponent module={aiPanel} wanted props={{ configured: props.aiConfigured, prompts: props.prompts, onDraft: (d: JobDraft) => apply(d, "ai") }} />,
            },
            { value: "file", label: t("tabs.file"), content: <LazyComponent module={parsePanel} wanted props={{ onDraft: (d: JobDraft) => apply(d, "file") }} /> },
          ]}
        />
      </div>
      {filled ? (
        <Alert variant="success" ref={noticeRef} tabIndex={-1} className="outline-none" data-testid="draft-applied">
          {t(`filled.${filled}`)}
        </Alert>
      ) : null}
      {formEl}
    </div>
  );
}
