const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Cents as dollars, exact: $1,000.00, $10.50. */
export const formatCents = (cents: number) => currency.format(cents / 100);
/** Whole dollars of the sample data: $156,780. */
export const formatDollars = (dollars: number) =>
  (Number.isInteger(dollars) ? whole : currency).format(dollars);
