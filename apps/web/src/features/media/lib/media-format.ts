// Figures read the same for everyone (DESIGN.md "Type and numbers").
const LOCALE = 'en-US';
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** spec 02 §2: a gallery file's size in KB, one decimal: 1536 → "1.5 KB". */
export const formatKb = (bytes: number) => `${oneDecimal.format(bytes / 1024)} KB`;

/** Storage and savings in the largest unit under 1024: "0 bytes", "2.4 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${whole.format(value)} bytes` : `${oneDecimal.format(value)} ${UNITS[unit]}`;
}

/** How much smaller a copy is than its original: "saves 42%", or "larger" when it grew. */
export function savingsText(originalBytes: number, copyBytes: number): string {
  if (originalBytes <= 0) return '';
  const saved = (originalBytes - copyBytes) / originalBytes;
  if (saved < 0) return `${whole.format(-saved * 100)}% larger`;
  return `saves ${whole.format(saved * 100)}%`;
}

/**
 * Processing times are milliseconds long, so they are shown in ms (or seconds past one), where the
 * shell's "< 1s" duration would hide them all.
 */
export const formatProcessingTime = (ms: number) =>
  ms < 1000 ? `${whole.format(ms)} ms` : `${oneDecimal.format(ms / 1000)} s`;

/** A 0–100 rate: "67%", one decimal at most. */
export const formatRate = (percent: number) => `${oneDecimal.format(percent)}%`;
