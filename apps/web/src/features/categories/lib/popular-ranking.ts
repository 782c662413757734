import type { PopularApp, PopularGroup } from '../data/category-types';

/** "5B+" → 5e9: install bands compared as numbers. */
export function downloadsValue(downloads: string) {
  const match = /^([\d.]+)\s*([KMB])?\+?$/i.exec(downloads.trim());
  if (!match) return 0;
  const scale = { K: 1e3, M: 1e6, B: 1e9 }[(match[2] ?? '').toUpperCase() as 'K' | 'M' | 'B'] ?? 1;
  return Number(match[1]) * scale;
}

/** spec 02 §9: the Most Popular list shows the top 8 by downloads (ties by name). */
export function mostPopular(apps: PopularApp[], count = 8) {
  return [...apps]
    .sort(
      (a, b) =>
        downloadsValue(b.downloads) - downloadsValue(a.downloads) || a.name.localeCompare(b.name),
    )
    .slice(0, count);
}

/** What a group's dropdown lists, and so what its stat tile counts: the top 8 for Most Popular, the group's own apps otherwise. */
export function appsInGroup(apps: PopularApp[], group: PopularGroup) {
  return group === 'Most Popular'
    ? mostPopular(apps)
    : apps.filter((app) => app.category === group);
}
