"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { logoutAction } from "@/lib/auth/actions";
import { PAGE_PATHS_KEY } from "@/lib/shell/page-history";

/** Spec §4.4: these stored values belong to one visit and go with the session. */
export const VISIT_KEYS = ["jobId", "preferredWorkCountry", "hasVisaForPreferredWorkCountry"] as const;

export function useLogout() {
  const router = useRouter();
  return useCallback(async () => {
    let jobId: string | undefined;
    try {
      jobId = localStorage.getItem("jobId") ?? undefined;
      for (const k of VISIT_KEYS) localStorage.removeItem(k);
      // The next person on this browser must not go "back" into this user's pages.
      localStorage.removeItem(PAGE_PATHS_KEY);
    } catch {
      // Storage may be disabled; logout still proceeds.
    }
    const { redirectTo } = await logoutAction(jobId);
    router.replace(redirectTo);
    router.refresh();
  }, [router]);
}
