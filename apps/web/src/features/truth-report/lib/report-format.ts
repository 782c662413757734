import { KPI_UNITS, type KpiKey } from '@appforge/shared/contracts/truth-report';
import { formatDuration } from '@/lib/format-time';

// Figures read the same for everyone, whatever the browser's locale (DESIGN.md "Type and numbers").
const LOCALE = 'en-US';

/** What a figure the report could not measure reads as: never a number in its place. */
export const NOT_MEASURED = 'not measured';

const oneDecimalPercent = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const wholeNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const euros = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
const smallEuros = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  maximumSignificantDigits: 2,
});

/** spec 02 §9 "Percentages are shown to one decimal": 0.8342 → 83.4%, 0.7 → 70.0%. */
export const formatRatio = (ratio: number) => oneDecimalPercent.format(ratio);

/** A count with thousands separators, rounded to a whole number: 1,240. */
export const formatCount = (value: number) => wholeNumber.format(value);

/** A quantity with at most one decimal: 12.5, 1,240; a tiny one reads "< 0.1", not 0. */
export const formatQuantity = (value: number) =>
  value > 0 && value < 0.05 ? '< 0.1' : oneDecimal.format(value);

/** Milliseconds as measured: 640 ms, 1,180 ms. */
export const formatMs = (ms: number) => `${wholeNumber.format(ms)} ms`;

export const formatMegabytes = (mb: number) => `${twoDecimals.format(mb)} MB`;

/** Euros with cents; a cost below a cent keeps two significant digits (€0.0042) rather than €0.00. */
export const formatEur = (value: number) =>
  (value > 0 && value < 0.01 ? smallEuros : euros).format(value);

/** The value, formatted, or "not measured" for null. */
export const orNotMeasured = <T>(value: T | null, format: (value: T) => string) =>
  value === null ? NOT_MEASURED : format(value);

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * A KPI's figure: times as durations (spec 01 §9: 45s, 10 min), rates as percentages with one
 * decimal (spec 02 §9).
 */
export const formatKpi = (key: KpiKey, value: number) =>
  KPI_UNITS[key] === 'ms' ? formatDuration(value) : formatRatio(value);

/** A KPI's target, with the direction that meets it: times at most, rates at least. */
export const formatKpiTarget = (key: KpiKey, target: number) =>
  `${KPI_UNITS[key] === 'ms' ? '≤' : '≥'} ${formatKpi(key, target)}`;

/** "1 problem", "3 problems". */
export const problemCount = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'problem' : 'problems'}`;
