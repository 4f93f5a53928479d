"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { QuestionFormDialog as QuestionFormDialogComponent } from "./question-form-dialog";

// The form dialog (react-hook-form, zod, the forms) loads on its first opening, not with the page
// (decision D48); from then on it stays mounted like any dialog.
const QuestionFormDialogImpl = dynamic(() => import("./question-form-dialog").then((m) => m.QuestionFormDialog), { ssr: false });

export function QuestionFormDialog(props: ComponentProps<typeof QuestionFormDialogComponent>) {
  return useOpenedOnce(props.open) ? <QuestionFormDialogImpl {...props} /> : null;
}
