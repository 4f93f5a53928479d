import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { companyLimits, jobOsiQuestions, osiInvitationQuestions, osiInvitations, osiQuestions } from "@/db/schema";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { openOsiLink } from "@/lib/osi/links";
import { inviteTalents } from "@/lib/osi/invitations";
import { invitableTalents, listJobInvitations } from "@/lib/osi/invitation-queries";
import { sessionFor } from "../support/sessions";
import { createTestOrg, insertJob, insertUser, outboxMailsTo, useTempOutbox, type TestOrg } from "../support/org";

/**
 * The recruiter's one-sided interview invitations through their server actions (tenant → session
 * → permission → zod → command) against the real database and the mail outbox: frozen questions,
 * the sealed link, resend, block/unblock, tenant isolation, permissions and the monthly limit
 * (10310, 10303) under concurrent submits.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const actions = await import("@/lib/osi/invitation-actions");

type Result = { data?: unknown; serverError?: { code: number; message: string }; validationErrors?: unknown };
type Invited = { invited: string[]; resent: string[]; skipped: string[] };

let org: TestOrg;
let other: TestOrg;
let outbox: string;
let recruiter: { id: string };
let recruiterCookie: string;
let collaboratorCookie: string;
let talentCookie: string;
let otherCookie: string;
let jobId: string;
let bareJobId: string;
let otherJobId: string;
let otherTalentId: string;
const talents: { id: string; email: string }[] = [];

function as(cookie: string | null, slug = org.slug) {
  request.headers = new Headers({ host: `${slug}.localhost:3000`, ...(cookie ? { cookie } : {}) });
}

async function attach(o: TestOrg, job: string, texts: string[]) {
  const db = getDb();
  let position = 0;
  for (const question of texts) {
    const [q] = await db.insert(osiQuestions).values({ companyId: o.companyId, question, responseSeconds: 90 }).returning({ id: osiQuestions.id });
    position += 1;
    await db.insert(jobOsiQuestions).values({ companyId: o.companyId, jobId: job, questionId: q.id, position });
  }
}

async function newTalent(o: TestOrg = org, name = "Tal Ent") {
  const t = await insertUser(o, { role: "talent", fullName: name, departmentIds: [] });
  if (o === org) talents.push({ id: t.id, email: t.email });
  return t;
}

async function invite(input: { jobId: string; talentIds: string[] }, cookie = recruiterCookie): Promise<Result> {
  as(cookie);
  return (await actions.inviteOsiTalentsAction(input)) as Result;
}

async function setLimit(o: TestOrg, n: number | null) {
  await getDb()
    .insert(companyLimits)
    .values({ companyId: o.companyId, oneSidedInterviewsPerMonth: n })
    .onConflictDoUpdate({ target: companyLimits.companyId, set: { oneSidedInterviewsPerMonth: n } });
}

async function invitationsOf(job: string) {
  return getDb().select().from(osiInvitations).where(eq(osiInvitations.jobId, job));
}

beforeAll(async () => {
  outbox = useTempOutbox();
  org = await createTestOrg();
  other = await createTestOrg();
  recruiter = await insertUser(org, { role: "recruiter" });
  const collaborator = await insertUser(org, { role: "collaborator" });
  const otherRecruiter = await insertUser(other, { role: "recruiter" });
  recruiterCookie = (await sessionFor(recruiter as never, org.slug)).cookie;
  collaboratorCookie = (await sessionFor(collaborator, org.slug)).cookie;
  otherCookie = (await sessionFor(otherRecruiter, other.slug)).cookie;
  jobId = (await insertJob(org, { assigneeId: recruiter.id, collaboratorIds: [collaborator.id] })).id;
  bareJobId = (await insertJob(org, { assigneeId: recruiter.id })).id;
  otherJobId = (await insertJob(other, { assigneeId: otherRecruiter.id })).id;
  await attach(org, jobId, ["Tell us about yourself.", "Why this job?", "A hard bug you fixed?"]);
  await attach(other, otherJobId, ["Other tenant's question"]);
  for (let i = 0; i < 6; i += 1) await newTalent(org, `Talent ${i}`);
  const t0 = await getDb().query.users.findFirst({ where: (u, { eq: e }) => e(u.id, talents[0].id) });
  talentCookie = (await sessionFor(t0!, org.slug)).cookie;
  otherTalentId = (await newTalent(other, "Other Talent")).id;
});

afterAll(async () => {
  await closeDb();
});

describe("invite", () => {
  it("creates the invitation, freezes the job's questions in order and mails one link that opens to it", async () => {
    const r = await invite({ jobId, talentIds: [talents[0].id] });
    expect(r.serverError ?? r.validationErrors).toBeUndefined();
    const out = r.data as Invited;
    expect(out.invited).toHaveLength(1);
    expect(out.resent).toEqual([]);
    const [inv] = await invitationsOf(jobId);
    expect(inv).toMatchObject({ id: out.invited[0], candidateId: talents[0].id, companyId: org.companyId, status: "invited", invitedById: recruiter.id });
    expect(inv.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const frozen = await getDb().select().from(osiInvitationQuestions).where(eq(osiInvitationQuestions.invitationId, inv.id)).orderBy(asc(osiInvitationQuestions.position));
    expect(frozen.map((q) => [q.position, q.question, q.responseSeconds])).toEqual([
      [1, "Tell us about yourself.", 90],
      [2, "Why this job?", 90],
      [3, "A hard bug you fixed?", 90],
    ]);
    const mails = outboxMailsTo(outbox, talents[0].email);
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/([^/\s"<>]+)\/osi\/([A-Za-z0-9._~-]+)/.exec(mails[0]);
    expect(link?.[1]).toBe(`${org.slug}.localhost:3000`);
    expect(openOsiLink(org.slug, link![2])).toBe(inv.id);
    expect(openOsiLink(other.slug, link![2])).toBeNull();
    expect(mails[0]).toContain("3 questions");
  });

  it("editing the job's questions afterwards leaves the invitation's frozen list alone", async () => {
    const [inv] = await invitationsOf(jobId);
    await getDb().update(osiQuestions).set({ question: "Changed" }).where(and(eq(osiQuestions.companyId, org.companyId), eq(osiQuestions.question, "Why this job?")));
    const frozen = await getDb().select().from(osiInvitationQuestions).where(eq(osiInvitationQuestions.invitationId, inv.id)).orderBy(asc(osiInvitationQuestions.position));
    expect(frozen[1].question).toBe("Why this job?");
  });

  it("inviting the same talent again resends the same invitation with a new expiry", async () => {
    const [before] = await invitationsOf(jobId);
    await new Promise((r) => setTimeout(r, 20));
    const r = await invite({ jobId, talentIds: [talents[0].id] });
    const out = r.data as Invited;
    expect(out).toEqual({ invited: [], resent: [before.id], skipped: [] });
    const after = await invitationsOf(jobId);
    expect(after).toHaveLength(1);
    expect(after[0].expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
    expect(outboxMailsTo(outbox, talents[0].email)).toHaveLength(2);
  });

  it("needs at least one talent (10600) and attached questions (10601), writing nothing", async () => {
    expect((await invite({ jobId, talentIds: [] })).serverError?.code).toBe(ERROR_CODES.osiTalentRequired);
    expect((await invite({ jobId: bareJobId, talentIds: [talents[1].id] })).serverError?.code).toBe(ERROR_CODES.osiJobWithoutQuestions);
    expect(await invitationsOf(bareJobId)).toHaveLength(0);
    expect(outboxMailsTo(outbox, talents[1].email)).toHaveLength(0);
  });

  it("refuses another tenant's talent (10404) and job (10078), and malformed ids, writing nothing", async () => {
    expect((await invite({ jobId, talentIds: [talents[1].id, otherTalentId] })).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    expect((await invite({ jobId, talentIds: ["not-a-uuid"] })).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    expect((await invite({ jobId, talentIds: [recruiter.id] })).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    expect((await invite({ jobId: otherJobId, talentIds: [talents[1].id] })).serverError?.code).toBe(ERROR_CODES.jobNoLongerExists);
    expect((await invite({ jobId: "nope", talentIds: [talents[1].id] })).serverError?.code).toBe(ERROR_CODES.jobNoLongerExists);
    // The other tenant's recruiter, on this tenant's job from their own host.
    as(otherCookie, other.slug);
    expect(((await actions.inviteOsiTalentsAction({ jobId, talentIds: [talents[1].id] })) as Result).serverError?.code).toBe(ERROR_CODES.jobNoLongerExists);
    expect(await invitationsOf(jobId)).toHaveLength(1);
    expect(await invitationsOf(otherJobId)).toHaveLength(0);
  });

  it("refuses a collaborator (no interviews.schedule), a talent and no session", async () => {
    expect((await invite({ jobId, talentIds: [talents[1].id] }, collaboratorCookie)).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    const byTalent = await invite({ jobId, talentIds: [talents[1].id] }, talentCookie);
    expect(byTalent.serverError?.code).toBeDefined();
    expect(byTalent.data).toBeUndefined();
    as(null);
    expect(((await actions.inviteOsiTalentsAction({ jobId, talentIds: [talents[1].id] })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    as(collaboratorCookie);
    const [inv] = await invitationsOf(jobId);
    expect(((await actions.blockOsiInvitationAction({ invitationId: inv.id })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(await invitationsOf(jobId)).toHaveLength(1);
  });
});

describe("block, unblock, resend", () => {
  it("follows the state machine and refuses the rest with 10602", async () => {
    const [inv] = await invitationsOf(jobId);
    as(recruiterCookie);
    expect(((await actions.unblockOsiInvitationAction({ invitationId: inv.id })) as Result).serverError?.code).toBe(ERROR_CODES.osiTransitionRefused);
    expect(((await actions.blockOsiInvitationAction({ invitationId: inv.id, reason: "second device" })) as Result).data).toEqual({ invitationId: inv.id, status: "blocked" });
    expect(((await actions.blockOsiInvitationAction({ invitationId: inv.id })) as Result).serverError?.code).toBe(ERROR_CODES.osiTransitionRefused);
    expect(((await actions.resendOsiInvitationAction({ invitationId: inv.id })) as Result).serverError?.code).toBe(ERROR_CODES.osiTransitionRefused);
    // Inviting a blocked talent alone: nothing to send.
    expect((await invite({ jobId, talentIds: [talents[0].id] })).serverError?.code).toBe(ERROR_CODES.osiTransitionRefused);
    as(recruiterCookie);
    expect(((await actions.unblockOsiInvitationAction({ invitationId: inv.id })) as Result).data).toEqual({ invitationId: inv.id, status: "unblocked" });
    const mailsBefore = outboxMailsTo(outbox, talents[0].email).length;
    const resent = (await actions.resendOsiInvitationAction({ invitationId: inv.id })) as Result;
    expect(resent.serverError).toBeUndefined();
    expect(outboxMailsTo(outbox, talents[0].email)).toHaveLength(mailsBefore + 1);
    await getDb().update(osiInvitations).set({ status: "completed" }).where(eq(osiInvitations.id, inv.id));
    expect(((await actions.blockOsiInvitationAction({ invitationId: inv.id })) as Result).serverError?.code).toBe(ERROR_CODES.osiTransitionRefused);
    expect(((await actions.resendOsiInvitationAction({ invitationId: inv.id })) as Result).serverError?.code).toBe(ERROR_CODES.osiTransitionRefused);
    await getDb().update(osiInvitations).set({ status: "invited" }).where(eq(osiInvitations.id, inv.id));
  });

  it("answers 10404 for another tenant's invitation and a malformed id", async () => {
    const [inv] = await invitationsOf(jobId);
    as(otherCookie, other.slug);
    expect(((await actions.blockOsiInvitationAction({ invitationId: inv.id })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    expect(((await actions.resendOsiInvitationAction({ invitationId: inv.id })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    as(recruiterCookie);
    expect(((await actions.unblockOsiInvitationAction({ invitationId: "x" })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    expect((await invitationsOf(jobId))[0].status).toBe("invited");
  });
});

describe("lists", () => {
  it("lists the job's invitations paginated in the database, with answered and question counts", async () => {
    const page = await listJobInvitations(org.companyId, jobId, { page: 1, pageSize: 10 });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ candidateId: talents[0].id, status: "invited", answered: 0, questions: 3 });
    expect(await listJobInvitations(other.companyId, jobId)).toMatchObject({ total: 0, rows: [] });
    const found = await invitableTalents(org.companyId, jobId, "talent 0");
    expect(found).toEqual([expect.objectContaining({ id: talents[0].id, status: "invited" })]);
    expect(await invitableTalents(org.companyId, jobId, "Other Talent")).toEqual([]);
  });
});

describe("monthly limit", () => {
  it("refuses the invitation past the limit with 10310 (exactly at the limit), and 10303 when the plan has none", async () => {
    const used = (await invitationsOf(jobId)).length;
    await setLimit(org, used + 1);
    expect((await invite({ jobId, talentIds: [talents[1].id, talents[2].id] })).serverError?.code).toBe(ERROR_CODES.oneSidedInterviewMonthlyLimitReached);
    expect(await invitationsOf(jobId)).toHaveLength(used);
    expect(((await invite({ jobId, talentIds: [talents[1].id] })).data as Invited).invited).toHaveLength(1);
    expect((await invite({ jobId, talentIds: [talents[2].id] })).serverError?.code).toBe(ERROR_CODES.oneSidedInterviewMonthlyLimitReached);
    // A resend is not a new invitation: allowed at the limit.
    expect(((await invite({ jobId, talentIds: [talents[1].id] })).data as Invited).resent).toHaveLength(1);
    await setLimit(org, 0);
    expect((await invite({ jobId, talentIds: [talents[2].id] })).serverError?.code).toBe(ERROR_CODES.oneSidedInterviewLimitReached);
    expect(outboxMailsTo(outbox, talents[2].email)).toHaveLength(0);
  });

  it("a concurrent double submit on two jobs never passes the limit", async () => {
    const secondJob = (await insertJob(org, { assigneeId: recruiter.id })).id;
    await attach(org, secondJob, ["Only question"]);
    const used = (await getDb().select().from(osiInvitations).where(eq(osiInvitations.companyId, org.companyId))).length;
    await setLimit(org, used + 1);
    const viewer = { userId: recruiter.id, role: "recruiter", companyId: org.companyId };
    const ctx = { origin: `http://${org.slug}.localhost:3000`, locale: "en" as const };
    const results = await Promise.allSettled([
      inviteTalents(viewer, { jobId, talentIds: [talents[3].id] }, ctx),
      inviteTalents(viewer, { jobId: secondJob, talentIds: [talents[4].id] }, ctx),
      inviteTalents(viewer, { jobId: secondJob, talentIds: [talents[5].id] }, ctx),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((x) => x.status === "rejected")) expect((r as PromiseRejectedResult).reason.code).toBe(ERROR_CODES.oneSidedInterviewMonthlyLimitReached);
    const after = await getDb().select().from(osiInvitations).where(eq(osiInvitations.companyId, org.companyId));
    expect(after).toHaveLength(used + 1);
    await setLimit(org, null);
  });
});

describe("the demo seed", () => {
  it("invites the demo talent to the demo job with its attached questions frozen in order, status invited, and seeds nothing twice", async () => {
    const db = getDb();
    const { seedOsiInvitation } = await import("@/db/seed/osi");
    const rows = await db.execute<{ id: string; job_id: string; status: string; expires_at: Date; company_id: string }>(
      sql`select i.id, i.job_id, i.status, i.expires_at, i.company_id from osi_invitations i join companies c on c.id = i.company_id join users u on u.id = i.candidate_id where c.slug = 'demo' and lower(u.email) = 'talent@demo.test'`,
    );
    expect(rows.rows).toHaveLength(1);
    const inv = rows.rows[0]!;
    expect(inv.status).toBe("invited");
    expect(new Date(inv.expires_at).getTime()).toBeGreaterThan(Date.now());
    const attached = await db
      .select({ question: osiQuestions.question, sourceId: osiQuestions.id })
      .from(jobOsiQuestions)
      .innerJoin(osiQuestions, eq(osiQuestions.id, jobOsiQuestions.questionId))
      .where(eq(jobOsiQuestions.jobId, inv.job_id))
      .orderBy(asc(jobOsiQuestions.position));
    const frozen = await db
      .select({ question: osiInvitationQuestions.question, sourceId: osiInvitationQuestions.sourceQuestionId, position: osiInvitationQuestions.position })
      .from(osiInvitationQuestions)
      .where(eq(osiInvitationQuestions.invitationId, inv.id))
      .orderBy(asc(osiInvitationQuestions.position));
    expect(attached.length).toBeGreaterThan(0);
    expect(frozen).toEqual(attached.map((q, i) => ({ ...q, position: i + 1 })));
    // The job's one-sided interviews page lists it.
    const list = await listJobInvitations(inv.company_id, inv.job_id);
    expect(list.rows.map((r) => [r.id, r.status, r.answered, r.questions])).toContainEqual([inv.id, "invited", 0, attached.length]);

    await seedOsiInvitation(db, () => {});
    const again = await db.execute<{ id: string }>(
      sql`select i.id from osi_invitations i join companies c on c.id = i.company_id join users u on u.id = i.candidate_id where c.slug = 'demo' and lower(u.email) = 'talent@demo.test'`,
    );
    expect(again.rows.map((r) => r.id)).toEqual([inv.id]);
    expect(await db.select({ id: osiInvitationQuestions.id }).from(osiInvitationQuestions).where(eq(osiInvitationQuestions.invitationId, inv.id))).toHaveLength(attached.length);
  });
});
