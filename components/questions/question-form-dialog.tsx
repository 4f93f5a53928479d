"use client";

import { useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { Controller, useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { dialogClasses } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import {
  createAssistQuestionAction,
  createCodeQuestionAction,
  createOsiQuestionAction,
  updateAssistQuestionAction,
  updateCodeQuestionAction,
  updateOsiQuestionAction,
} from "@/lib/questions/actions";
import {
  CODE_LANGUAGES,
  CODE_MAX,
  DIFFICULTIES,
  LONG_MAX,
  SHORT_MAX,
  STARTER_CODE_MAX,
  TAG_MAX,
  assistQuestionSchema,
  codeQuestionSchema,
  osiQuestionSchema,
  splitResponseTime,
  type QuestionKind,
} from "@/lib/questions/schemas";
import type { AssistQuestionRow, CodeQuestionRow, OsiQuestionRow } from "@/lib/questions/queries";
import { outcomeOf, useQuestionMessages, type ServerFailure } from "./question-messages";
import { TextArea } from "@/components/ui/text-area";

export type EditableRow = { kind: "assist"; row: AssistQuestionRow } | { kind: "osi"; row: OsiQuestionRow } | { kind: "code"; row: CodeQuestionRow };

/**
 * Create (no `editing`) or edit one question of the bank. Loaded on its first opening (D48), so
 * react-hook-form and zod stay out of the list page's first load.
 */
export function QuestionFormDialog({
  kind,
  open,
  onOpenChange,
  editing,
  onDone,
}: {
  kind: QuestionKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: EditableRow | null;
  onDone: (created: boolean) => void;
}) {
  const t = useTranslations("questionBank");
  const title = t(`${kind}.${editing ? "editTitle" : "createTitle"}`);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content} aria-describedby={undefined} data-testid="question-dialog">
          <Dialog.Title className={dialogClasses.title}>{title}</Dialog.Title>
          {/* Mounted only while open, so every opening starts from the row as it is now. */}
          {kind === "assist" ? <AssistForm row={editing?.kind === "assist" ? editing.row : undefined} onDone={onDone} /> : null}
          {kind === "osi" ? <OsiForm row={editing?.kind === "osi" ? editing.row : undefined} onDone={onDone} /> : null}
          {kind === "code" ? <CodeForm row={editing?.kind === "code" ? editing.row : undefined} onDone={onDone} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The form every kind shares: react-hook-form with the kind's zod schema, and the submit flow —
 * the server's field messages land on their fields (the form's own fields are its default
 * values' keys), a code on the alert.
 */
function useQuestionForm<V extends FieldValues>(schema: unknown, defaultValues: DefaultValues<V>) {
  const form = useForm<V>({ resolver: zodResolver(schema as never) as never, defaultValues });
  const fields = Object.keys(defaultValues);
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  const run = (call: () => Promise<Parameters<typeof outcomeOf>[0]>, onOk: () => void) => {
    setFailure(null);
    startTransition(async () => {
      const out = outcomeOf(await call());
      if (out.kind === "ok") return onOk();
      if (out.kind === "invalid") {
        let first = true;
        for (const [k, message] of Object.entries(out.fields)) {
          if (!fields.includes(k)) continue;
          form.setError(k as Path<V>, { message }, { shouldFocus: first });
          first = false;
        }
        if (first) setFailure({ code: 10001, message: out.form ?? "" });
        return;
      }
      setFailure(out.failure);
    });
  };
  return { form, errors: form.formState.errors, pending, failure, alertRef, run };
}

function FormFrame({ onSubmit, pending, failure, alertRef, children }: { onSubmit: () => void; pending: boolean; failure: ServerFailure | null; alertRef: React.RefObject<HTMLDivElement | null>; children: ReactNode }) {
  const t = useTranslations("questionBank");
  const msg = useQuestionMessages();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="mt-4 flex flex-col gap-4"
      aria-busy={pending || undefined}
    >
      {failure ? (
        <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="question-error" data-code={failure.code}>
          {msg.failure(failure)}
        </Alert>
      ) : null}
      {children}
      <div className={dialogClasses.actions}>
        <Dialog.Close asChild>
          <Button type="button" variant="secondary" disabled={pending}>
            {t("common.cancel")}
          </Button>
        </Dialog.Close>
        <Button type="submit" loading={pending}>
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}

function useDifficultyOptions() {
  const t = useTranslations("questionBank");
  return DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) }));
}

