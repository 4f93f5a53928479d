"use client";

import Link from "next/link";
import type { ComponentProps } from "react";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button";
import type { ControlSize } from "@/components/ui/sizes";

/**
 * A link styled as a button, for server components: buttonClasses lives in a client module and
 * cannot be called while rendering on the server, but this component can be rendered there.
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
