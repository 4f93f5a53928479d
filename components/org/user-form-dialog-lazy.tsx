"use client";

import dynamic from "next/dynamic";
import { openedOnce } from "@/components/ui/use-opened-once";

// The add/edit user dialog (react-hook-form, zod, the form) loads on its first opening, not with
// the page (decision D48); from then on it is the same mounted component as before.
const UserFormDialogImpl = dynamic(() => import("./user-form-dialog").then((m) => m.UserFormDialog), { ssr: false });

export const UserFormDialog = openedOnce(UserFormDialogImpl);
