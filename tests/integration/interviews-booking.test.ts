import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { interviewCandidates, interviewerBusy, invitationSlots, jobs } from "@/db/schema";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { addSlots } from "@/lib/interviews/commands/add-slots";
import { bookSlot } from "@/lib/interviews/commands/book-slot";
import { cancelInterview } from "@/lib/interviews/commands/cancel-interview";
import { rejectSlotRequest } from "@/lib/interviews/commands/reject-slot-request";
import { requestReschedule } from "@/lib/interviews/commands/request-reschedule";
import { requestSlot } from "@/lib/interviews/commands/request-slot";
import { resendInvitation } from "@/lib/interviews/commands/resend-invitation";
import { scheduleInterviews, type ScheduleInput } from "@/lib/interviews/commands/schedule-interviews";
import { talentSchedule } from "@/lib/interviews/booking-queries";
import { REASON_MAX } from "@/lib/interviews/rules";
import {
  addEntry,
  bookingWrites,
  busyOf,
  dayFromNow,
  entryOf,
  interviewsOf,
  invitationsOf,
  invited as invitedIn,
  makeBookingWorld,
  requestsOf,
  slotsOf,
  viewerOf,
  type BookingWorld,
} from "../support/booking";
import { outboxMailsTo, useTempOutbox } from "../support/org";

/**
 * The booking flow's commands on the real PostgreSQL (issue 13): each in one transaction, the
 * exclusion constraint as the last word on overlaps, every refusal catalogued and writing nothing.
 */
let w: BookingWorld;
let other: BookingWorld;
let outbox: string;

beforeAll(async () => {
  outbox = useTempOutbox();
  w = await makeBookingWorld();
  other = await makeBookingWorld();
});

afterAll(async () => {
  await closeDb();
});

async function codeOf(p: Promise<unknown>): Promise<number | null> {
  try {
    await p;
    return null;
  } catch (e) {
    if (isAppError(e)) return e.code;
    throw e;
  }
}

function input(o: Partial<ScheduleInput> & { entryIds: string[] }): ScheduleInput {
  return { jobId: w.job.id, interviewerIds: [w.collaborator.id, w.collaborator2.id], durationMinutes: 60, lastDate: dayFromNow(10), timeZone: "America/Toronto", ...o };
}

/** A talent invited through the command, with their invitation and its slots. */
function invited(world: BookingWorld = w, o: Partial<ScheduleInput> = {}) {
  return invitedIn(world, o);
}

