"use client";

import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { ToastProvider } from "@/components/ui/toast";
import { AppliedJobNotice } from "./applied-job-notice";
import { TalentStartup } from "./talent-startup";

/** Client context of the talent shell: queries, toasts, and for a signed-in talent the start-up data. */
export function TalentProviders({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <QueryProvider>
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
    </QueryProvider>
  );
}
