"use client";

import { useCallback, useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { popPage, recordPage, type PathStorage } from "@/lib/shell/page-history";

function storage(): PathStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Puts every page of the shell into `page-paths` (spec §7). A component of its own because it reads
 * the query: the shell renders it inside a Suspense boundary.
 */
export function PageHistoryRecorder() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    if (pathname) recordPage(storage(), pathname, search);
  }, [pathname, search]);
  return null;
}

/**
 * The shells' back: the previous page of `page-paths` within this portal, or `home` when there is
 * none (a first page, a new tab, storage blocked).
 */
export function usePageBack(home: string, inPortal: (path: string) => boolean): () => void {
  const router = useRouter();
  return useCallback(() => {
    const target = popPage(storage(), { pathname: window.location.pathname, search: window.location.search }, inPortal);
    router.push(target ?? home);
  }, [router, home, inPortal]);
}