describe("scheduleInterviews", () => {
  it("invites every screening talent of the batch with the same slots, moves them to invitationSent and e-mails the tenant's schedule link", async () => {
    const a = await addEntry(w, w.job.id);
    const b = await addEntry(w, w.job.id);
    const out = await scheduleInterviews(viewerOf(w, w.recruiter), input({ entryIds: [a.entry.id, b.entry.id] }), w.ctx);
    expect(out.invited.sort()).toEqual([a.entry.id, b.entry.id].sort());
    expect(out.slots).toBeGreaterThan(0);
    const [ia] = await invitationsOf(a.entry.id);
    const [ib] = await invitationsOf(b.entry.id);
    const sa = (await slotsOf(ia.id)).map((s) => s.startsAt.toISOString());
    const sb = (await slotsOf(ib.id)).map((s) => s.startsAt.toISOString());
    expect(sa.length).toBe(out.slots);
    expect(sa).toEqual(sb);
    expect(sa.every((s) => new Date(s).getTime() > Date.now())).toBe(true);
    expect((await entryOf(a.entry.id)).status).toBe("invitationSent");
    const mail = outboxMailsTo(outbox, a.talent.email).join("\n");
    expect(mail).toContain(`http://${w.slug}.localhost/interview/${w.job.id}/schedule`);
  });

  it("skips a talent already invited and invites the others of the batch", async () => {
    const first = await invited();
    const fresh = await addEntry(w, w.job.id);
    const out = await scheduleInterviews(viewerOf(w, w.recruiter), input({ entryIds: [first.entry.id, fresh.entry.id] }), w.ctx);
    expect(out.invited).toEqual([fresh.entry.id]);
    expect(out.skipped).toEqual([first.entry.id]);
    expect(await invitationsOf(first.entry.id)).toHaveLength(1);
  });

  it("refuses each bad request with its code and writes nothing", async () => {
    const { entry } = await addEntry(w, w.job.id);
    const round2 = await addEntry(w, w.job.id, { round: 2 });
    const scheduled = await addEntry(w, w.job.id, { status: "interviewScheduled" });
    const foreign = await addEntry(other, other.job.id);
    const pastDue = new Date(w.job.dueDate.getTime()).toISOString().slice(0, 10);
    const rec = viewerOf(w, w.recruiter);
    const before = await bookingWrites(w.companyId);
    const cases: [string, () => Promise<unknown>, number][] = [
      ["mixed rounds", () => scheduleInterviews(rec, input({ entryIds: [entry.id, round2.entry.id] }), w.ctx), ERROR_CODES.schedulingMixedRounds],
      ["none in screening", () => scheduleInterviews(rec, input({ entryIds: [scheduled.entry.id] }), w.ctx), ERROR_CODES.schedulingNeedsScreening],
      ["no interviewer", () => scheduleInterviews(rec, input({ entryIds: [entry.id], interviewerIds: [] }), w.ctx), ERROR_CODES.collaboratorRequired],
      ["another company's collaborator", () => scheduleInterviews(rec, input({ entryIds: [entry.id], interviewerIds: [other.collaborator.id] }), w.ctx), ERROR_CODES.collaboratorNotOnJob],
      ["a talent as interviewer", () => scheduleInterviews(rec, input({ entryIds: [entry.id], interviewerIds: [scheduled.talent.id] }), w.ctx), ERROR_CODES.collaboratorNotOnJob],
      ["last date on the due date", () => scheduleInterviews(rec, input({ entryIds: [entry.id], lastDate: pastDue }), w.ctx), ERROR_CODES.invitationLastDateTooLate],
      ["last date in the past", () => scheduleInterviews(rec, input({ entryIds: [entry.id], lastDate: dayFromNow(-2) }), w.ctx), ERROR_CODES.invitationLastDateTooLate],
      ["no duration", () => scheduleInterviews(rec, input({ entryIds: [entry.id], durationMinutes: null }), w.ctx), ERROR_CODES.timeSelectionRequired],
      ["odd duration", () => scheduleInterviews(rec, input({ entryIds: [entry.id], durationMinutes: 7 }), w.ctx), ERROR_CODES.timeSelectionRequired],
      ["no last date", () => scheduleInterviews(rec, input({ entryIds: [entry.id], lastDate: null }), w.ctx), ERROR_CODES.timeSelectionRequired],
      ["unknown zone", () => scheduleInterviews(rec, input({ entryIds: [entry.id], timeZone: "Mars/Olympus_Mons" }), w.ctx), ERROR_CODES.invalidTimeZone],
      ["another tenant's entry", () => scheduleInterviews(rec, input({ entryIds: [foreign.entry.id] }), w.ctx), ERROR_CODES.recordNotFound],
      ["another tenant's job", () => scheduleInterviews(rec, input({ jobId: other.job.id, entryIds: [foreign.entry.id] }), w.ctx), ERROR_CODES.jobNoLongerExists],
      ["a recruiter not on the job", () => scheduleInterviews(viewerOf(w, w.outsider), input({ entryIds: [entry.id] }), w.ctx), ERROR_CODES.notAssociatedWithJob],
      ["a collaborator (no interviews.schedule)", () => scheduleInterviews(viewerOf(w, w.collaborator), input({ entryIds: [entry.id] }), w.ctx), ERROR_CODES.permissionDenied],
    ];
    for (const [name, run, code] of cases) expect(await codeOf(run()), name).toBe(code);
    expect(await bookingWrites(w.companyId)).toEqual(before);
    expect((await entryOf(entry.id)).status).toBe("screening");
  });
});

