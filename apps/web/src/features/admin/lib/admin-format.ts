/*
 * Calendar days of the admin tables and the analytics chart. Read in UTC: the server counts
 * analytics per UTC day, and an ISO date then names the same day in every time zone.
 */

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 1, 2025"; nothing for a missing date. */
export const formatDay = (iso: string | null) => (iso ? day.format(new Date(iso)) : '—');

/** "Mar 1", for chart axes. */
export const formatShortDay = (iso: string) => shortDay.format(new Date(iso));
