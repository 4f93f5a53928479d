"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect } from "react";

function Scroller() {
  const pathname = usePathname();
  // Compared as a string: the params object itself is new on every render.
  const search = useSearchParams().toString();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" as ScrollBehavior });
    document.getElementById("main-scroll")?.scrollTo({ top: 0 });
  }, [pathname, search]);
  return null;
}

/** Spec §2.2: the page scrolls to top on each navigation (including the shell's own scroller). */
export function ScrollToTop() {
  return (
    <Suspense fallback={null}>
      <Scroller />
    </Suspense>
  );
}
