"use client";

import { useEffect, useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useFieldArray, useForm, useWatch, type Resolver } from "react-hook-form";
import { lazyZodResolver, usePreloadResolver } from "@/components/forms/lazy-resolver";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { TextArea } from "@/components/ui/text-area";
import { CLIENT_ERROR_CODES as ERROR_CODES } from "@/lib/errors/client-codes";
import { resolveErrorText } from "@/lib/errors/messages";
import { submitReviewAction } from "@/lib/interviews/review-actions";
import { COMMENTS_MAX, CRITERIA_MAX, CRITERION_NAME_MAX, PERSONAL_NOTE_MAX, RECOMMENDATIONS, REVIEW_MESSAGES, reviewMessageKey, type Recommendation } from "@/lib/interviews/review-limits";
import { CRITERION_SCALE, finalRating, isCriterionScore } from "@/lib/talent/rating";

export type ReviewFormInitial = { recommendation: Recommendation; comments: string; criteria: { name: string; score: number }[]; personalNote: string };

type FormValues = { recommendation: Recommendation | ""; comments: string; criteria: { name: string; score: number }[]; personalNote: string };

export const RECOMMENDATION_KEY: Record<Recommendation, "recommend" | "notRecommend" | "hold"> = { Recommend: "recommend", "Not Recommend": "notRecommend", Hold: "hold" };

type Failure = { code: number; message: string };

/**
 * The interviewer's review (second document §3 Review; decision D47): recommendation, comments,
 * criteria scored on 10 (add and remove rows), a personal note, and the final rating on 5 as it
 * will be stored (lib/talent/rating.ts), live. The same zod schema as the server action, with the
 * spec's messages shown in the reader's language.
 */
/** zod and the schema load at the first key or pointer press, not with the page (decision D48). */
const reviewResolver = lazyZodResolver(() => import("@/lib/interviews/review-schemas").then((m) => m.reviewFormSchema));

