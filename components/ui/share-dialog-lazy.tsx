"use client";

import dynamic from "next/dynamic";
import { openedOnce } from "./use-opened-once";

// The share dialog (Radix Dialog and its focus trap) loads on its first opening, after a share
// succeeded, not with the page (the talent search's selection bar, the profile's share button:
// decisions D48, D81, D83); from then on it stays mounted.
const ShareDialogImpl = dynamic(() => import("./share-dialog").then((m) => m.ShareDialog), { ssr: false });

/** Loads the dialog's code ahead (tests). */
export async function loadShareDialog(): Promise<void> {
  await import("./share-dialog");
}

export const ShareDialog = openedOnce(ShareDialogImpl);
