import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { talentProfiles } from "@/db/schema";
import { isAppError } from "@/lib/errors/app-error";
import { MARK_END, MARK_START } from "@/lib/search/sql";
import { searchTalent, talentPoolOverview } from "@/lib/search/query";
import { companyIdOf } from "../support/profiles";
import { criteria, insertTalent, uniqueWord } from "../support/search";

let demo: string;
let acme: string;

beforeAll(async () => {
  demo = await companyIdOf("demo");
  acme = await companyIdOf("acme");
});

afterAll(async () => {
  await closeDb();
});

const ids = (r: { results: { userId: string }[] }) => r.results.map((x) => x.userId);

describe("talent search ranking and matching", () => {
  it("ranks skills and designation above experience, experience above education, and those above free text", async () => {
    const w = uniqueWord();
    const inSummary = await insertTalent({ designation: "Engineer", summary: `Curious about ${w} and many other things in software` });
    const inEducation = await insertTalent({ designation: "Engineer", education: [{ courseName: `${w} Studies` }] });
    const inSkills = await insertTalent({ designation: "Engineer", skills: [{ technology: w, years: 3 }] });
    const inExperience = await insertTalent({ designation: "Engineer", experience: [{ designation: `${w} Developer`, company: "Initech", responsibilities: "Built services" }] });
    const r = await searchTalent(demo, { criteria: criteria({ q: w }) });
    expect(ids(r)).toEqual([inSkills, inExperience, inEducation, inSummary]);
    expect(r.total).toBe(4);
    expect(r.results[0].rank).toBeGreaterThan(r.results[1].rank);
    expect(r.results[1].rank).toBeGreaterThan(r.results[2].rank);
    expect(r.results[2].rank).toBeGreaterThan(r.results[3].rank);
  });

  it("finds a word that only appears in free text (responsibilities, project descriptions)", async () => {
    const w = uniqueWord();
    const id = await insertTalent({ experience: [{ designation: "Developer", company: "Initech", responsibilities: `Ran the ${w} migration`, projects: [{ projectName: "Ledger", shortDescription: "Payments" }] }] });
    const other = await insertTalent({ experience: [{ designation: "Developer", company: "Initech", projects: [{ projectName: "Ledger", shortDescription: `A ${w} engine` }] }] });
    expect(new Set(ids(await searchTalent(demo, { criteria: criteria({ q: w }) })))).toEqual(new Set([id, other]));
  });

  it("applies AND, OR, NOT with NOT binding tightest, and implicit AND", async () => {
    const [a, b, c] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const ab = await insertTalent({ skills: [{ technology: a, years: 2 }, { technology: b, years: 2 }] });
    const ac = await insertTalent({ skills: [{ technology: a, years: 2 }, { technology: c, years: 2 }] });
    const bOnly = await insertTalent({ skills: [{ technology: b, years: 2 }] });
    expect(new Set(ids(await searchTalent(demo, { criteria: criteria({ q: `${a} AND NOT ${c}` }) })))).toEqual(new Set([ab]));
    expect(new Set(ids(await searchTalent(demo, { criteria: criteria({ q: `${a} ${b}` }) })))).toEqual(new Set([ab]));
    expect(new Set(ids(await searchTalent(demo, { criteria: criteria({ q: `(${b} or ${c}) and not ${a}` }) })))).toEqual(new Set([bOnly]));
    expect(new Set(ids(await searchTalent(demo, { criteria: criteria({ q: `${b} OR ${a} AND ${c}` }) })))).toEqual(new Set([ab, ac, bOnly]));
  });

  it("matches quoted phrases in order and prefixes with a star", async () => {
    const w = uniqueWord();
    const inOrder = await insertTalent({ summary: `Expert in ${w} pipelines at scale` });
    const reversed = await insertTalent({ summary: `Pipelines built for ${w}` });
    expect(ids(await searchTalent(demo, { criteria: criteria({ q: `"${w} pipelines"` }) }))).toEqual([inOrder]);
    expect(new Set(ids(await searchTalent(demo, { criteria: criteria({ q: `${w.slice(0, 8)}*` }) })))).toEqual(new Set([inOrder, reversed]));
  });

  it("finds C++, C# and .NET written any way in the profile", async () => {
    const w = uniqueWord();
    const cpp = await insertTalent({ designation: `${w} C++ developer`, skills: [{ technology: "C#", years: 4 }], summary: "Mostly .NET Core" });
    const other = await insertTalent({ designation: `${w} C developer`, summary: "Plain C and networking" });
    expect(ids(await searchTalent(demo, { criteria: criteria({ q: `${w} AND c++` }) }))).toEqual([cpp]);
    expect(ids(await searchTalent(demo, { criteria: criteria({ q: `${w} AND C#` }) }))).toEqual([cpp]);
    expect(ids(await searchTalent(demo, { criteria: criteria({ q: `${w} AND .net` }) }))).toEqual([cpp]);
    expect(new Set(ids(await searchTalent(demo, { criteria: criteria({ q: w }) })))).toEqual(new Set([cpp, other]));
  });

  it("keeps the search document current when the profile changes", async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const id = await insertTalent({ summary: `Knows ${before}` });
    expect(ids(await searchTalent(demo, { criteria: criteria({ q: before }) }))).toEqual([id]);
    await getDb()
      .update(talentProfiles)
      .set({ summary: `Now knows ${after}`, expertise: { stackArray: [{ category: "Tools", technology: after, experience: 1 }] } })
      .where(eq(talentProfiles.userId, id));
    expect(ids(await searchTalent(demo, { criteria: criteria({ q: before }) }))).toEqual([]);
    expect(ids(await searchTalent(demo, { criteria: criteria({ q: after }) }))).toEqual([id]);
  });

  it("returns the matched terms marked in the headline, and the query's positive terms to mark elsewhere", async () => {
    const w = uniqueWord();
    await insertTalent({ skills: [{ technology: "Kafka", years: 2 }], summary: `Ten years of ${w} streaming and <b>bold</b> claims` });
    const r = await searchTalent(demo, { criteria: criteria({ q: `${w} AND NOT cobol` }) });
    expect(r.results[0].snippet).toContain(`${MARK_START}${w}${MARK_END}`);
    // Markup a talent typed is dropped by ts_headline; ours is two private-use characters.
    expect(r.results[0].snippet).not.toMatch(/<b>|<\/b>/);
    expect(r.results[0].snippet).toContain("bold");
    expect(r.highlight).toEqual([{ lexeme: w, prefix: false }]);
  });

  it("ANDs the keywords onto the query, each keyword as a phrase", async () => {
    const [w, k] = [uniqueWord(), uniqueWord()];
    const both = await insertTalent({ skills: [{ technology: w, years: 1 }], summary: `${k} platform work` });
    await insertTalent({ skills: [{ technology: w, years: 1 }], summary: `platform ${k}` });
    expect(ids(await searchTalent(demo, { criteria: criteria({ q: w, keywords: [`${k} platform`] }) }))).toEqual([both]);
  });

  it("refuses a malformed query with the spec's text and where it went wrong", async () => {
    const err = await searchTalent(demo, { criteria: criteria({ q: "(react OR vue" }) }).catch((e: unknown) => e);
    expect(isAppError(err)).toBe(true);
    expect(err).toMatchObject({ code: 10001, status: 400, message: "Invalid search query expression", details: { position: 0, reason: "unclosedParen" } });
  });
});

