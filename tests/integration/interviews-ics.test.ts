import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { decodeQuotedPrintable, parseEml } from "../../scripts/lib/eml.mjs";
import { inArray } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { users } from "@/db/schema";
import { bookSlot } from "@/lib/interviews/commands/book-slot";
import { cancelInterview } from "@/lib/interviews/commands/cancel-interview";
import { requestReschedule } from "@/lib/interviews/commands/request-reschedule";
import { scheduleInterviews } from "@/lib/interviews/commands/schedule-interviews";
import { startSmtpSink, type ReceivedMail } from "../support/smtp";
import { addEntry, dayFromNow, invitationsOf, makeBookingWorld, slotsOf, viewerOf, type BookingWorld } from "../support/booking";

/**
 * The calendar e-mails of the booking flow over real SMTP (smtp-server) with the .ics parsed by
 * a real iCalendar parser (ical.js): one UID per interview for its whole life, SEQUENCE rising
 * with every change, METHOD:REQUEST for a booking or a new time and METHOD:CANCEL for a
 * cancellation, each reader in their language.
 */
type Received = ReceivedMail;
let received: Received[] = [];
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let w: BookingWorld;

beforeAll(async () => {
  sink = await startSmtpSink();
  received = sink.received;
  w = await makeBookingWorld();
});

afterAll(async () => {
  await sink.stop();
  await closeDb();
});