// ─── Recruiter assist ────────────────────────────────────────────────────────────────────────

type AssistValues = { questionnaireTitle: string; question: string; answer: string; difficulty: string; tags: string; category: string };

function AssistForm({ row, onDone }: { row?: AssistQuestionRow; onDone: (created: boolean) => void }) {
  const t = useTranslations("questionBank");
  const msg = useQuestionMessages();
  const difficulties = useDifficultyOptions();
  const { form, errors, pending, failure, alertRef, run } = useQuestionForm<AssistValues>(assistQuestionSchema, {
    questionnaireTitle: row?.questionnaireTitle ?? "",
    question: row?.question ?? "",
    answer: row?.answer ?? "",
    difficulty: row?.difficulty ?? "",
    tags: row?.tags.join(", ") ?? "",
    category: row?.category ?? "",
  });
  const { register, control, handleSubmit, getValues } = form;
  // The server parses the form's own values again (the same schema), not the client's output.
  const onSubmit = handleSubmit(() => {
    const values = getValues() as never;
    run(() => (row ? updateAssistQuestionAction({ id: row.id, values }) : createAssistQuestionAction(values)), () => onDone(!row));
  });
  return (
    <FormFrame onSubmit={() => void onSubmit()} pending={pending} failure={failure} alertRef={alertRef}>
      <Input id="assist-title" label={t("assist.fields.questionnaireTitle")} required autoFocus maxLength={SHORT_MAX} autoComplete="off" error={msg.field(errors.questionnaireTitle?.message)} {...register("questionnaireTitle")} />
      <TextArea id="assist-question" label={t("assist.fields.question")} required rows={3} maxLength={LONG_MAX} error={msg.field(errors.question?.message)} {...register("question")} />
      <TextArea id="assist-answer" label={t("assist.fields.answer")} required rows={4} maxLength={LONG_MAX} error={msg.field(errors.answer?.message)} {...register("answer")} />
      <Controller
        control={control}
        name="difficulty"
        render={({ field }) => (
          <Select id="assist-difficulty" label={t("assist.fields.difficulty")} required options={difficulties} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(errors.difficulty?.message)} />
        )}
      />
      <Input id="assist-tags" label={t("assist.fields.tags")} hint={t("assist.fields.tagsHint")} autoComplete="off" error={msg.field(errors.tags?.message)} {...register("tags")} />
      <Input id="assist-category" label={t("assist.fields.category")} maxLength={SHORT_MAX} autoComplete="off" error={msg.field(errors.category?.message)} {...register("category")} />
    </FormFrame>
  );
}

// ─── One-sided interview ─────────────────────────────────────────────────────────────────────

type OsiValues = { question: string; minutes: string; seconds: string };