describe("talent search boundaries", () => {
  it("never returns another tenant's talent, even for the same words", async () => {
    const w = uniqueWord();
    const mine = await insertTalent({ skills: [{ technology: w, years: 2 }] });
    const theirs = await insertTalent({ tenant: "acme", skills: [{ technology: w, years: 2 }] });
    expect(ids(await searchTalent(demo, { criteria: criteria({ q: w }) }))).toEqual([mine]);
    expect(ids(await searchTalent(acme, { criteria: criteria({ q: w }) }))).toEqual([theirs]);
  });

  it("does not leak a talent whose profile row points at another company than the user", async () => {
    const w = uniqueWord();
    const id = await insertTalent({ tenant: "acme", skills: [{ technology: w, years: 2 }] });
    await getDb().update(talentProfiles).set({ companyId: demo }).where(eq(talentProfiles.userId, id));
    expect(ids(await searchTalent(demo, { criteria: criteria({ q: w }) }))).toEqual([]);
  });

  it("shows a talent with the name permission off under the confidential label, without name or e-mail", async () => {
    const w = uniqueWord();
    const hidden = await insertTalent({ name: "Hidden Hannah", nameVisible: false, skills: [{ technology: w, years: 2 }] });
    const shown = await insertTalent({ name: "Open Olga", skills: [{ technology: w, years: 1 }] });
    const r = await searchTalent(demo, { criteria: criteria({ q: w }), viewer: { userId: "x", role: "recruiter" } });
    const h = r.results.find((x) => x.userId === hidden)!;
    const s = r.results.find((x) => x.userId === shown)!;
    expect(h).toMatchObject({ name: null, confidential: true, email: null });
    expect(JSON.stringify(h)).not.toContain("Hannah");
    expect(s).toMatchObject({ name: "Open Olga", confidential: false });
    expect(s.email).toMatch(/@demo\.test$/);
  });

  it("masks e-mails for the admin role", async () => {
    const w = uniqueWord();
    await insertTalent({ name: "Mask Me", skills: [{ technology: w, years: 1 }] });
    const r = await searchTalent(demo, { criteria: criteria({ q: w }), viewer: { userId: "x", role: "admin" } });
    expect(r.results[0].email).toMatch(/^s\*\*\*@demo\.test$/);
  });

  it("leaves archived talents out", async () => {
    const w = uniqueWord();
    await insertTalent({ state: "archived", skills: [{ technology: w, years: 1 }] });
    expect((await searchTalent(demo, { criteria: criteria({ q: w }) })).total).toBe(0);
  });

  it("counts shortlists per talent from job_shortlists", async () => {
    const w = uniqueWord();
    const id = await insertTalent({ skills: [{ technology: w, years: 1 }] });
    const jobs = await getDb().execute<{ id: string }>(sql`select id from jobs where company_id = ${demo} order by jd_number limit 2`);
    for (const j of jobs.rows) await getDb().execute(sql`insert into job_shortlists (job_id, candidate_id, company_id, status) values (${j.id}, ${id}, ${demo}, 'shortListed')`);
    const r = await searchTalent(demo, { criteria: criteria({ q: w }) });
    expect(r.results[0].shortlistCount).toBe(jobs.rows.length);
    expect(r.results[0].osiStatus).toBeNull();
  });

  it("pages through results and reports the total on a page past the end", async () => {
    const w = uniqueWord();
    for (let i = 0; i < 5; i++) await insertTalent({ skills: [{ technology: w, years: i + 1 }] });
    const first = await searchTalent(demo, { criteria: criteria({ q: w }), page: 1, pageSize: 2 });
    const third = await searchTalent(demo, { criteria: criteria({ q: w }), page: 3, pageSize: 2 });
    const beyond = await searchTalent(demo, { criteria: criteria({ q: w }), page: 9, pageSize: 2 });
    expect([first.results.length, third.results.length, beyond.results.length]).toEqual([2, 1, 0]);
    expect([first.total, third.total, beyond.total]).toEqual([5, 5, 5]);
  });
});

