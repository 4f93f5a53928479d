import { describe, expect, it } from "vitest";
import en from "@/messages/en/jobs.json";
import { emptyJobForm, formFromDraft, payloadFromForm } from "@/lib/jobs/form-values";
import { validateJobForm } from "@/lib/jobs/form-validate";
import { JOB_MESSAGES, jobDraftSchema, jobInputSchema, jobListQuerySchema, saveTemplateSchema } from "@/lib/jobs/schemas";

const DEPT = "6f1c2d3e-4a5b-4c6d-8e7f-901234567890";
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const valid = () => ({ title: "Backend Engineer", departmentId: DEPT, dueDate: tomorrow() });

function messages(input: unknown): Record<string, string> {
  const r = jobInputSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("job schema messages (spec §5)", () => {
  it("requires title, department and due date", () => {
    expect(messages({})).toMatchObject({ title: JOB_MESSAGES.titleRequired, departmentId: JOB_MESSAGES.departmentRequired, dueDate: JOB_MESSAGES.dueDateRequired });
    expect(messages({ title: "   ", departmentId: "", dueDate: "" })).toMatchObject({ title: JOB_MESSAGES.titleRequired, departmentId: JOB_MESSAGES.departmentRequired, dueDate: JOB_MESSAGES.dueDateRequired });
  });

  it("caps the title at 60 characters", () => {
    expect(messages({ ...valid(), title: "x".repeat(60) })).toEqual({});
    expect(messages({ ...valid(), title: "x".repeat(61) })).toEqual({ title: JOB_MESSAGES.titleTooLong });
  });

  it("says 'Please add a future date' for a past due date", () => {
    expect(messages({ ...valid(), dueDate: yesterday() })).toEqual({ dueDate: "Please add a future date" });
  });

  it("says 'Maximum value should be greater than minimum value' for a salary range that does not widen", () => {
    expect(messages({ ...valid(), salary: { currency: "USD", from: 100, to: 90, interval: "year" } })).toEqual({ "salary.to": "Maximum value should be greater than minimum value" });
    expect(messages({ ...valid(), salary: { currency: "USD", from: 90, to: 100, interval: "year" } })).toEqual({});
  });

  it("says 'Invalid search query expression' for a broken boolean query", () => {
    expect(messages({ ...valid(), booleanQuery: "(react AND" })).toEqual({ booleanQuery: "Invalid search query expression" });
    expect(messages({ ...valid(), booleanQuery: "(react OR vue) AND NOT php" })).toEqual({});
  });

  it("offers only day, month and year salary intervals and USD", () => {
    expect(Object.keys(messages({ ...valid(), salary: { currency: "USD", from: 1, to: 2, interval: "hr" } }))).toEqual(["salary.interval"]);
    expect(Object.keys(messages({ ...valid(), salary: { currency: "EUR", from: 1, to: 2, interval: "year" } }))).toEqual(["salary.currency"]);
  });

  it("keeps only catalogue values for workplace, job and contract type and availability", () => {
    expect(messages({ ...valid(), workplaceType: "HYBRID", jobType: "FULL_TIME", contractType: "CORP_TO_CORP", availability: "IMMEDIATELY" })).toEqual({});
    expect(Object.keys(messages({ ...valid(), workplaceType: "Moon", jobType: "x", contractType: "y", availability: "z" })).sort()).toEqual(["availability", "contractType", "jobType", "workplaceType"]);
  });

  it("refuses hostile shapes without throwing: megabyte strings, wrong types, injected ids", () => {
    expect(messages({ ...valid(), description: "x".repeat(1_000_000) })).toEqual({ description: JOB_MESSAGES.tooLong });
    expect(Object.keys(messages({ ...valid(), openings: "3", mustHaveSkills: "React", assigneeId: "' or 1=1 --" })).sort()).toEqual(["assigneeId", "mustHaveSkills", "openings"]);
    expect(messages({ ...valid(), departmentId: "<script>alert(1)</script>" })).toEqual({ departmentId: JOB_MESSAGES.departmentRequired });
  });

  it("drops NUL characters, which Postgres text and jsonb cannot hold, from every text it keeps", () => {
    const r = jobInputSchema.parse({ ...valid(), title: "Back\u0000end", description: "a\u0000b", mustHaveSkills: [{ stack: "Go\u0000", years: 1 }], booleanQuery: "react\u0000" });
    expect(r).toMatchObject({ title: "Backend", description: "ab", mustHaveSkills: [{ stack: "Go", years: 1 }], booleanQuery: "react" });
    expect(jobListQuerySchema.parse({ q: "x\u0000y" }).q).toBe("xy");
  });

  it("requires a template name", () => {
    const r = saveTemplateSchema.safeParse({ templateName: "  ", draft: {} });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("Please enter template name");
  });

  it("keeps the English message file identical to the schema texts", () => {
    expect(en.validation).toEqual(JOB_MESSAGES);
  });
});

describe("job form values", () => {
  it("reports each schema message on the input it belongs to", () => {
    const v = { ...emptyJobForm(), title: "QA", departmentId: DEPT, dueDate: yesterday(), salary: { currency: "USD" as const, from: "200", to: "100", interval: "year" }, jobLocations: "x".repeat(300) };
    expect(validateJobForm(v)).toEqual({ dueDate: JOB_MESSAGES.futureDate, "salary.to": JOB_MESSAGES.salaryRange, jobLocations: JOB_MESSAGES.tooLong });
  });

  it("turns text inputs into the payload and a draft back into inputs", () => {
    const v = { ...emptyJobForm(), title: "QA", departmentId: DEPT, dueDate: tomorrow(), jobLocations: "Toronto, Canada; Montreal", domains: "Backend, Data", mustHaveSkills: [{ stack: "React", years: "3" }], openings: "2" };
    const payload = jobInputSchema.parse(payloadFromForm(v));
    expect(payload).toMatchObject({ jobLocations: ["Toronto, Canada", "Montreal"], domains: ["Backend", "Data"], mustHaveSkills: [{ stack: "React", years: 3 }], openings: 2, workplaceType: null, assigneeId: null });
    const back = formFromDraft(jobDraftSchema.parse({ title: "QA", mustHaveSkills: [{ stack: "Go", years: 2 }], workplaceType: "REMOTE" }), v);
    expect(back).toMatchObject({ title: "QA", jobLocations: "Toronto, Canada; Montreal", domains: "Backend, Data", mustHaveSkills: [{ stack: "Go", years: "2" }], workplaceType: "REMOTE", dueDate: v.dueDate });
  });

  it("says a number field holds no number instead of dropping it", () => {
    expect(validateJobForm({ ...emptyJobForm(), title: "QA", departmentId: DEPT, dueDate: tomorrow(), openings: "three" })).toEqual({ openings: JOB_MESSAGES.invalidNumber });
  });
});

describe("job list parameters", () => {
  it("falls back to defaults for unknown or hostile values instead of failing the page", () => {
    expect(jobListQuerySchema.parse({ tab: "evil", status: "DROP TABLE", department: "x", page: "-3", size: "7", q: "y".repeat(500) })).toEqual({ tab: "all", status: null, department: null, page: 1, size: 10, q: "y".repeat(100) });
    expect(jobListQuerySchema.parse({ tab: "mine", status: "NEAR_DUE", page: "2", size: "25" })).toMatchObject({ tab: "mine", status: "NEAR_DUE", page: 2, size: 25 });
  });
});
