import Papa from "papaparse";
import { FULL_NAME_MAX, fullNameField, userEmailField } from "./schemas";
import type { ManagedRole } from "./rules";

/**
 * Pure part of the users bulk upload (spec 2 §5: "name and email are mandatory, and faulty rows
 * are discarded"): reading the CSV, naming its columns and sorting rows into good and faulty.
 * Shared by the server (lib/org/bulk.ts) and unit tests; papaparse does the CSV grammar
 * (quotes, embedded commas and line breaks, BOM-less UTF-8).
 */

export { BULK_MAX_BYTES, isCsvFileName } from "./bulk-limits";
export const BULK_MAX_ROWS = 1000;

export type BulkColumn = "name" | "email" | "role" | "departments";

const COLUMN_ALIASES: Record<string, BulkColumn> = {
  name: "name",
  fullname: "name",
  username: "name",
  email: "email",
  emailid: "email",
  emailaddress: "email",
  mail: "email",
  role: "role",
  userrole: "role",
  department: "departments",
  departments: "departments",
  dept: "departments",
  depts: "departments",
};

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** "Full Name", "full_name", "E-mail ID" … → the column they mean, or null for extra columns. */
export function columnOf(header: string): BulkColumn | null {
  return COLUMN_ALIASES[squash(header)] ?? null;
}

const ROLE_ALIASES: Record<string, ManagedRole> = {
  recruiteradmin: "recruiterAdmin",
  recruiter: "recruiter",
  collaborator: "collaborator",
  admin: "admin",
};

/** Blank → undefined (the default role applies); unknown text → null. */
export function parseRoleText(text: string): ManagedRole | null | undefined {
  const key = squash(text);
  if (!key) return undefined;
  return ROLE_ALIASES[key] ?? null;
}

/** "Engineering; Data" → ["Engineering", "Data"], blanks and repeats dropped. */
export function splitDepartments(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(";")) {
    const name = part.trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out;
}

/**
 * Comma, tab or semicolon (spreadsheets in several locales save ";"), read off the header line:
 * the rows cannot decide, because departments are ";"-separated inside a comma file.
 */
export function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((l) => l.trim() !== "") ?? "";
  const count = (d: string) => header.split(d).length - 1;
  const best = [",", "\t", ";"].reduce((a, b) => (count(b) > count(a) ? b : a));
  return best;
}

export type BulkRawRow = { row: number; name: string; email: string; role: string; departments: string; malformed: boolean };

export type BulkParseFailure = "notCsv" | "missingColumns" | "empty" | "tooManyRows";
export type BulkParsed = { ok: true; rows: BulkRawRow[] } | { ok: false; reason: BulkParseFailure };

/**
 * Reads the file text. `row` is the record number as a spreadsheet shows it (the header is row 1),
 * so the report points at the line the user has to fix. Blank records are skipped, not reported.
 */
export function parseBulkCsv(text: string): BulkParsed {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // A NUL never occurs in a text file: this is a binary renamed to .csv.
  if (source.includes("\u0000")) return { ok: false, reason: "notCsv" };
  const parsed = Papa.parse<string[]>(source, { header: false, skipEmptyLines: false, delimiter: delimiterOf(source) });
  const records = parsed.data;
  const headerIndex = records.findIndex((r) => r.some((c) => String(c ?? "").trim() !== ""));
  if (headerIndex < 0) return { ok: false, reason: "empty" };
  const columns = records[headerIndex].map((h) => columnOf(String(h ?? "")));
  if (!columns.includes("name") || !columns.includes("email")) return { ok: false, reason: "missingColumns" };
  const malformed = new Set(parsed.errors.map((e) => e.row).filter((r): r is number => typeof r === "number"));

  const rows: BulkRawRow[] = [];
  for (let i = headerIndex + 1; i < records.length; i += 1) {
    const cells = records[i];
    if (!cells.some((c) => String(c ?? "").trim() !== "")) continue;
    const value = (col: BulkColumn) => {
      const at = columns.indexOf(col);
      return at >= 0 ? String(cells[at] ?? "") : "";
    };
    rows.push({ row: i + 1, name: value("name"), email: value("email"), role: value("role"), departments: value("departments"), malformed: malformed.has(i) });
    if (rows.length > BULK_MAX_ROWS) return { ok: false, reason: "tooManyRows" };
  }
  if (rows.length === 0) return { ok: false, reason: "empty" };
  return { ok: true, rows };
}