function OsiForm({ row, onDone }: { row?: OsiQuestionRow; onDone: (created: boolean) => void }) {
  const t = useTranslations("questionBank");
  const msg = useQuestionMessages();
  const split = row ? splitResponseTime(row.responseSeconds) : null;
  const { form, errors, pending, failure, alertRef, run } = useQuestionForm<OsiValues>(osiQuestionSchema, {
    question: row?.question ?? "",
    minutes: split ? String(split.minutes) : "",
    seconds: split ? String(split.seconds) : "",
  });
  const { register, handleSubmit, getValues } = form;
  const onSubmit = handleSubmit(() => {
    const values = getValues();
    run(() => (row ? updateOsiQuestionAction({ id: row.id, values }) : createOsiQuestionAction(values)), () => onDone(!row));
  });
  const timeError = msg.field(errors.minutes?.message ?? errors.seconds?.message);
  return (
    <FormFrame onSubmit={() => void onSubmit()} pending={pending} failure={failure} alertRef={alertRef}>
      <TextArea id="osi-question" label={t("osi.fields.question")} required autoFocus rows={3} maxLength={LONG_MAX} error={msg.field(errors.question?.message)} {...register("question")} />
      <fieldset aria-describedby="osi-time-message">
        <legend className="mb-1 block text-sm font-medium text-gray-800">
          {t("osi.fields.responseTime")}
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="grid grid-cols-2 gap-3">
          <Input id="osi-minutes" label={t("osi.fields.minutes")} type="number" inputMode="numeric" min={0} max={60} step={1} required aria-invalid={timeError ? true : undefined} {...register("minutes")} />
          <Input id="osi-seconds" label={t("osi.fields.seconds")} type="number" inputMode="numeric" min={0} max={59} step={1} aria-invalid={timeError ? true : undefined} {...register("seconds")} />
        </div>
        <p id="osi-time-message" className={`mt-1 text-xs ${timeError ? "text-red-600" : "text-gray-600"}`} data-testid="osi-time-message">
          {timeError ?? t("osi.fields.responseTimeHint")}
        </p>
      </fieldset>
    </FormFrame>
  );
}

// ─── Code questions ──────────────────────────────────────────────────────────────────────────

type CodeValues = { code: string; title: string; difficulty: string; tag: string; prompt: string; language: string; starterCode: string };

function CodeForm({ row, onDone }: { row?: CodeQuestionRow; onDone: (created: boolean) => void }) {
  const t = useTranslations("questionBank");
  const msg = useQuestionMessages();
  const difficulties = useDifficultyOptions();
  const languages = CODE_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }));
  const { form, errors, pending, failure, alertRef, run } = useQuestionForm<CodeValues>(codeQuestionSchema, {
    code: row?.code ?? "",
    title: row?.title ?? "",
    difficulty: row?.difficulty ?? "",
    tag: row?.tag ?? "",
    prompt: row?.prompt ?? "",
    language: row?.language ?? "javascript",
    starterCode: row?.starterCode ?? "",
  });
  const { register, control, handleSubmit, getValues } = form;
  const onSubmit = handleSubmit(() => {
    const values = getValues() as never;
    run(() => (row ? updateCodeQuestionAction({ id: row.id, values }) : createCodeQuestionAction(values)), () => onDone(!row));
  });
  return (
    <FormFrame onSubmit={() => void onSubmit()} pending={pending} failure={failure} alertRef={alertRef}>
      <div className="grid grid-cols-[1fr_2fr] gap-3 max-[600px]:grid-cols-1">
        <Input id="code-code" label={t("code.fields.code")} required autoFocus maxLength={CODE_MAX} autoComplete="off" hint={t("code.fields.codeHint")} error={msg.field(errors.code?.message)} {...register("code")} />
        <Input id="code-title" label={t("code.fields.title")} required maxLength={SHORT_MAX} autoComplete="off" error={msg.field(errors.title?.message)} {...register("title")} />
      </div>
      <div className="grid grid-cols-3 gap-3 max-[600px]:grid-cols-1">
        <Controller
          control={control}
          name="difficulty"
          render={({ field }) => (
            <Select id="code-difficulty" label={t("code.fields.difficulty")} required options={difficulties} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(errors.difficulty?.message)} />
          )}
        />
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <Select id="code-language" label={t("code.fields.language")} required options={languages} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(errors.language?.message)} />
          )}
        />
        <Input id="code-tag" label={t("code.fields.tag")} maxLength={TAG_MAX} autoComplete="off" error={msg.field(errors.tag?.message)} {...register("tag")} />
      </div>
      <TextArea id="code-prompt" label={t("code.fields.prompt")} required rows={4} maxLength={LONG_MAX} error={msg.field(errors.prompt?.message)} {...register("prompt")} />
      <TextArea
        id="code-starter"
        label={t("code.fields.starterCode")}
        rows={6}
        maxLength={STARTER_CODE_MAX}
        spellCheck={false}
        className="font-mono"
        error={msg.field(errors.starterCode?.message)}
        {...register("starterCode")}
      />
    </FormFrame>
  );
}
