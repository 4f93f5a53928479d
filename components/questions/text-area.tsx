"use client";

import type { ComponentPropsWithRef } from "react";
import { FieldLabel, FieldMessage, fieldFrameClasses } from "@/components/ui/input";

/** A labelled multi-line field in the same frame as the text inputs, its message announced with it. */
export function TextArea({
  label,
  error,
  hint,
  id,
  required,
  className,
  ...rest
}: Omit<ComponentPropsWithRef<"textarea">, "children"> & { id: string; label: string; error?: string; hint?: string }) {
  const messageId = `${id}-message`;
  return (
    <div className="w-full">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className={fieldFrameClasses(Boolean(error))}>
        <textarea
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={`w-full resize-y rounded-md bg-transparent px-2 py-1.5 text-sm text-gray-900 outline-none ${className ?? ""}`}
          {...rest}
        />
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
