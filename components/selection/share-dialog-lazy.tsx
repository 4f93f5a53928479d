"use client";

import dynamic from "next/dynamic";
import type { ShareDialogProps } from "@/components/ui/share-dialog";
import { useOpenedOnce } from "@/components/ui/use-opened-once";

// The share dialog (Radix Dialog and its focus trap) loads on its first opening, after a share
// succeeded, not with the search page (decisions D48, D81); from then on it stays mounted.
const ShareDialogImpl = dynamic(() => import("@/components/ui/share-dialog").then((m) => m.ShareDialog), { ssr: false });

/** Loads the dialog's code ahead (tests). */
export async function loadShareDialog(): Promise<void> {
  await import("@/components/ui/share-dialog");
}

export function ShareDialog(props: ShareDialogProps) {
  return useOpenedOnce(props.open) ? <ShareDialogImpl {...props} /> : null;
}
