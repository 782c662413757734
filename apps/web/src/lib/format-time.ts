const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
// The browser's locale on purpose: it carries the person's choice of a 12- or 24-hour clock.
const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** spec 01 §9: under a second "< 1s", under a minute in seconds, under an hour in minutes, else hours. */
export function formatDuration(ms: number) {
  if (!Number.isFinite(ms) || ms < 1000) return '< 1s';
  if (ms < MINUTE) return `${Math.floor(ms / 1000)}s`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  return `${Math.round((ms / HOUR) * 10) / 10}h`;
}

/** "Just now", "5 minutes ago", "3 hours ago", "yesterday", then the date. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return absolute.format(time);
}

/** The full date and time, for a tooltip or a <time> title. */
export function formatAbsoluteTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : absolute.format(time);
}

/** The time of day, hours and minutes ("14:05" or "02:05 PM"); nothing for a broken date. */
export function formatClockTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : clock.format(time);
}
