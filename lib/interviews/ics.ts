import { createEvent, type EventAttributes } from "ics";

/**
 * The iCalendar invitation of an interview (issue 13), built with the `ics` package. One UID per
 * interview for its whole life (`{interviewId}@{tenant host}`), so a reschedule updates the same
 * calendar entry and a cancellation removes it; SEQUENCE is interviews.sequence, which rises with
 * every change. METHOD:REQUEST for a booking or a new time, METHOD:CANCEL for a cancellation (and
 * for a reschedule request, whose old time no longer holds: decision D45).
 */
export type IcsMethod = "REQUEST" | "CANCEL";

export type IcsInput = {
  method: IcsMethod;
  interviewId: string;
  /** The tenant's host (no scheme, no port): the UID's right-hand side. */
  host: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string;
  url?: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
};

export function interviewUid(interviewId: string, host: string): string {
  return `${interviewId}@${host.toLowerCase().replace(/:\d+$/, "")}`;
}

/** The .ics text; throws when the package refuses the attributes (a programming error, not input). */
export function interviewIcs(input: IcsInput): string {
  const attrs: EventAttributes = {
    method: input.method,
    productId: "talent-platform/interviews",
    uid: interviewUid(input.interviewId, input.host),
    sequence: input.sequence,
    start: input.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: input.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: input.title,
    description: input.description,
    status: input.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    busyStatus: "BUSY",
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: input.attendees.map((a) => ({ name: a.name, email: a.email, rsvp: input.method === "REQUEST", partstat: "NEEDS-ACTION", role: "REQ-PARTICIPANT" })),
    ...(input.url ? { url: input.url } : {}),
  };
  const { error, value } = createEvent(attrs);
  if (error || !value) throw error ?? new Error("ics: no value");
  return value;
}
