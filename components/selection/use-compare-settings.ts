"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { sanitizeCompareSettings, type CompareSettings } from "@/lib/selection/rules";

/** localStorage key of the comparison settings (rows shown, load mode); versioned for later shapes. */
export const COMPARE_SETTINGS_KEY = "selection.compareSettings.v1";
/** Same-tab writes do not fire "storage", so the hook announces its own. */
const LOCAL_EVENT = "selection:compare-settings";
/** Where settings live for this visit when the browser refuses storage. */
let memory: string | null = null;

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => e.key === COMPARE_SETTINGS_KEY && onChange();
  window.addEventListener("storage", onStorage);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}

function snapshot(): string | null {
  try {
    return window.localStorage.getItem(COMPARE_SETTINGS_KEY);
  } catch {
    // Storage blocked (private mode, policy): this visit's choice, else the defaults.
    return memory;
  }
}

function parse(raw: string | null): CompareSettings {
  try {
    return sanitizeCompareSettings(raw ? JSON.parse(raw) : null);
  } catch {
    return sanitizeCompareSettings(null);
  }
}

/**
 * The viewer's comparison settings, kept in this browser (and shared by its tabs). The server
 * render and hydration use the defaults; the stored choice applies right after.
 */
export function useCompareSettings(): [CompareSettings, (next: CompareSettings) => void] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  const settings = useMemo(() => parse(raw), [raw]);
  const save = useCallback((next: CompareSettings) => {
    memory = JSON.stringify(sanitizeCompareSettings(next));
    try {
      window.localStorage.setItem(COMPARE_SETTINGS_KEY, memory);
    } catch {
      // Kept in memory for this visit only.
    }
    window.dispatchEvent(new Event(LOCAL_EVENT));
  }, []);
  return [settings, save];
}