/** The body of the MIME part sent as an attachment with this file name, decoded. */
function attachment(raw: string, filename: string): string {
  const text = raw.replace(/\r\n/g, "\n");
  const parts = text.split(/\n--[^\n]+\n/);
  const part = parts.find((p) => /content-disposition:\s*attachment/i.test(p.split("\n\n")[0]) && p.split("\n\n")[0].includes(filename));
  expect(part, `an ${filename} attachment`).toBeTruthy();
  const at = part!.indexOf("\n\n");
  const head = part!.slice(0, at);
  const body = part!.slice(at + 2).replace(/\n--[^\n]*--\s*$/, "");
  const enc = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

type Parsed = { subject: string; text: string; method: string; uid: string; sequence: number; start: Date; end: Date; status: string; attendees: string[] };

async function calendarOf(r: Received): Promise<Parsed> {
  const mail = parseEml(r.raw);
  const ics = attachment(r.raw, "invite.ics");
  const cal = new ICAL.Component(ICAL.parse(ics));
  const ev = cal.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(ev);
  return {
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    method: String(cal.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: String(ev.getFirstPropertyValue("status")),
    attendees: ev.getAllProperties("attendee").map((p) => String(p.getFirstValue()).replace(/^mailto:/i, "").toLowerCase()),
  };
}

function mailsTo(email: string, since: number): Received[] {
  return received.slice(since).filter((r) => r.to.includes(email));
}

describe("interview .ics e-mails over SMTP", () => {
  it("booking, reschedule, booking again and cancellation: same UID, rising SEQUENCE, REQUEST then CANCEL, the right times", async () => {
    const { talent, entry } = await addEntry(w, w.job.id, { name: "Talia Talent" });
    await scheduleInterviews(viewerOf(w, w.recruiter), { jobId: w.job.id, entryIds: [entry.id], interviewerIds: [w.collaborator.id, w.collaborator2.id], durationMinutes: 60, lastDate: dayFromNow(10), timeZone: "UTC" }, w.ctx);
    const [inv] = await invitationsOf(entry.id);
    const slot = (await slotsOf(inv.id))[2];
    const actor = { companyId: w.companyId, userId: talent.id };

    let mark = received.length;
    const booked = await bookSlot(actor, { jobId: w.job.id, slotId: slot.id }, { ...w.ctx, locale: "fr" });
    const uid = `${booked.interviewId}@${w.slug}.localhost`;
    for (const person of [talent, w.collaborator, w.collaborator2]) {
      const got = mailsTo(person.email, mark);
      expect(got, person.email).toHaveLength(1);
      const c = await calendarOf(got[0]);
      expect(c).toMatchObject({ method: "REQUEST", uid, sequence: 0, status: "CONFIRMED" });
      expect(c.start.toISOString()).toBe(slot.startsAt.toISOString());
      expect(c.end.toISOString()).toBe(slot.endsAt.toISOString());
      expect(c.attendees.sort()).toEqual([talent.email, w.collaborator.email, w.collaborator2.email].map((e) => e.toLowerCase()).sort());
    }
    // The talent acted in French and reads French; the interviewers get the default language (D45).
    expect((await calendarOf(mailsTo(talent.email, mark)[0])).subject).toMatch(/^Entretien réservé/);
    expect((await calendarOf(mailsTo(w.collaborator.email, mark)[0])).subject).toMatch(/^Interview booked/);
    // The time is written in the reader's zone (the company's: America/Detroit by default).
    const local = new Intl.DateTimeFormat("en", { timeZone: "America/Detroit", hour: "2-digit", minute: "2-digit" }).format(slot.startsAt);
    expect((await calendarOf(mailsTo(w.collaborator.email, mark)[0])).text).toContain(local);

    mark = received.length;
    const re = await requestReschedule(actor, { jobId: w.job.id }, w.ctx);
    const cancelOld = await calendarOf(mailsTo(w.collaborator.email, mark)[0]);
    expect(cancelOld).toMatchObject({ method: "CANCEL", uid, sequence: 1, status: "CANCELLED" });
    expect(cancelOld.start.toISOString()).toBe(slot.startsAt.toISOString());

    mark = received.length;
    const fresh = (await slotsOf(re.invitationId)).find((s) => s.startsAt.getTime() !== slot.startsAt.getTime())!;
    await bookSlot(actor, { jobId: w.job.id, slotId: fresh.id }, w.ctx);
    const moved = await calendarOf(mailsTo(talent.email, mark)[0]);
    expect(moved).toMatchObject({ method: "REQUEST", uid, sequence: 2 });
    expect(moved.start.toISOString()).toBe(fresh.startsAt.toISOString());
    expect(moved.subject).toMatch(/^Interview rescheduled/);

    mark = received.length;
    await cancelInterview(viewerOf(w, w.recruiter), { entryId: entry.id, reason: "Role filled internally." }, w.ctx);
    for (const person of [talent, w.collaborator, w.collaborator2]) {
      const c = await calendarOf(mailsTo(person.email, mark)[0]);
      expect(c).toMatchObject({ method: "CANCEL", uid, sequence: 3, status: "CANCELLED" });
      expect(c.text).toContain("Role filled internally.");
    }
  });

  it("each reader gets the language they last signed in with, whatever the actor's", async () => {
    const { talent, entry } = await addEntry(w, w.job.id, { name: "Lena Langue" });
    await getDb().update(users).set({ locale: "fr" }).where(inArray(users.id, [w.collaborator2.id, talent.id]));
    try {
      await scheduleInterviews(viewerOf(w, w.recruiter), { jobId: w.job.id, entryIds: [entry.id], interviewerIds: [w.collaborator.id, w.collaborator2.id], durationMinutes: 60, lastDate: dayFromNow(10), timeZone: "UTC" }, w.ctx);
      const [inv] = await invitationsOf(entry.id);
      const slot = (await slotsOf(inv.id))[4];
      const mark = received.length;
      // The talent books from an English page: their stored French still wins, as it does for the French collaborator.
      await bookSlot({ companyId: w.companyId, userId: talent.id }, { jobId: w.job.id, slotId: slot.id }, { ...w.ctx, locale: "en" });
      expect((await calendarOf(mailsTo(talent.email, mark)[0])).subject).toMatch(/^Entretien réservé/);
      expect((await calendarOf(mailsTo(w.collaborator2.email, mark)[0])).subject).toMatch(/^Entretien réservé/);
      expect((await calendarOf(mailsTo(w.collaborator.email, mark)[0])).subject).toMatch(/^Interview booked/);
    } finally {
      await getDb().update(users).set({ locale: null }).where(inArray(users.id, [w.collaborator2.id, talent.id]));
    }
  });
});
