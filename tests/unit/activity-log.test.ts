import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { compileMessages } from "@/lib/i18n/compiled";
import { describe, expect, it } from "vitest";
import { ACTIVITY_DEFAULT_PAGE_SIZE, REDACTED, SYSTEM_ACTOR, activitySearch, parseActivityQuery, redactSensitive } from "@/lib/audit/activity-filters";
import { actionLabel, entityTypeLabel, groupLabel, type ActivityTranslator } from "@/lib/audit/labels";
import { TRANSITION_NAMES } from "@/lib/interviews/rules";
import { STATUS_ACTIONS } from "@/lib/jobs/rules";
import { STATE_ACTIONS } from "@/lib/org/rules";
import en from "@/messages/en/activity.json";
import fr from "@/messages/fr/activity.json";

const root = path.resolve(import.meta.dirname, "../..");
const translators = { en, fr } as const;
const tr = (locale: "en" | "fr") => createTranslator({ locale, messages: { activity: compileMessages(translators[locale]) }, namespace: "activity" }) as unknown as ActivityTranslator;

describe("activity filters from the address", () => {
  const id = "0b7c3f0e-7e4c-4a43-9d8e-0a4f1c2b3d4e";

  it("keeps well-formed filters and reads an action group", () => {
    expect(parseActivityQuery({ actor: id.toUpperCase(), action: "interviews.*", entityType: "interviewEntry", entityId: "abc", from: "2026-03-01", to: "2026-03-31", page: "3", size: "50" })).toEqual({
      actor: id,
      action: "interviews.*",
      entityType: "interviewEntry",
      entityId: "abc",
      from: "2026-03-01",
      to: "2026-03-31",
      page: 3,
      size: 50,
    });
    expect(parseActivityQuery({ actor: SYSTEM_ACTOR }).actor).toBe(SYSTEM_ACTOR);
  });

  it("drops malformed values instead of passing them on (SQL-ish action, bad dates, arrays, odd page sizes)", () => {
    const q = parseActivityQuery({ actor: "' or 1=1 --", action: "interviews.%", entityType: "a b", from: "2026-02-30", to: ["2026-03-01", "x"], page: "-4", size: "7" });
    expect(q).toEqual({ actor: undefined, action: undefined, entityType: undefined, entityId: undefined, from: undefined, to: undefined, page: 1, size: ACTIVITY_DEFAULT_PAGE_SIZE });
    expect(parseActivityQuery({ entityId: "x".repeat(201) }).entityId).toBeUndefined();
  });

  it("ignores a period end before its start", () => {
    expect(parseActivityQuery({ from: "2026-03-10", to: "2026-03-01" })).toMatchObject({ from: "2026-03-10", to: undefined });
  });

  it("writes the same filters back into links, the page only where asked", () => {
    const q = parseActivityQuery({ action: "user.add", from: "2026-01-01", page: "2", size: "10" });
    expect(activitySearch(q)).toBe("?action=user.add&from=2026-01-01&size=10&page=2");
    expect(activitySearch(q, { page: 1 })).toBe("?action=user.add&from=2026-01-01&size=10");
    expect(activitySearch(q, { paging: false })).toBe("?action=user.add&from=2026-01-01");
    expect(activitySearch(parseActivityQuery({}))).toBe("");
  });
});

describe("redaction of before/after values", () => {
  it("hides sensitive keys at any depth and keeps the rest", () => {
    const out = redactSensitive({ email: "a@b.test", passwordHash: "$argon2id$…", nested: [{ apiKey: "k", token: "t", name: "n" }], smtp: { pass: "p", host: "h" }, revokedSessions: 2 });
    expect(out).toEqual({ email: "a@b.test", passwordHash: REDACTED, nested: [{ apiKey: REDACTED, token: REDACTED, name: "n" }], smtp: { pass: REDACTED, host: "h" }, revokedSessions: 2 });
  });
});

/** Every source file under lib/. */
function libSources(): string[] {
  return readdirSync(path.join(root, "lib"), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The action names the code writes: literals given as `action`, to logJobActivity, or in SQL; plus the templated families. */
function writtenActions(): Set<string> {
  const out = new Set<string>();
  for (const file of libSources()) {
    const text = readFileSync(file, "utf8");
    if (!/logActivity\(|logJobActivity\(|insert into activity_log/.test(text)) continue;
    for (const line of text.split("\n")) {
      if (!/action|logJobActivity\(|select company_id, null/.test(line)) continue;
      for (const m of line.matchAll(/["']([a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)+)["']/g)) if (!m[1].startsWith("lib.")) out.add(m[1]);
    }
  }
  for (const t of [...TRANSITION_NAMES, "block", "unblock"]) out.add(`interviews.${t}`);
  for (const a of STATE_ACTIONS) out.add(`user.${a}`);
  for (const a of STATUS_ACTIONS) out.add(`jobs.${a}`);
  return out;
}

describe("activity texts", () => {
  const actions = [...writtenActions()];

  it("finds the actions the code writes, the interview journey's among them", () => {
    expect(actions.length).toBeGreaterThan(40);
    for (const a of ["interviews.moveToInterviewList", "interviews.sendInvitation", "interviews.book", "interviews.review.submit", "auth.changePassword", "jobs.expire"]) expect(actions).toContain(a);
  });

  it.each(["en", "fr"] as const)("has a readable %s label for every action the code writes, and its group", (locale) => {
    const t = tr(locale);
    const missing = actions.filter((a) => actionLabel(t, a) === a || groupLabel(t, a.split(".")[0]) === a.split(".")[0]);
    expect(missing).toEqual([]);
  });

  it("falls back to the raw code for an unknown action, group or object type (and for a key that names a group of texts)", () => {
    const t = tr("fr");
    expect(actionLabel(t, "future.thing")).toBe("future.thing");
    expect(actionLabel(t, "interviews.review")).toBe("interviews.review");
    expect(groupLabel(t, "future")).toBe("future");
    expect(entityTypeLabel(t, "widget")).toBe("widget");
    expect(actionLabel(t, "interviews.book")).toBe("Entretien réservé");
    expect(entityTypeLabel(t, "interviewEntry")).toBe("Entrée de la liste d'entretiens");
  });

  it("has an object-type label for every entity type the code writes", () => {
    const types = new Set<string>();
    for (const file of libSources()) for (const m of readFileSync(file, "utf8").matchAll(/entityType: "([A-Za-z]+)"|'[a-z.A-Z]+', '([a-zA-Z]+)', id::text/g)) types.add(m[1] ?? m[2]);
    for (const t of ["job", "jobTemplate", "jobApplication"]) types.add(t);
    expect(types.size).toBeGreaterThan(10);
    for (const locale of ["en", "fr"] as const) expect([...types].filter((ty) => entityTypeLabel(tr(locale), ty) === ty)).toEqual([]);
  });
});
