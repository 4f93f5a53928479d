"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { DepartmentNameDialog as DepartmentNameDialogComponent } from "./department-name-dialog";

// The department name dialog (react-hook-form, zod, the form) loads on its first opening, not with
// the page (decision D48); from then on it is the same mounted component as before.
const DepartmentNameDialogImpl = dynamic(() => import("./department-name-dialog").then((m) => m.DepartmentNameDialog), { ssr: false });

export function DepartmentNameDialog(props: ComponentProps<typeof DepartmentNameDialogComponent>) {
  return useOpenedOnce(props.open) ? <DepartmentNameDialogImpl {...props} /> : null;
}
