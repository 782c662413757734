import { Apple, LayoutGrid, LayoutTemplate, Smartphone } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format';
import { CATEGORIES } from '../data/categories';
import { GROUP_LABELS, POPULAR_APPS, POPULAR_GROUPS } from '../data/popular-apps';
import { categoryTotals } from '../lib/category-filters';
import { appsInGroup } from '../lib/popular-ranking';

const totals = categoryTotals(CATEGORIES);

/** spec 02 §2: stat tiles per group (each counts what its dropdown lists), then the four summary cards. */
export function CategoryFigures() {
  return (
    <div className="flex flex-col gap-4">
      <ul
        className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7"
        aria-label="Popular apps per group"
      >
        {POPULAR_GROUPS.map((group) => (
          <li
            key={group}
            className="flex flex-col rounded-control border border-border bg-surface px-3 py-2"
          >
            <span className="text-lg font-semibold text-foreground tabular-nums">
              {appsInGroup(POPULAR_APPS, group).length}
            </span>
            <span className="text-xs text-muted">{GROUP_LABELS[group]}</span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={LayoutGrid}
          label="Total categories"
          value={formatNumber(totals.categories)}
        />
        <StatCard
          icon={LayoutTemplate}
          label="Total templates"
          value={formatNumber(totals.templates)}
          tint="violet"
        />
        <StatCard
          icon={Apple}
          label="iOS categories"
          value={formatNumber(totals.ios)}
          tint="success"
        />
        <StatCard
          icon={Smartphone}
          label="Android categories"
          value={formatNumber(totals.android)}
          tint="warning"
        />
      </div>
    </div>
  );
}
