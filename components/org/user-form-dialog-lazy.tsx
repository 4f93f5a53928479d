"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { UserFormDialog as UserFormDialogComponent } from "./user-form-dialog";

// The add/edit user dialog (react-hook-form, zod, the form) loads on its first opening, not with
// the page (decision D48); from then on it is the same mounted component as before.
const UserFormDialogImpl = dynamic(() => import("./user-form-dialog").then((m) => m.UserFormDialog), { ssr: false });

export function UserFormDialog(props: ComponentProps<typeof UserFormDialogComponent>) {
  return useOpenedOnce(props.open) ? <UserFormDialogImpl {...props} /> : null;
}
