import Link from "next/link";
import type { ComponentProps } from "react";
import { buttonClasses, type ButtonVariant } from "./button-classes";
import type { ControlSize } from "./sizes";

/**
 * A link styled as a button, for server components (no "use client": it ships no code of its own;
 * only next/link's is sent to the browser).
 * `native` renders a plain <a> (a full page load, e.g. into the login flow).
 */
export function LinkButton({ variant, size = "sm", native, className, ...rest }: ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ControlSize; native?: boolean }) {
  const classes = buttonClasses({ variant, size, className });
  if (native) {
    const { href, ...anchor } = rest;
    return <a href={typeof href === "string" ? href : String(href)} className={classes} {...(anchor as ComponentProps<"a">)} />;
  }
  return <Link className={classes} {...rest} />;
}
