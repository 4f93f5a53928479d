"use client";

import { useState, type ComponentPropsWithRef, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Eye, EyeOff } from "lucide-react";
import { Input } from "@/components/ui/input";
import { PASSWORD_MAX } from "@/lib/auth/rules";

type Props = Omit<ComponentPropsWithRef<"input">, "size" | "type"> & { id: string; label: ReactNode; error?: ReactNode; hint?: ReactNode };

/** A password input with a show/hide toggle (the same control as the login form's). */
export function PasswordField({ id, label, error, hint, ...rest }: Props) {
  const t = useTranslations("auth");
  const [visible, setVisible] = useState(false);
  return (
    <Input
      id={id}
      label={label}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={PASSWORD_MAX}
      required
      size="md"
      error={error}
      hint={hint}
      endAdornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t("hidePassword") : t("showPassword")}
          aria-pressed={visible}
          aria-controls={id}
          className="inline-flex size-8 items-center justify-center rounded text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--brand)]"
        >
          {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
        </button>
      }
      {...rest}
    />
  );
}
