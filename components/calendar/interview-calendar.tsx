"use client";
import FullCalendar from "@fullcalendar/react";
import type { EventInput, EventSourceFuncInfo } from "@fullcalendar/react";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import listPlugin from "@fullcalendar/react/list";
import frLocale from "@fullcalendar/react/locales/fr";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import { useTranslations } from "next-intl";
import { useCallback, useState, type CSSProperties } from "react";
import { formatJdId } from "@/lib/jobs/rules";
import type { CalendarEvent } from "@/lib/interviews/calendar-range";

export type InterviewCalendarProps = {
  /** Whose calendar: the talent's own (/calendar) or a staff member's (/admin/calendar). */
  portal: "talent" | "staff";
  /** The zone shown: local storage `timezone`, else the company's (resolved by the loader). */
  timeZone: string;
  locale: "en" | "fr";
  /**
   * Under 600 px the calendar opens on the week as a list (seven columns do not fit) and grows
   * with its content: FullCalendar's inner scroller would otherwise be a scrolling region with
   * nothing to focus on an empty day (axe scrollable-region-focusable).
   */
  narrow: boolean;
};

/**
 * The classic theme's faint grey (#9ca3af, 2.5:1 on white) draws the month view's days of the
 * neighbouring months: too faint for axe color-contrast. Its greys, overridden for this calendar
 * only, keep at least 4.5:1.
 */
const READABLE_GREYS = { "--fc-classic-faint-foreground": "#4b5563", "--fc-classic-muted-foreground": "#4b5563" } as CSSProperties;

const ENDPOINT = { talent: "/api/calendar/interviews", staff: "/api/admin/calendar/interviews" } as const;

/**
 * The interview calendar (issue 13 "Calendars", first document §2.5, second document §9):
 * FullCalendar 7 week view in 30-minute steps, scrolled to 9:00, weeks from Sunday, in the zone
 * the loader resolved. Each interview is a link to its detail (staff: the interview detail; talent:
 * the interview's scheduling page), so it is reachable with Tab and opens with Enter. Staff switch
 * between day, week and month. Loaded only through next/dynamic (calendar-loader.tsx).
 */
export default function InterviewCalendar({ portal, timeZone, locale, narrow }: InterviewCalendarProps) {
  const t = useTranslations("calendar");
  const [failed, setFailed] = useState(false);
  const [view, setView] = useState<string>(narrow ? "listWeek" : "timeGridWeek");

  const toInput = useCallback(
    (e: CalendarEvent): EventInput => {
      const jd = formatJdId(e.jdNumber);
      const base = portal === "staff" ? t("event.staff", { candidate: e.candidateName ?? "", job: e.jobTitle, jd }) : t("event.talent", { job: e.jobTitle, jd });
      const notes = [portal === "staff" && !e.own ? t("event.colleague") : null, e.status === "ended" ? t("event.ended") : null].filter(Boolean);
      const url = portal === "staff" ? (e.entryId ? `/admin/interviews/${e.entryId}` : undefined) : `/interview/${e.jobId}/schedule`;
      return {
        id: e.id,
        title: notes.length ? `${base} (${notes.join(", ")})` : base,
        start: e.start,
        end: e.end,
        url,
        className: ["interview-event", e.own ? "interview-event-own" : "interview-event-colleague", e.status === "ended" ? "interview-event-ended" : ""].join(" ").trim(),
        // Colours with at least 4.5:1 against white text (axe).
        color: e.status === "ended" ? "#4b5563" : e.own ? "#1d4ed8" : "#6d28d9",
        contrastColor: "#ffffff",
        extendedProps: { interviewId: e.id, own: e.own },
      };
    },
    [portal, t],
  );

  const fetchEvents = useCallback(
    async (info: EventSourceFuncInfo): Promise<EventInput[]> => {
      const qs = new URLSearchParams({ from: info.start.toISOString(), to: info.end.toISOString() });
      const res = await fetch(`${ENDPOINT[portal]}?${qs}`, { credentials: "same-origin", headers: { accept: "application/json" } });
      if (!res.ok) {
        setFailed(true);
        return [];
      }
      setFailed(false);
      const body = (await res.json()) as { results: CalendarEvent[] };
      return body.results.map(toInput);
    },
    [portal, toInput],
  );

  const staff = portal === "staff";
  return (
    <div className="interview-calendar" data-testid="interview-calendar" data-timezone={timeZone} data-view={view} style={READABLE_GREYS}>
      <p className="mb-3 text-sm text-[var(--color-muted)]" data-testid="calendar-zone">
        {t("zoneNote", { timeZone })}
      </p>
      {failed ? (
        <p role="alert" className="mb-3 rounded-md border border-[var(--color-danger)] p-3 text-sm text-[var(--color-danger)]">
          {t("loadFailed")}
        </p>
      ) : null}
      <FullCalendar
        plugins={[classicTheme, timeGridPlugin, dayGridPlugin, listPlugin]}
        initialView={narrow ? "listWeek" : "timeGridWeek"}
        headerToolbar={{
          start: "prev,next today",
          center: "title",
          end: staff ? (narrow ? "listWeek,timeGridDay,dayGridMonth" : "timeGridDay,timeGridWeek,dayGridMonth") : narrow ? "" : "timeGridDay,timeGridWeek",
        }}
        locales={[frLocale]}
        locale={locale}
        timeZone={timeZone}
        firstDay={0}
        slotDuration="00:30:00"
        scrollTime="09:00:00"
        allDaySlot={false}
        nowIndicator
        height={narrow ? "auto" : 720}
        headingLevel={2}
        todayText={t("today")}
        todayHint={t("today")}
        noEventsText={t("noEvents")}
        events={fetchEvents}
        datesSet={(info) => setView(info.view.type)}
      />
    </div>
  );
}