describe("bookSlot", () => {
  it("books an offered slot: the slot, the interview with its interviewers, one busy row per interviewer and one for the talent, the entry scheduled", async () => {
    const t = await invited();
    const slot = t.slots[0];
    const out = await bookSlot(t.actor, { jobId: w.job.id, slotId: slot.id }, w.ctx);
    expect(out.startsAt.toISOString()).toBe(slot.startsAt.toISOString());
    const [iv] = await interviewsOf(t.entry.id);
    expect(iv).toMatchObject({ id: out.interviewId, status: "scheduled", sequence: 0, slotId: slot.id });
    const busy = await busyOf(iv.id);
    expect(busy.map((b) => b.userId).sort()).toEqual([w.collaborator.id, w.collaborator2.id, t.talent.id].sort());
    expect(busy.every((b) => b.active)).toBe(true);
    expect((await slotsOf(t.invitation.id)).find((s) => s.id === slot.id)?.status).toBe("booked");
    expect((await invitationsOf(t.entry.id))[0].status).toBe("accepted");
    expect((await entryOf(t.entry.id)).status).toBe("interviewScheduled");
  });

  it("refuses another invitation's slot, another tenant's slot, a slot in the past and a voided slot with 10295, writing nothing", async () => {
    const a = await invited();
    const b = await invited();
    const foreign = await invited(other);
    await getDb()
      .update(invitationSlots)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 1_800_000) })
      .where(eq(invitationSlots.id, a.slots[1].id));
    await getDb().update(invitationSlots).set({ status: "voided" }).where(eq(invitationSlots.id, a.slots[2].id));
    const before = await bookingWrites(w.companyId);
    expect(await codeOf(bookSlot(a.actor, { jobId: w.job.id, slotId: b.slots[0].id }, w.ctx))).toBe(ERROR_CODES.slotUnavailable);
    expect(await codeOf(bookSlot(a.actor, { jobId: w.job.id, slotId: foreign.slots[0].id }, w.ctx))).toBe(ERROR_CODES.slotUnavailable);
    expect(await codeOf(bookSlot({ companyId: other.companyId, userId: a.talent.id }, { jobId: w.job.id, slotId: a.slots[0].id }, w.ctx))).toBe(ERROR_CODES.slotUnavailable);
    expect(await codeOf(bookSlot(a.actor, { jobId: w.job.id, slotId: a.slots[1].id }, w.ctx))).toBe(ERROR_CODES.slotUnavailable);
    expect(await codeOf(bookSlot(a.actor, { jobId: w.job.id, slotId: a.slots[2].id }, w.ctx))).toBe(ERROR_CODES.slotUnavailable);
    expect(await codeOf(bookSlot(a.actor, { jobId: other.job.id, slotId: a.slots[0].id }, w.ctx))).toBe(ERROR_CODES.slotUnavailable);
    expect(await codeOf(bookSlot(a.actor, { jobId: w.job.id, slotId: "' or 1=1 --" }, w.ctx))).toBe(ERROR_CODES.slotUnavailable);
    expect(await bookingWrites(w.companyId)).toEqual(before);
  });

  it("refuses a blocked entry with 10569 and a canceled invitation with 10570", async () => {
    const a = await invited();
    await getDb().update(interviewCandidates).set({ blocked: true }).where(eq(interviewCandidates.id, a.entry.id));
    expect(await codeOf(bookSlot(a.actor, { jobId: w.job.id, slotId: a.slots[0].id }, w.ctx))).toBe(ERROR_CODES.interviewBlocked);
    const b = await invited();
    await cancelInterview(viewerOf(w, w.recruiter), { entryId: b.entry.id, reason: "The position was filled." }, w.ctx);
    expect(await codeOf(bookSlot(b.actor, { jobId: w.job.id, slotId: b.slots[0].id }, w.ctx))).toBe(ERROR_CODES.invitationClosed);
    expect(await interviewsOf(b.entry.id)).toEqual([]);
  });

  it("a double-clicked booking makes one interview, and both clicks get it back", async () => {
    const a = await invited();
    const results = await Promise.allSettled([0, 1, 2].map(() => bookSlot(a.actor, { jobId: w.job.id, slotId: a.slots[0].id }, w.ctx)));
    const ok = results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<{ interviewId: string }>).value.interviewId);
    expect(ok).toHaveLength(3);
    expect(new Set(ok).size).toBe(1);
    expect(await interviewsOf(a.entry.id)).toHaveLength(1);
    expect(await busyOf(ok[0])).toHaveLength(3);
  });

  it("concurrent bookings of the same interviewers' time by different talents: exactly one wins, the others get 10598", async () => {
    const talents = await Promise.all(Array.from({ length: 6 }, () => invited()));
    // Each talent's invitation offers the same time; each books its own slot row of that time.
    const target = talents[0].slots[3].startsAt.getTime();
    const picks = talents.map((t) => ({ t, slot: t.slots.find((s) => s.startsAt.getTime() === target)! }));
    expect(picks.every((p) => p.slot)).toBe(true);
    const results = await Promise.allSettled(picks.map((p) => bookSlot(p.t.actor, { jobId: w.job.id, slotId: p.slot.id }, w.ctx)));
    const fulfilled = results.filter((r) => r.status === "fulfilled");
    const codes = results.filter((r) => r.status === "rejected").map((r) => ((r as PromiseRejectedResult).reason as { code?: number }).code);
    expect(fulfilled).toHaveLength(1);
    expect(codes).toEqual(Array(5).fill(ERROR_CODES.slotAlreadyBooked));
    const losers = picks.filter((_, i) => results[i].status === "rejected");
    for (const l of losers) {
      expect(await interviewsOf(l.t.entry.id)).toEqual([]);
      expect((await entryOf(l.t.entry.id)).status).toBe("invitationSent");
      expect((await slotsOf(l.t.invitation.id)).find((s) => s.id === l.slot.id)?.status).toBe("offered");
    }
    const active = await getDb().select().from(interviewerBusy).where(eq(interviewerBusy.userId, w.collaborator.id));
    const overlapping = active.filter((b) => b.active && b.startsAt.getTime() === target);
    expect(overlapping).toHaveLength(1);
  });
});

