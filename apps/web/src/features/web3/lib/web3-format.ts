// Amounts arrive as exact decimal strings: they are cut as text, never passed through a float.
const LOCALE = 'en-US';
const gwei = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 });

/**
 * A balance with a fixed number of decimals, cut rather than rounded (a balance never reads
 * higher than it is) and with thousands separators: "1234.56789" → "1,234.5678".
 */
export function formatAmount(value: string, places = 4): string {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  const grouped = BigInt(whole || '0').toLocaleString(LOCALE);
  return places === 0 ? grouped : `${grouped}.${fraction.padEnd(places, '0').slice(0, places)}`;
}

/** A gas price in gwei with at most three decimals; a tiny non-zero price says so. */
export function formatGwei(value: string): string {
  const price = Number(value);
  if (price > 0 && price < 0.001) return '< 0.001';
  return gwei.format(price);
}

/** 0x1234…abcd: the start and end of an address or hash, enough to recognise it. */
export const shortenHex = (value: string, head = 6, tail = 4) =>
  value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;

export const shortenHash = (hash: string) => shortenHex(hash, 10, 8);
