"use client";

import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import type { TalentDetails } from "@/lib/auth/queries";
import { createApiClient, isApiError, type ApiClient } from "@/lib/http/client";
import { useLogout } from "./use-logout";

/**
 * Spec §4.4 start-up of the talent portal, the parts the browser loads (company and app config
 * come with the page): the user's details, the interview module's restrictions and the cloud
 * storage flag. Shared through context so screens need not fetch them again.
 */
export type TalentStartupData = {
  details: TalentDetails | undefined;
  interviewRestrictions: string[];
  storagePermission: boolean;
  /** Spec: a loading flag set by each fetch and cleared on its outcome. */
  loading: boolean;
};

const EMPTY: TalentStartupData = { details: undefined, interviewRestrictions: [], storagePermission: false, loading: false };
const StartupContext = createContext<TalentStartupData>(EMPTY);

export function useTalentStartup(): TalentStartupData {
  return useContext(StartupContext);
}

/** Public-profile logins and one-sided interviews have no talent session to describe. */
export function skipsUserDetails(pathname: string): boolean {
  return pathname.startsWith("/public/login") || pathname.startsWith("/osi/");
}

export const STARTUP_PATHS = {
  details: "/api/candidate/details",
  interviewRestrictions: "/api/module-restrictions?moduleType=interviewModule",
  cloudPermission: "/api/permission/cloud",
} as const;

function clearStorage(): void {
  try {
    localStorage.clear();
  } catch {
    // Storage may be blocked; nothing to clear then.
  }
}

export function TalentStartup({ children, api }: { children: ReactNode; api?: ApiClient }) {
  const pathname = usePathname() ?? "";
  const logout = useLogout();
  const client = useMemo(() => api ?? createApiClient({ baseUrl: "" }), [api]);
  const withDetails = !skipsUserDetails(pathname);

  const details = useQuery({
    queryKey: ["candidate", "details"],
    queryFn: ({ signal }) => client.get<TalentDetails>(STARTUP_PATHS.details, { signal }),
    enabled: withDetails,
  });
  const restrictions = useQuery({
    queryKey: ["module-restrictions", "interviewModule"],
    queryFn: ({ signal }) => client.get<string[]>(STARTUP_PATHS.interviewRestrictions, { signal }),
  });
  const cloud = useQuery({
    queryKey: ["permission", "cloud"],
    queryFn: ({ signal }) => client.get<{ storagePermission: boolean }>(STARTUP_PATHS.cloudPermission, { signal }),
  });

  // Spec §4.4: any failure of the details fetch clears local storage; a 404 (the account is gone)
  // also logs out. Once per failure, however often the component re-renders.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const error = details.error;
    if (!error || handled.current === error) return;
    handled.current = error;
    clearStorage();
    if (isApiError(error) && error.status === 404) void logout();
  }, [details.error, logout]);

  const value = useMemo<TalentStartupData>(
    () => ({
      details: details.data,
      // Merged without duplicates, whatever the server sends.
      interviewRestrictions: Array.from(new Set(restrictions.data ?? [])),
      storagePermission: cloud.data?.storagePermission === true,
      loading: (withDetails && details.isFetching) || restrictions.isFetching || cloud.isFetching,
    }),
    [details.data, details.isFetching, withDetails, restrictions.data, restrictions.isFetching, cloud.data, cloud.isFetching],
  );

  return <StartupContext.Provider value={value}>{children}</StartupContext.Provider>;
}
