"use client";

import dynamic from "next/dynamic";
import { openedOnce } from "@/components/ui/use-opened-once";

// The form dialog (react-hook-form, zod, the forms) loads on its first opening, not with the page
// (decision D48); from then on it stays mounted like any dialog.
const QuestionFormDialogImpl = dynamic(() => import("./question-form-dialog").then((m) => m.QuestionFormDialog), { ssr: false });

export const QuestionFormDialog = openedOnce(QuestionFormDialogImpl);
