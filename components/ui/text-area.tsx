"use client";

import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { FieldLabel, FieldMessage, fieldFrameClasses } from "@/components/ui/input";
import { cx } from "@/components/ui/sizes";

export type TextAreaProps = Omit<ComponentPropsWithRef<"textarea">, "children"> & { label: ReactNode; error?: ReactNode; hint?: ReactNode };

/**
 * A labelled multi-line field in the same frame as the text inputs, its message announced with
 * it. The one text area of the forms (builder, reviews, question bank); forms are `noValidate`,
 * so `required` marks the field for assistive technology without the browser's own bubble.
 */
export function TextArea({ label, error, hint, id, required, className, ...rest }: TextAreaProps) {
  const autoId = useId();
  const areaId = id ?? `textarea-${autoId}`;
  const messageId = `${areaId}-message`;
  return (
    <div className="w-full">
      <FieldLabel htmlFor={areaId} required={required}>
        {label}
      </FieldLabel>
      <div className={fieldFrameClasses(Boolean(error))}>
        <textarea
          id={areaId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={cx("w-full resize-y rounded-md bg-transparent px-2 py-1.5 text-sm text-gray-900 outline-none", className)}
          {...rest}
        />
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