describe("talent pool overview", () => {
  it("counts the tenant's talents by type and availability, and their top skills", async () => {
    const before = await talentPoolOverview(acme);
    const w = uniqueWord();
    await insertTalent({ tenant: "acme", talentType: "internal", availability: "IMMEDIATELY", skills: [{ technology: w, years: 2 }] });
    await insertTalent({ tenant: "acme", talentType: "external", availability: "IMMEDIATELY", skills: [{ technology: w.toUpperCase(), years: 2 }] });
    const after = await talentPoolOverview(acme);
    expect(after.total - before.total).toBe(2);
    expect(after.internal - before.internal).toBe(1);
    expect(after.external - before.external).toBe(1);
    const immediately = (o: typeof after) => o.byAvailability.find((a) => a.value === "IMMEDIATELY")?.count ?? 0;
    expect(immediately(after) - immediately(before)).toBe(2);
    // Top skills: most common first, one skill however it is written, counted once per talent.
    expect(after.topSkills.length).toBeGreaterThan(0);
    const counts = after.topSkills.map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const skill of after.topSkills) {
      const { rows } = await getDb().execute<{ n: number }>(
        sql`select count(distinct s.user_id)::int as n from talent_stacks s join users u on u.id = s.user_id where s.company_id = ${acme} and u.state <> 'archived' and lower(s.stack) = lower(${skill.stack})`,
      );
      expect(skill.count).toBe(rows[0].n);
    }
  });
});
