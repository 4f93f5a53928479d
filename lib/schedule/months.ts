/**
 * Calendar-month arithmetic in UTC. Pure.
 *
 * The same day of the month `months` earlier, clamped to that month's last day (31 March minus one
 * month is 28 or 29 February, never 3 March); the time of day is kept.
 */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}
