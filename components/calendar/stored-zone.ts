/**
 * The viewer's chosen zone: local storage `timezone` (first document §2.5; the key the header chip
 * reads too, components/shell/timezone-key.ts), kept only when the platform knows it.
 */
import { TIMEZONE_KEY } from "@/components/shell/timezone-key";

/** A zone the platform knows (Intl, the check Temporal makes too), else null. */
export function validTimeZone(tz: string | null | undefined): string | null {
  if (!tz) return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return tz;
  } catch {
    return null;
  }
}

export function subscribeStoredZone(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** The stored zone, or null when none is stored, storage is off or the zone is unknown. */
export function storedZone(): string | null {
  try {
    return validTimeZone(localStorage.getItem(TIMEZONE_KEY));
  } catch {
    return null;
  }
}
