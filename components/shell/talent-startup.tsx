"use client";

import { useCallback, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import type { TalentDetails } from "@/lib/auth/queries";
import { createApiClient, isApiError, type ApiClient } from "@/lib/http/client";
import { StartupContext, type TalentStartupData } from "./talent-startup-context";
import { useLogout } from "./use-logout";

export { useTalentStartup, type TalentStartupData } from "./talent-startup-context";

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

/**
 * Spec §4.4 start-up of the talent portal, the parts the browser loads (company and app config
 * come with the page): the user's details, the interview module's restrictions and the cloud
 * storage flag, shared through the context of ./talent-startup-context.
 *
 * Plain fetches through the API client, not React Query: the shell is on every talent page, and
 * three one-off reads do not need a query cache (decision D79).
 */
export function TalentStartup({ children, api }: { children: ReactNode; api?: ApiClient }) {
  const pathname = usePathname() ?? "";
  const logout = useLogout();
  const client = useMemo(() => api ?? createApiClient({ baseUrl: "" }), [api]);
  const withDetails = !skipsUserDetails(pathname);

  // Which details fetch is due: a new round when the user moves from a skipped path to one that
  // needs the details (as React Query's `enabled` flag did) and on refreshDetails(). Adjusted
  // during render, React's pattern for state that follows a prop.
  const [rounds, setRounds] = useState({ withDetails, round: 0 });
  if (rounds.withDetails !== withDetails) setRounds({ withDetails, round: withDetails ? rounds.round + 1 : rounds.round });
  const round = rounds.round;
  const refreshDetails = useCallback(() => setRounds((r) => ({ ...r, round: r.round + 1 })), []);

  const [details, setDetails] = useState<TalentDetails | undefined>(undefined);
  const [restrictions, setRestrictions] = useState<string[] | undefined>(undefined);
  const [cloud, setCloud] = useState<{ storagePermission: boolean } | undefined>(undefined);
  // What has settled (answered or failed); a fetch is in flight until its own settles.
  const [detailsSettled, setDetailsSettled] = useState<{ client: ApiClient; round: number } | null>(null);
  const [restrictionsSettled, setRestrictionsSettled] = useState<ApiClient | null>(null);
  const [cloudSettled, setCloudSettled] = useState<ApiClient | null>(null);

  // Spec §4.4: any failure of the details fetch clears local storage; a 404 (the account is gone)
  // also logs out. Called once per failed fetch, whatever the re-renders.
  const onDetailsFailed = useEffectEvent((error: unknown) => {
    clearStorage();
    if (isApiError(error) && error.status === 404) void logout();
  });

  // Restrictions and the storage flag: once per shell (per client).
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    client
      .get<string[]>(STARTUP_PATHS.interviewRestrictions, { signal })
      .then((data) => !signal.aborted && setRestrictions(data))
      .catch(() => {})
      .finally(() => !signal.aborted && setRestrictionsSettled(client));
    client
      .get<{ storagePermission: boolean }>(STARTUP_PATHS.cloudPermission, { signal })
      .then((data) => !signal.aborted && setCloud(data))
      .catch(() => {})
      .finally(() => !signal.aborted && setCloudSettled(client));
    return () => controller.abort();
  }, [client]);

  // The details, not on skipped paths. Earlier details stay shown until new ones arrive.
  useEffect(() => {
    if (!withDetails) return;
    const controller = new AbortController();
    const { signal } = controller;
    client
      .get<TalentDetails>(STARTUP_PATHS.details, { signal })
      .then((data) => {
        if (!signal.aborted) setDetails(data);
      })
      .catch((error: unknown) => {
        // A fetch we cancelled (unmount, path change) is no failure of the details.
        if (!signal.aborted) onDetailsFailed(error);
      })
      .finally(() => {
        if (!signal.aborted) setDetailsSettled({ client, round });
      });
    return () => controller.abort();
  }, [client, withDetails, round]);

  const detailsLoading = withDetails && !(detailsSettled?.client === client && detailsSettled.round === round);
  const loading = detailsLoading || restrictionsSettled !== client || cloudSettled !== client;
  const value = useMemo<TalentStartupData>(
    () => ({
      details,
      // Merged without duplicates, whatever the server sends.
      interviewRestrictions: Array.from(new Set(restrictions ?? [])),
      storagePermission: cloud?.storagePermission === true,
      loading,
      refreshDetails,
    }),
    [details, restrictions, cloud, loading, refreshDetails],
  );

  return <StartupContext.Provider value={value}>{children}</StartupContext.Provider>;
}
