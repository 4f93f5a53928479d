import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb } from "@/db/client";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { addEntry, bookingWrites, dayFromNow, invitationsOf, makeBookingWorld, slotsOf, type BookingWorld } from "../support/booking";
import { outboxMailsTo, useTempOutbox } from "../support/org";
import { sessionFor } from "../support/sessions";

/**
 * The booking actions behind the one safe-action client: tenant → session → portal, role,
 * module, permission → zod → command (which checks permission and association again).
 * `headers()` answers what a browser request would carry; the rest is the real code and database.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const actions = await import("@/lib/interviews/booking-actions");

type Result = { data?: unknown; serverError?: { code: number; message: string }; validationErrors?: unknown };

let outbox: string;
let w: BookingWorld;
let other: BookingWorld;

function as(cookie: string | null, slug = w.slug) {
  request.headers = new Headers({ host: `${slug}.localhost:3000`, ...(cookie ? { cookie } : {}) });
}
const cookieOf = async (u: Parameters<typeof sessionFor>[0], slug = w.slug) => (await sessionFor(u, slug)).cookie;

beforeAll(async () => {
  outbox = useTempOutbox();
  w = await makeBookingWorld();
  other = await makeBookingWorld();
});

afterAll(async () => {
  await closeDb();
});

function scheduleInput(entryIds: string[]) {
  return { jobId: w.job.id, entryIds, interviewerIds: [w.collaborator.id], durationMinutes: 60, lastDate: dayFromNow(8), timeZone: "Europe/Paris" };
}

describe("booking actions: who may call them", () => {
  it("the job's recruiter schedules; the talent books through the action; the e-mail link is the tenant's own host", async () => {
    const { talent, entry } = await addEntry(w, w.job.id);
    as(await cookieOf(w.recruiter));
    const r = (await actions.scheduleInterviewsAction(scheduleInput([entry.id]))) as Result & { data?: { invited: string[] } };
    expect(r.data?.invited).toEqual([entry.id]);
    expect(outboxMailsTo(outbox, talent.email).join("\n")).toContain(`http://${w.slug}.localhost:3000/interview/${w.job.id}/schedule`);
    const [inv] = await invitationsOf(entry.id);
    const [slot] = await slotsOf(inv.id);
    as(await cookieOf(talent));
    const booked = (await actions.bookSlotAction({ jobId: w.job.id, slotId: slot.id })) as Result & { data?: { startsAt: string } };
    expect(booked.data?.startsAt).toBe(slot.startsAt.toISOString());
    const again = (await actions.requestSlotAction({ jobId: w.job.id })) as Result;
    expect(again.serverError?.code).toBe(ERROR_CODES.invitationClosed);
  });

  it("refuses without a session (10231), a collaborator (no interviews.schedule: 10403), a talent on staff actions and staff on talent actions (10403), writing nothing", async () => {
    const { talent, entry } = await addEntry(w, w.job.id);
    const before = await bookingWrites(w.companyId);
    as(null);
    expect(((await actions.scheduleInterviewsAction(scheduleInput([entry.id]))) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    expect(((await actions.bookSlotAction({ jobId: w.job.id, slotId: entry.id })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    as(await cookieOf(w.collaborator));
    expect(((await actions.scheduleInterviewsAction(scheduleInput([entry.id]))) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(((await actions.cancelInterviewAction({ entryId: entry.id, reason: "x" })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(((await actions.bookSlotAction({ jobId: w.job.id, slotId: entry.id })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    as(await cookieOf(talent));
    expect(((await actions.scheduleInterviewsAction(scheduleInput([entry.id]))) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(((await actions.resendInvitationAction({ entryId: entry.id })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(((await actions.previewSlotsAction({ jobId: w.job.id, interviewerIds: [w.collaborator.id], durationMinutes: 60, lastDate: dayFromNow(5), timeZone: "UTC" })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(await bookingWrites(w.companyId)).toEqual(before);
  });

  it("a recruiter not associated with the job gets 10568; a session replayed on another company's host gets 10231", async () => {
    const { entry } = await addEntry(w, w.job.id);
    as(await cookieOf(w.outsider));
    expect(((await actions.scheduleInterviewsAction(scheduleInput([entry.id]))) as Result).serverError?.code).toBe(ERROR_CODES.notAssociatedWithJob);
    expect(((await actions.previewSlotsAction({ jobId: w.job.id, interviewerIds: [w.collaborator.id], durationMinutes: 60, lastDate: dayFromNow(5), timeZone: "UTC" })) as Result).serverError?.code).toBe(
      ERROR_CODES.notAssociatedWithJob,
    );
    as(await cookieOf(w.recruiter), other.slug);
    expect(((await actions.scheduleInterviewsAction(scheduleInput([entry.id]))) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
  });

  it("the preview shows the slots the batch would get, and refuses an unknown zone (10567) and another company's collaborator (10577)", async () => {
    as(await cookieOf(w.recruiter));
    const ok = (await actions.previewSlotsAction({ jobId: w.job.id, interviewerIds: [w.collaborator.id, w.collaborator2.id], durationMinutes: 30, lastDate: dayFromNow(3), timeZone: "Asia/Kolkata" })) as Result & {
      data?: { total: number; slots: { startsAt: string }[] };
    };
    expect(ok.data?.total).toBeGreaterThan(0);
    expect(new Date(ok.data!.slots[0].startsAt).getTime()).toBeGreaterThan(Date.now());
    expect(((await actions.previewSlotsAction({ jobId: w.job.id, interviewerIds: [w.collaborator.id], durationMinutes: 60, lastDate: dayFromNow(3), timeZone: "Not/AZone" })) as Result).serverError?.code).toBe(ERROR_CODES.invalidTimeZone);
    expect(((await actions.previewSlotsAction({ jobId: w.job.id, interviewerIds: [other.collaborator.id], durationMinutes: 60, lastDate: dayFromNow(3), timeZone: "UTC" })) as Result).serverError?.code).toBe(ERROR_CODES.collaboratorNotOnJob);
  });
});

describe("hostile input", () => {
  const MB = "x".repeat(1024 * 1024);
  const uuid = "00000000-0000-4000-8000-000000000001";
  const BAD: Record<string, unknown> = {
    undefined: undefined,
    null: null,
    string: "jobId=1",
    array: [],
    "empty object": {},
    "SQL id": { jobId: "' OR 1=1 --", slotId: uuid, entryId: "' OR 1=1 --" },
    "1 MB id": { jobId: MB, slotId: MB, entryId: MB },
    "nested objects": { jobId: { $ne: null }, slotId: [uuid], entryId: { id: uuid } },
    "NUL byte": { jobId: `${uuid}\u0000`, slotId: uuid, entryId: `${uuid}\u0000` },
  };
  it("every booking action refuses malformed input as invalid (10001) before any query, writing nothing", async () => {
    const { talent } = await addEntry(w, w.job.id);
    const staffCookie = await cookieOf(w.recruiter);
    const talentCookie = await cookieOf(talent);
    const before = await bookingWrites(w.companyId);
    const calls: [string, string, (i: unknown) => Promise<unknown>][] = [
      ["schedule", staffCookie, (i) => actions.scheduleInterviewsAction(i as never)],
      ["resend", staffCookie, (i) => actions.resendInvitationAction(i as never)],
      ["addSlots", staffCookie, (i) => actions.addSlotsAction(i as never)],
      ["reject", staffCookie, (i) => actions.rejectSlotRequestAction(i as never)],
      ["cancel", staffCookie, (i) => actions.cancelInterviewAction(i as never)],
      ["book", talentCookie, (i) => actions.bookSlotAction(i as never)],
      ["requestSlot", talentCookie, (i) => actions.requestSlotAction(i as never)],
      ["reschedule", talentCookie, (i) => actions.requestRescheduleAction(i as never)],
    ];
    for (const [name, cookie, call] of calls) {
      as(cookie);
      for (const [label, input] of Object.entries(BAD)) {
        const r = (await call(input)) as Result;
        expect(r.data, `${name} ${label}`).toBeUndefined();
        expect(r.serverError, `${name} ${label}`).toBeUndefined();
        expect(r.validationErrors, `${name} ${label}`).toBeTruthy();
      }
    }
    expect(await bookingWrites(w.companyId)).toEqual(before);
  });
});
