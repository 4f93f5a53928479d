"use client";

import { createContext, useContext } from "react";
import type { TalentDetails } from "@/lib/auth/queries";

/**
 * The talent shell's start-up data (spec §4.4; fetched by ./talent-startup.tsx). Apart from the
 * component so screens can read it without pulling in the shell's fetch and logout code.
 */
export type TalentStartupData = {
  details: TalentDetails | undefined;
  interviewRestrictions: string[];
  storagePermission: boolean;
  /** Spec: a loading flag set by each fetch and cleared on its outcome. */
  loading: boolean;
  /** Reads the user's details again (after a change to the profile, e.g. the intro video). No-op outside the shell. */
  refreshDetails: () => void;
};

const EMPTY: TalentStartupData = { details: undefined, interviewRestrictions: [], storagePermission: false, loading: false, refreshDetails: () => {} };
export const StartupContext = createContext<TalentStartupData>(EMPTY);

export function useTalentStartup(): TalentStartupData {
  return useContext(StartupContext);
}
