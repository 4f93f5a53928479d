import type { ReactNode } from "react";

/**
 * The frame of the one-sided interview's public pages: the company's logo and name over the page,
 * no navigation (the candidate has no account), narrow enough to read on a phone.
 */
export function OsiFrame({ company, logoUrl, children }: { company: string; logoUrl?: string | null; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-[var(--color-surface,#f7f7f8)]">
      <header className="border-b border-[var(--color-line)] bg-white">
        <div className="mx-auto flex h-[60px] max-w-3xl items-center gap-3 px-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- tenant logos are arbitrary URLs */}
          <img src={logoUrl || "/brand/default-logo.svg"} alt="" className="h-8 w-auto max-w-[140px]" />
          <span className="truncate font-medium" data-testid="osi-company">
            {company}
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 max-[600px]:px-3">
        {children}
      </main>
    </div>
  );
}

export { clock } from "@/components/osi/recorder/format";
