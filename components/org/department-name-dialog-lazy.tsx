"use client";

import dynamic from "next/dynamic";
import { openedOnce } from "@/components/ui/use-opened-once";

// The department name dialog (react-hook-form, zod, the form) loads on its first opening, not with
// the page (decision D48); from then on it is the same mounted component as before.
const DepartmentNameDialogImpl = dynamic(() => import("./department-name-dialog").then((m) => m.DepartmentNameDialog), { ssr: false });

export const DepartmentNameDialog = openedOnce(DepartmentNameDialogImpl);