export function ReviewForm({ entryId, initial }: { entryId: string; initial: ReviewFormInitial | null }) {
  const t = useTranslations("reviews");
  const tErrors = useTranslations("errors");
  const router = useRouter();
  const groupId = useId();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: reviewResolver as unknown as Resolver<FormValues>,
    defaultValues: initial ?? { recommendation: "", comments: "", criteria: [{ name: "", score: undefined as unknown as number }], personalNote: "" },
  });
  usePreloadResolver(reviewResolver);
  const { fields, append, remove } = useFieldArray({ control, name: "criteria" });
  const criteria = useWatch({ control, name: "criteria" });
  const comments = useWatch({ control, name: "comments" }) ?? "";
  const note = useWatch({ control, name: "personalNote" }) ?? "";
  const scores = (criteria ?? []).map((c) => c?.score).filter(isCriterionScore);
  const rating = finalRating(scores);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  /** A schema text in the reader's language (the server answers with the same English texts). */
  const message = (text: string | undefined): string | undefined => {
    if (!text) return undefined;
    const key = reviewMessageKey(text);
    return key ? t(`validation.${key}`) : text;
  };

  const onSubmit = (values: FormValues) => {
    setFailure(null);
    setSaved(false);
    startTransition(async () => {
      const result = await submitReviewAction({ entryId, ...values, recommendation: values.recommendation as Recommendation });
      if (result?.data) {
        setSaved(true);
        router.refresh();
        return;
      }
      const v = result?.validationErrors as { formErrors?: string[]; fieldErrors?: Record<string, string[] | undefined> } | undefined;
      if (v) {
        let focused = false;
        for (const [field, list] of Object.entries(v.fieldErrors ?? {})) {
          const text = list?.[0];
          if (!text) continue;
          if (field === "criteria") setError("criteria", { message: text });
          else if (field === "recommendation" || field === "comments" || field === "personalNote") {
            setError(field, { message: text }, { shouldFocus: !focused });
            focused = true;
          }
        }
        if (!focused && !v.fieldErrors?.criteria) setFailure({ code: ERROR_CODES.invalidRequest, message: v.formErrors?.[0] ?? "" });
        return;
      }
      const server = result?.serverError as Partial<Failure> | undefined;
      setFailure({ code: server?.code ?? ERROR_CODES.unexpectedError, message: server?.message ?? "" });
    });
  };

  const recommendationError = message(errors.recommendation?.message);
  const criteriaRootError = message(errors.criteria?.root?.message ?? errors.criteria?.message);
  // A duplicate is already said beside the repeated name; the list-level copy is for the server's answer.
  const rowHasDuplicate = fields.some((_, i) => errors.criteria?.[i]?.name?.message === REVIEW_MESSAGES.duplicateCriteria);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-busy={pending || undefined} data-testid="review-form">
      {failure ? (
        <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="review-error" data-code={failure.code}>
          {failure.code === ERROR_CODES.invalidRequest && reviewMessageKey(failure.message) ? message(failure.message) : resolveErrorText(tErrors, failure) || tErrors("text_response_10000")}
        </Alert>
      ) : null}

      <fieldset aria-describedby={recommendationError ? `${groupId}-rec-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-gray-800">
          {t("form.recommendation")}
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {RECOMMENDATIONS.map((r) => {
            const id = `${groupId}-rec-${RECOMMENDATION_KEY[r]}`;
            return (
              <div key={r} className="flex items-center gap-2">
                <input
                  id={id}
                  type="radio"
                  value={r}
                  className="size-4 accent-[var(--brand)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
                  {...register("recommendation")}
                />
                <label htmlFor={id} className="text-sm text-gray-900">
                  {t(`form.recommendations.${RECOMMENDATION_KEY[r]}`)}
                </label>
              </div>
            );
          })}
        </div>
        {recommendationError ? (
          <p id={`${groupId}-rec-error`} className="mt-1 text-xs text-red-600">
            {recommendationError}
          </p>
        ) : null}
      </fieldset>

      <TextArea
        id={`${groupId}-comments`}
        label={t("form.comments")}
        required
        rows={5}
        maxLength={COMMENTS_MAX}
        error={message(errors.comments?.message)}
        hint={t("form.characters", { count: comments.length, max: COMMENTS_MAX })}
        {...register("comments")}
      />

      <fieldset className="flex flex-col gap-3" aria-describedby={`${groupId}-criteria-hint${criteriaRootError && !rowHasDuplicate ? ` ${groupId}-criteria-error` : ""}`}>
        <legend className="text-sm font-medium text-gray-800">
          {t("form.criteria")}
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        </legend>
        <p id={`${groupId}-criteria-hint`} className="-mt-2 text-xs text-gray-600">
          {t("form.criteriaHint")}
        </p>
        <ol className="flex flex-col gap-3" data-testid="criteria-rows">
          {fields.map((field, i) => {
            const rowErrors = errors.criteria?.[i];
            return (
              <li key={field.id} className="grid grid-cols-[1fr_6rem_auto] items-start gap-2 sm:grid-cols-[1fr_7rem_auto]" data-testid="criterion-row">
                <Input
                  id={`${groupId}-c${i}-name`}
                  label={t("form.criterionName", { number: i + 1 })}
                  maxLength={CRITERION_NAME_MAX}
                  autoComplete="off"
                  required
                  error={message(rowErrors?.name?.message)}
                  {...register(`criteria.${i}.name`)}
                />
                <Input
                  id={`${groupId}-c${i}-score`}
                  label={t("form.criterionScore", { number: i + 1 })}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={CRITERION_SCALE}
                  step={1}
                  required
                  error={message(rowErrors?.score?.message)}
                  {...register(`criteria.${i}.score`, { valueAsNumber: true })}
                />
                <Button
                  type="button"
                  variant="secondary"
                  className="mt-6"
                  aria-label={t("form.removeCriterion", { number: i + 1 })}
                  disabled={fields.length <= 1}
                  onClick={() => {
                    remove(i);
                    setFocus(`criteria.${Math.max(0, i - 1)}.name`);
                  }}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            );
          })}
        </ol>
        {criteriaRootError && !rowHasDuplicate ? (
          <p id={`${groupId}-criteria-error`} className="text-xs text-red-600">
            {criteriaRootError}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={fields.length >= CRITERIA_MAX}
            onClick={() => append({ name: "", score: undefined as unknown as number }, { shouldFocus: true })}
          >
            {t("form.addCriterion")}
          </Button>
        </div>
      </fieldset>

      <TextArea
        id={`${groupId}-note`}
        label={t("form.personalNote")}
        required
        rows={3}
        maxLength={PERSONAL_NOTE_MAX}
        error={message(errors.personalNote?.message)}
        hint={`${t("form.personalNoteHint")} ${t("form.characters", { count: note.length, max: PERSONAL_NOTE_MAX })}`}
        {...register("personalNote")}
      />

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-gray-50 px-3 py-2">
        <span className="text-sm font-medium text-gray-800">{t("form.finalRating")}</span>
        <output className="text-base font-semibold text-gray-900" aria-live="polite" data-testid="live-rating">
          {rating === null ? t("form.finalRatingNone") : t("form.finalRatingValue", { rating: rating.toFixed(1) })}
        </output>
      </div>

      <div role="status" aria-live="polite">
        {saved ? (
          <Alert variant="success" data-testid="review-saved">
            {t("form.saved")}
          </Alert>
        ) : null}
      </div>

      <div className="flex justify-end">
        <Button type="submit" loading={pending}>
          {initial ? t("form.save") : t("form.submit")}
        </Button>
      </div>
    </form>
  );
}