export const BULK_FAULTS = [
  "malformedRow",
  "nameRequired",
  "nameTooLong",
  "emailRequired",
  "emailInvalid",
  "duplicateInFile",
  "emailRegistered",
  "talentEmailRegistered",
  "roleInvalid",
  "recruiterAdminExists",
  "departmentUnknown",
] as const;
export type BulkFault = (typeof BULK_FAULTS)[number];

export type BulkContext = {
  /** Lower-cased e-mails already in the company, with whether they belong to a talent (10041) or staff (10040). */
  registered: ReadonlyMap<string, "talent" | "staff">;
  /** Lower-cased department names of the company → id. */
  departments: ReadonlyMap<string, string>;
  /** Departments of rows that name none (chosen on the upload form). */
  defaultDepartmentIds: readonly string[];
  /** A (non-archived) recruiter admin already exists: spec §6 allows one (10021). */
  recruiterAdminTaken: boolean;
  defaultRole?: ManagedRole;
};

export type BulkGoodRow = { row: number; fullName: string; email: string; role: ManagedRole; departmentIds: string[] };
export type BulkFaultyRow = { row: number; name: string; email: string; faults: BulkFault[] };

/** Sorts rows; the first good occurrence of an e-mail wins, later copies are duplicates. */
export function classifyRows(rows: readonly BulkRawRow[], ctx: BulkContext): { good: BulkGoodRow[]; faulty: BulkFaultyRow[] } {
  const good: BulkGoodRow[] = [];
  const faulty: BulkFaultyRow[] = [];
  const seenEmails = new Set<string>();
  let recruiterAdminTaken = ctx.recruiterAdminTaken;

  for (const raw of rows) {
    const faults: BulkFault[] = [];
    if (raw.malformed) faults.push("malformedRow");

    const nameText = raw.name.trim();
    const name = fullNameField.safeParse(nameText);
    if (!nameText) faults.push("nameRequired");
    else if (!name.success) faults.push(nameText.length > FULL_NAME_MAX ? "nameTooLong" : "nameRequired");

    const emailText = raw.email.trim();
    const email = userEmailField.safeParse(emailText);
    if (!emailText) faults.push("emailRequired");
    else if (!email.success) faults.push("emailInvalid");
    else if (seenEmails.has(email.data)) faults.push("duplicateInFile");
    else {
      seenEmails.add(email.data);
      const owner = ctx.registered.get(email.data);
      if (owner) faults.push(owner === "talent" ? "talentEmailRegistered" : "emailRegistered");
    }

    const role = parseRoleText(raw.role);
    if (role === null) faults.push("roleInvalid");

    const names = splitDepartments(raw.departments);
    const departmentIds = names.length ? names.map((n) => ctx.departments.get(n.toLowerCase())) : [...ctx.defaultDepartmentIds];
    if (departmentIds.some((id) => id === undefined) || departmentIds.length === 0) faults.push("departmentUnknown");

    const finalRole = role ?? ctx.defaultRole ?? "recruiter";
    if (faults.length === 0 && finalRole === "recruiterAdmin") {
      if (recruiterAdminTaken) faults.push("recruiterAdminExists");
      else recruiterAdminTaken = true;
    }

    if (faults.length) {
      faulty.push({ row: raw.row, name: nameText.slice(0, 200), email: emailText.slice(0, 254), faults });
    } else {
      good.push({ row: raw.row, fullName: name.data!, email: email.data!, role: finalRole, departmentIds: [...new Set(departmentIds as string[])] });
    }
  }
  return { good, faulty };
}
