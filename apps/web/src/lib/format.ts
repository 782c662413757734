// Figures read the same for everyone, whatever the browser's locale (DESIGN.md "Type and numbers").
const LOCALE = 'en-US';

const count = new Intl.NumberFormat(LOCALE);
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
const usd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });
const wholeUsd = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A number with thousands separators: 1,234,567. */
export const formatNumber = (value: number) => count.format(value);

/** A ratio as a percentage, at most one decimal: 0.1234 → 12.3%. */
export const formatPercent = (ratio: number) => percent.format(ratio);

/** Dollars, always with cents: $1,000.00. */
export const formatUsd = (dollars: number) => usd.format(dollars);

/** Cents as dollars, exact: 1050 → $10.50. */
export const formatCents = (cents: number) => usd.format(cents / 100);

/** Dollars, without cents when whole: $156,780, but $2.50. */
export const formatDollars = (dollars: number) =>
  (Number.isInteger(dollars) ? wholeUsd : usd).format(dollars);
