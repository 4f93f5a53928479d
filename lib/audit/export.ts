import "server-only";
import { createTranslator } from "next-intl";
import { compileMessages } from "@/lib/i18n/compiled";
import Papa from "papaparse";
import type { Locale } from "@/lib/i18n/config";
import en from "@/messages/en/activity.json";
import fr from "@/messages/fr/activity.json";
import { ACTIVITY_EXPORT_MAX_ROWS, type ActivityQuery } from "./activity-filters";
import { actionLabel, entityTypeLabel, type ActivityTranslator } from "./labels";
import { activityBatch, type ActivityCursor } from "./queries";

const MESSAGES = { en, fr } as const;

/** Rows read per query while streaming; the export never holds more than one batch in memory. */
export const EXPORT_BATCH = 1000;

/**
 * Papa's formula escaping (a leading ' on =, +, -, @, tab and CR) plus the full-width and
 * whitespace-led variants some spreadsheet apps also evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]|^\s+[=+\-@]/;

export function activityTranslator(locale: Locale): ActivityTranslator {
  return createTranslator({ locale, messages: { activity: compileMessages(MESSAGES[locale]) }, namespace: "activity" }) as unknown as ActivityTranslator;
}

export function exportFileName(now: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `activity-log-${day}.csv`;
}

/** CSV lines for rows of text, each ending in CRLF. */
export function csvLines(rows: string[][]): string {
  return Papa.unparse(rows, { escapeFormulae: FORMULA_START, newline: "\r\n" }) + "\r\n";
}

/**
 * The CSV of the company's activity with the screen's filters, newest first, at most
 * ACTIVITY_EXPORT_MAX_ROWS rows: UTF-8 with a BOM (spreadsheet apps then read accents right),
 * CRLF lines, RFC 4180 quoting by papaparse, formula-looking cells neutralised. Streamed in
 * keyset batches so a large export never sits in memory whole.
 */
export function activityCsvStream(companyId: string, q: ActivityQuery, timeZone: string, locale: Locale, maxRows = ACTIVITY_EXPORT_MAX_ROWS): ReadableStream<Uint8Array> {
  const t = activityTranslator(locale);
  const encoder = new TextEncoder();
  const header = ["time", "timeZone", "timeUtc", "person", "personEmail", "action", "actionCode", "objectType", "objectId", "object", "before", "after"].map((k) => t(`csv.${k}`));
  let cursor: ActivityCursor | null = null;
  let sent = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode("\uFEFF" + csvLines([header])));
        }
        const limit = Math.min(EXPORT_BATCH, maxRows - sent);
        const batch = limit > 0 ? await activityBatch(companyId, q, timeZone, cursor, limit) : [];
        if (batch.length === 0) {
          controller.close();
          return;
        }
        const rows = batch.map((r) => [
          r.localTime,
          timeZone,
          r.at,
          r.actorName ?? (r.actorId ? t("unknownPerson") : t("system")),
          r.actorEmail ?? "",
          actionLabel(t, r.action),
          r.action,
          r.entityType ? entityTypeLabel(t, r.entityType) : "",
          r.entityId ?? "",
          r.entityName ?? "",
          r.before ? JSON.stringify(r.before) : "",
          r.after ? JSON.stringify(r.after) : "",
        ]);
        controller.enqueue(encoder.encode(csvLines(rows)));
        sent += batch.length;
        cursor = batch[batch.length - 1].cursor;
        if (batch.length < limit || sent >= maxRows) controller.close();
      } catch (e) {
        controller.error(e);
      }
    },
  });
}
