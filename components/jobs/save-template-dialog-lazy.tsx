"use client";

import dynamic from "next/dynamic";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { SaveTemplateDialogProps } from "./save-template-dialog";

// "Save as template" (Radix Dialog and its focus trap) loads on its first opening, not with the
// job form or the job page (decisions D48, D82); from then on it stays mounted.
const SaveTemplateDialogImpl = dynamic(() => import("./save-template-dialog").then((m) => m.SaveTemplateDialog), { ssr: false });

/** Loads the dialog's code ahead (tests). */
export async function loadSaveTemplateDialog(): Promise<void> {
  await import("./save-template-dialog");
}

export function SaveTemplateDialog(props: SaveTemplateDialogProps) {
  return useOpenedOnce(props.open) ? <SaveTemplateDialogImpl {...props} /> : null;
}