describe("slot requests", () => {
  it("requestSlot records one pending request (a second: 10575) and moves the entry to invitationRequested; addSlots answers it", async () => {
    const a = await invited();
    await requestSlot(a.actor, { jobId: w.job.id, note: "Mornings please" });
    expect((await entryOf(a.entry.id)).status).toBe("invitationRequested");
    expect(await codeOf(requestSlot(a.actor, { jobId: w.job.id }))).toBe(ERROR_CODES.slotRequestPending);
    expect(await requestsOf(a.invitation.id)).toHaveLength(1);
    await addSlots(viewerOf(w, w.recruiter), { entryId: a.entry.id }, w.ctx);
    expect((await entryOf(a.entry.id)).status).toBe("invitationSent");
    expect((await requestsOf(a.invitation.id))[0].status).toBe("accepted");
    const view = await talentSchedule(a.actor, w.job.id);
    expect(view?.slots.length).toBeGreaterThan(0);
    expect(view?.pendingRequest).toBe(false);
  });

  it("rejectSlotRequest needs a reason within the cap (10167) and cancels the invitation", async () => {
    const a = await invited();
    await requestSlot(a.actor, { jobId: w.job.id });
    const rec = viewerOf(w, w.recruiter);
    const before = await bookingWrites(w.companyId);
    expect(await codeOf(rejectSlotRequest(rec, { entryId: a.entry.id, reason: "   " }, w.ctx))).toBe(ERROR_CODES.reasonRequired);
    expect(await codeOf(rejectSlotRequest(rec, { entryId: a.entry.id, reason: "x".repeat(REASON_MAX + 1) }, w.ctx))).toBe(ERROR_CODES.reasonRequired);
    expect(await codeOf(rejectSlotRequest(viewerOf(other, other.recruiter), { entryId: a.entry.id, reason: "No." }, other.ctx))).toBe(ERROR_CODES.recordNotFound);
    expect(await bookingWrites(w.companyId)).toEqual(before);
    await rejectSlotRequest(rec, { entryId: a.entry.id, reason: "No other time this month." }, w.ctx);
    expect((await entryOf(a.entry.id)).status).toBe("interviewCanceled");
    const [inv] = await invitationsOf(a.entry.id);
    expect(inv).toMatchObject({ status: "canceled", cancelReason: "No other time this month." });
    expect((await slotsOf(inv.id)).every((s) => s.status === "voided")).toBe(true);
    expect(await codeOf(bookSlot(a.actor, { jobId: w.job.id, slotId: a.slots[0].id }, w.ctx))).toBe(ERROR_CODES.invitationClosed);
    expect(outboxMailsTo(outbox, a.talent.email).join("\n")).toContain("No other time this month.");
  });

  it("resendInvitation e-mails again while the invitation is open, 10570 once booked", async () => {
    const a = await invited();
    const mails = outboxMailsTo(outbox, a.talent.email).length;
    await resendInvitation(viewerOf(w, w.recruiter), { entryId: a.entry.id }, w.ctx);
    expect(outboxMailsTo(outbox, a.talent.email).length).toBe(mails + 1);
    await bookSlot(a.actor, { jobId: w.job.id, slotId: a.slots[5].id }, w.ctx);
    expect(await codeOf(resendInvitation(viewerOf(w, w.recruiter), { entryId: a.entry.id }, w.ctx))).toBe(ERROR_CODES.invitationClosed);
  });
});

