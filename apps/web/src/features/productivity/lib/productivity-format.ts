import type { Profile } from '@appforge/shared/contracts/productivity';
import { formatNumber } from '@/lib/format';

// Figures read the same for everyone, whatever the browser's locale (DESIGN.md "Type and numbers").
const LOCALE = 'en-US';
const percentOneDecimal = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const seconds = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const date = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
const two = (value: number) => String(value).padStart(2, '0');

/** A running session's time: "04:09" under an hour, then "1:02:05"; never negative. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** The same time in words, for a screen reader: "1 hour 2 minutes 5 seconds". */
export function describeElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const parts: [number, string][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const spoken = parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}${value === 1 ? '' : 's'}`);
  return spoken.length > 0 ? spoken.join(' ') : '0 seconds';
}

/** A ratio as a percentage with one decimal: 2/3 → "66.7%", 1 → "100.0%". */
export const formatRate = (ratio: number) => percentOneDecimal.format(ratio);

/** A rate the server has not measured yet (null) reads as such, not as 0%. */
export const formatMeasuredRate = (ratio: number | null) =>
  ratio === null ? 'not measured yet' : formatRate(ratio);

/** An average build time in seconds: 12345 → "12.3 s"; none before the first build. */
export const formatBuildTime = (ms: number | null) =>
  ms === null ? 'No builds yet' : `${seconds.format(ms / 1000)} s`;

/** "1 day", "12 days". */
export const formatDays = (days: number) => `${formatNumber(days)} ${days === 1 ? 'day' : 'days'}`;

/** "1 line", "1,234 lines". */
export const formatLines = (lines: number) =>
  `${formatNumber(lines)} ${lines === 1 ? 'line' : 'lines'}`;

/** "Mar 3, 2025", in the reader's time zone. */
export const formatDate = (iso: string) => date.format(new Date(iso));

/** The share of the current level already earned, 0–100. */
export const levelProgress = ({ experience, totalExperienceForLevel }: Profile['currentLevel']) =>
  Math.min(100, (experience / Math.max(totalExperienceForLevel, 1)) * 100);

// An ISO date names one calendar day: read in UTC so it is the same day in every time zone.
const day = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Mar 3", for chart axes and the charts' table. */
export const formatDay = (isoDate: string) => day.format(new Date(isoDate));
