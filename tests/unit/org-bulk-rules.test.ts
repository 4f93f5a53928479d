import { describe, expect, it } from "vitest";
import { BULK_MAX_ROWS, classifyRows, columnOf, delimiterOf, isCsvFileName, parseBulkCsv, parseRoleText, splitDepartments, type BulkContext } from "@/lib/org/bulk-rules";

const ctx: BulkContext = {
  registered: new Map([
    ["recruiter@demo.test", "staff"],
    ["talent@demo.test", "talent"],
  ]),
  departments: new Map([
    ["engineering", "d-eng"],
    ["data", "d-data"],
  ]),
  defaultDepartmentIds: ["d-default"],
  recruiterAdminTaken: false,
};

function rows(csv: string) {
  const parsed = parseBulkCsv(csv);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.rows;
}

describe("reading the CSV", () => {
  it("accepts flexible header names in any order and any extra column", () => {
    expect(columnOf("Full Name")).toBe("name");
    expect(columnOf("E-mail ID")).toBe("email");
    expect(columnOf("department")).toBe("departments");
    expect(columnOf("Phone")).toBeNull();
    const r = rows("Phone,E-mail,Full name\n555,ana@x.test,Ana Ruiz\n");
    expect(r).toEqual([{ row: 2, name: "Ana Ruiz", email: "ana@x.test", role: "", departments: "", malformed: false }]);
  });
  it("keeps quoted commas, quotes and line breaks inside one cell (a real CSV grammar)", () => {
    const r = rows('name,email\n"Ruiz, Ana ""AR""",ana@x.test\n"Two\nLines",two@x.test\n');
    expect(r[0].name).toBe('Ruiz, Ana "AR"');
    expect(r[1].name).toBe("Two\nLines");
  });
  it("reads semicolon and tab files by their header, and ';'-separated departments inside a comma file", () => {
    expect(delimiterOf("name;email\n")).toBe(";");
    expect(delimiterOf("name\temail\n")).toBe("\t");
    expect(delimiterOf("name,email,departments\nA,a@x.test,Eng;Data\n")).toBe(",");
    expect(rows("name;email\nAna;ana@x.test\n")[0].email).toBe("ana@x.test");
    expect(rows("name,email,departments\nA,a@x.test,Engineering;Data\n")[0].departments).toBe("Engineering;Data");
  });
  it("numbers rows as a spreadsheet does and skips blank lines and a BOM", () => {
    const r = rows("\uFEFFname,email\n\nAna,ana@x.test\n,\nBo,bo@x.test\n");
    expect(r.map((x) => x.row)).toEqual([3, 5]);
  });
  it("refuses files without name and email columns, without rows, binaries and more than 1000 rows", () => {
    expect(parseBulkCsv("first,last\nA,B\n")).toEqual({ ok: false, reason: "missingColumns" });
    expect(parseBulkCsv("name,email\n")).toEqual({ ok: false, reason: "empty" });
    expect(parseBulkCsv("")).toEqual({ ok: false, reason: "empty" });
    expect(parseBulkCsv("name,email\u0000\n")).toEqual({ ok: false, reason: "notCsv" });
    const big = "name,email\n" + Array.from({ length: BULK_MAX_ROWS + 1 }, (_, i) => `U${i},u${i}@x.test`).join("\n");
    expect(parseBulkCsv(big)).toEqual({ ok: false, reason: "tooManyRows" });
    const max = "name,email\n" + Array.from({ length: BULK_MAX_ROWS }, (_, i) => `U${i},u${i}@x.test`).join("\n");
    expect(parseBulkCsv(max).ok).toBe(true);
  });
  it("marks a row with an unterminated quote as malformed", () => {
    const r = rows('name,email\nAna,ana@x.test\n"Broken,bo@x.test\n');
    expect(r.at(-1)?.malformed).toBe(true);
  });
  it("knows a CSV by its name, whatever MIME type the browser guessed", () => {
    expect(isCsvFileName("users.CSV")).toBe(true);
    expect(isCsvFileName("users.csv.exe")).toBe(false);
    expect(isCsvFileName("users.xlsx")).toBe(false);
  });
});

describe("roles and departments of a row", () => {
  it("reads role names loosely and leaves blanks to the default", () => {
    expect(parseRoleText("Recruiter Admin")).toBe("recruiterAdmin");
    expect(parseRoleText(" collaborator ")).toBe("collaborator");
    expect(parseRoleText("")).toBeUndefined();
    expect(parseRoleText("talent")).toBeNull();
    expect(parseRoleText("cloudAdmin")).toBeNull();
  });
  it("splits departments on ';' and drops blanks and repeats", () => {
    expect(splitDepartments(" Engineering ; data;;ENGINEERING ")).toEqual(["Engineering", "data"]);
  });
});

describe("sorting rows into good and faulty", () => {
  it("keeps good rows and lists each faulty one with its reasons", () => {
    const { good, faulty } = classifyRows(
      rows(
        [
          "name,email,role,departments",
          "Ana Ruiz,ANA@x.test,,",
          "Bo Chen,bo@x.test,collaborator,Engineering;data",
          ",missing@x.test,,",
          "No Mail,,,",
          "Bad Mail,not-an-email,,",
          "Dup Ana,ana@x.test,,",
          "Known,recruiter@demo.test,,",
          "Talent,talent@demo.test,,",
          "Role,role@x.test,wizard,",
          "Dept,dept@x.test,,Marketing",
          `${"L".repeat(61)},long@x.test,,`,
        ].join("\n"),
      ),
      ctx,
    );
    expect(good).toEqual([
      { row: 2, fullName: "Ana Ruiz", email: "ana@x.test", role: "recruiter", departmentIds: ["d-default"] },
      { row: 3, fullName: "Bo Chen", email: "bo@x.test", role: "collaborator", departmentIds: ["d-eng", "d-data"] },
    ]);
    expect(faulty.map((f) => [f.row, f.faults])).toEqual([
      [4, ["nameRequired"]],
      [5, ["emailRequired"]],
      [6, ["emailInvalid"]],
      [7, ["duplicateInFile"]],
      [8, ["emailRegistered"]],
      [9, ["talentEmailRegistered"]],
      [10, ["roleInvalid"]],
      [11, ["departmentUnknown"]],
      [12, ["nameTooLong"]],
    ]);
  });
  it("allows one recruiter admin in the file only when the company has none (10021)", () => {
    const csv = "name,email,role\nA,a@x.test,recruiter admin\nB,b@x.test,recruiterAdmin\n";
    const free = classifyRows(rows(csv), ctx);
    expect(free.good.map((g) => g.email)).toEqual(["a@x.test"]);
    expect(free.faulty.map((f) => f.faults)).toEqual([["recruiterAdminExists"]]);
    const taken = classifyRows(rows(csv), { ...ctx, recruiterAdminTaken: true });
    expect(taken.good).toEqual([]);
    expect(taken.faulty).toHaveLength(2);
  });
  it("lists every reason of a row that has several", () => {
    const { faulty } = classifyRows(rows("name,email,role\n,bad,wizard\n"), ctx);
    expect(faulty[0].faults).toEqual(["nameRequired", "emailInvalid", "roleInvalid"]);
  });
});