describe("reschedule and cancel", () => {
  it("a reschedule voids the invitation and the slot, frees the time, offers it again, and booking again updates the same interview with a higher sequence", async () => {
    const a = await invited();
    const first = await bookSlot(a.actor, { jobId: w.job.id, slotId: a.slots[7].id }, w.ctx);
    const out = await requestReschedule(a.actor, { jobId: w.job.id }, w.ctx);
    expect((await entryOf(a.entry.id)).status).toBe("interviewRescheduled");
    const invs = await invitationsOf(a.entry.id);
    expect(invs.map((i) => i.status)).toEqual(["voided", "invited"]);
    expect((await slotsOf(invs[0].id)).every((s) => s.status === "voided")).toBe(true);
    expect((await busyOf(first.interviewId)).every((b) => !b.active)).toBe(true);
    const [iv] = await interviewsOf(a.entry.id);
    expect(iv).toMatchObject({ id: first.interviewId, status: "rescheduling", sequence: 1 });
    const fresh = await slotsOf(out.invitationId);
    const again = fresh.find((s) => s.startsAt.getTime() === first.startsAt.getTime());
    expect(again?.status).toBe("offered");
    const second = await bookSlot(a.actor, { jobId: w.job.id, slotId: again!.id }, w.ctx);
    expect(second.interviewId).toBe(first.interviewId);
    expect(second.sequence).toBe(2);
    const rows = await interviewsOf(a.entry.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "scheduled", sequence: 2 });
    expect((await busyOf(first.interviewId)).filter((b) => b.active)).toHaveLength(3);
    expect((await entryOf(a.entry.id)).status).toBe("interviewScheduled");
  });

  it("requestReschedule without a booking answers 10570", async () => {
    const a = await invited();
    expect(await codeOf(requestReschedule(a.actor, { jobId: w.job.id }, w.ctx))).toBe(ERROR_CODES.invitationClosed);
  });

  it("cancel needs a reason; it voids the slots, releases the busy time and cancels interview and invitation", async () => {
    const a = await invited();
    const booked = await bookSlot(a.actor, { jobId: w.job.id, slotId: a.slots[9].id }, w.ctx);
    const rec = viewerOf(w, w.recruiter);
    expect(await codeOf(cancelInterview(rec, { entryId: a.entry.id, reason: "" }, w.ctx))).toBe(ERROR_CODES.reasonRequired);
    expect(await codeOf(cancelInterview(rec, { entryId: a.entry.id, reason: "y".repeat(REASON_MAX + 1) }, w.ctx))).toBe(ERROR_CODES.reasonRequired);
    expect(await codeOf(cancelInterview(viewerOf(w, w.outsider), { entryId: a.entry.id, reason: "Not mine" }, w.ctx))).toBe(ERROR_CODES.notAssociatedWithJob);
    await cancelInterview(rec, { entryId: a.entry.id, reason: "Candidate withdrew." }, w.ctx);
    const [iv] = await interviewsOf(a.entry.id);
    expect(iv).toMatchObject({ id: booked.interviewId, status: "canceled", cancellationReason: "Candidate withdrew.", sequence: 1 });
    expect((await busyOf(iv.id)).every((b) => !b.active)).toBe(true);
    expect((await slotsOf(a.invitation.id)).every((s) => s.status === "voided")).toBe(true);
    expect((await invitationsOf(a.entry.id))[0].status).toBe("canceled");
    expect((await entryOf(a.entry.id)).status).toBe("interviewCanceled");
    // The released time can be booked by someone else.
    const b = await invited();
    const same = b.slots.find((s) => s.startsAt.getTime() === booked.startsAt.getTime());
    expect(same).toBeTruthy();
    await bookSlot(b.actor, { jobId: w.job.id, slotId: same!.id }, w.ctx);
  });
});

describe("job due date", () => {
  it("a job due in two days allows a last date of tomorrow only", async () => {
    const { entry } = await addEntry(w, w.job.id);
    await getDb().update(jobs).set({ dueDate: new Date(Date.now() + 2 * 86_400_000) }).where(eq(jobs.id, w.job.id));
    try {
      expect(await codeOf(scheduleInterviews(viewerOf(w, w.recruiter), input({ entryIds: [entry.id], lastDate: dayFromNow(2), timeZone: "UTC" }), w.ctx))).toBe(ERROR_CODES.invitationLastDateTooLate);
    } finally {
      await getDb().update(jobs).set({ dueDate: w.job.dueDate }).where(eq(jobs.id, w.job.id));
    }
  });
});
