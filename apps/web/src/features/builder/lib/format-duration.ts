/** spec 01 §9: under a second "< 1s", under a minute in seconds, under an hour in minutes, else hours. */
export function formatDuration(ms: number) {
  if (!Number.isFinite(ms) || ms < 1000) return '< 1s';
  if (ms < 60_000) return `${Math.floor(ms / 1000)}s`;
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} min`;
  return `${Math.round((ms / 3_600_000) * 10) / 10}h`;
}
