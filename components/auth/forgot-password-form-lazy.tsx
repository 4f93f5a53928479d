"use client";

import dynamic from "next/dynamic";

/**
 * The forgot-password form for a page that shows it only on one branch (`/admin/login?section=
 * forgotPassword`): its code (react-hook-form, the form) loads when it renders, not with every
 * login page (decision D48). Rendered on the server as usual.
 */
export const LazyForgotPasswordForm = dynamic(() => import("./forgot-password-form").then((m) => m.ForgotPasswordForm));
