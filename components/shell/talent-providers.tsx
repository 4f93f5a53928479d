"use client";

import type { ReactNode } from "react";
import { ToastProvider } from "@/components/ui/toast";
import { AppliedJobNotice } from "./applied-job-notice";
import { TalentStartup } from "./talent-startup";

/**
 * Client context of the talent shell: toasts, and for a signed-in talent the start-up data. No
 * query client here (decision D79): the few screens that use React Query bring their own
 * QueryProvider, so the other talent pages do not load the library.
 */
export function TalentProviders({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <ToastProvider>
      {signedIn ? (
        <TalentStartup>
          <AppliedJobNotice />
          {children}
        </TalentStartup>
      ) : (
        children
      )}
    </ToastProvider>
  );
}
