"use client";

import dynamic from "next/dynamic";
import { openedOnce } from "@/components/ui/use-opened-once";

// The comparison settings (Radix Dialog and its focus trap) load on their first opening, not with
// the comparison (decisions D48, D89); from then on the dialog stays mounted.
const CompareSettingsDialogImpl = dynamic(() => import("./compare-settings-dialog").then((m) => m.CompareSettingsDialog), { ssr: false });

export const CompareSettingsDialog = openedOnce(CompareSettingsDialogImpl);
