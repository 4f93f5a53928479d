// The bulk upload's file checks without papaparse or zod (bulk-rules.ts re-exports them), for the
// upload screen's first load (decision D48).

/** Spec §9 upload sizes 1 MB and 2 MB: a list of users is small, so 1 MB. */
export const BULK_MAX_BYTES = 1024 * 1024;

/** Plain file-name check; the browser's MIME type for CSV varies by system (text/csv, application/vnd.ms-excel, none). */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}
