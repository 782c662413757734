/** spec 02 §2 "Developer Productivity Tracker": the five tabs, in order. */
export const PRODUCTIVITY_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'achievements', label: 'Achievements' },
  { value: 'progress', label: 'Progress' },
  { value: 'leaderboard', label: 'Leaderboard' },
  { value: 'statistics', label: 'Statistics' },
] as const;

export type ProductivityTab = (typeof PRODUCTIVITY_TABS)[number]['value'];
