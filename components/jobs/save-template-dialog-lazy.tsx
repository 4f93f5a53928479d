"use client";

import dynamic from "next/dynamic";
import { openedOnce } from "@/components/ui/use-opened-once";

// "Save as template" (Radix Dialog and its focus trap) loads on its first opening, not with the
// job form or the job page (decisions D48, D82); from then on it stays mounted.
const SaveTemplateDialogImpl = dynamic(() => import("./save-template-dialog").then((m) => m.SaveTemplateDialog), { ssr: false });

/** Loads the dialog's code ahead (tests). */
export async function loadSaveTemplateDialog(): Promise<void> {
  await import("./save-template-dialog");
}

export const SaveTemplateDialog = openedOnce(SaveTemplateDialogImpl);
