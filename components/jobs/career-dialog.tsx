"use client";

import { useEffect, useRef, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";

/**
 * The job description modal of the career page (spec: title, job id badge, posted-on and due
 * dates, close button). Its content is rendered on the server inside the page's HTML; this
 * wrapper only adds what needs a browser: focus on open, Tab kept inside, Escape closes.
 */
export function CareerDialog({ labelledBy, closeHref, closeLabel, children }: { labelledBy: string; closeHref: string; closeLabel: string; children: ReactNode }) {
  const router = useRouter();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        router.push(closeHref, { scroll: false });
        return;
      }
      if (e.key !== "Tab" || !panel.current) return;
      const focusable = panel.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])");
      if (!focusable.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [closeHref, router]);

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/50 p-4 max-[600px]:p-0">
      <Link href={closeHref} scroll={false} aria-hidden="true" tabIndex={-1} className="fixed inset-0 cursor-default" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className="relative my-8 w-full max-w-3xl rounded-lg bg-white p-6 shadow-xl outline-none max-[600px]:my-0 max-[600px]:min-h-full max-[600px]:rounded-none max-[600px]:p-4"
        data-testid="career-job-dialog"
      >
        <Link
          href={closeHref}
          scroll={false}
          aria-label={closeLabel}
          className="absolute end-3 top-3 inline-flex size-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
            <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
          </svg>
        </Link>
        {children}
      </div>
    </div>
  );
}
