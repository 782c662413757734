import { Hammer, LayoutTemplate } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import type { AppCategory } from '../data/category-types';
import { DifficultyBadge, PlatformBadges } from './category-badges';

export interface CategoryCardProps {
  category: AppCategory;
  onOpen: (category: AppCategory) => void;
  onBuild: (category: AppCategory) => void;
  building: boolean;
}

/**
 * spec 02 §2: icon, difficulty, name, description, platforms, template count and Build App; the card
 * opens the modal. Memoised: a filter change then renders only the cards it adds.
 */
export const CategoryCard = memo(function CategoryCard({
  category,
  onOpen,
  onBuild,
  building,
}: CategoryCardProps) {
  const Icon = category.icon;
  return (
    <li className="relative flex flex-col gap-3 rounded-card border border-border bg-surface p-5 transition-colors duration-150 hover:border-border-strong">
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-10 items-center justify-center rounded-control bg-cyan-500/15 text-cyan-300">
          <Icon aria-hidden className="size-5" />
        </span>
        <DifficultyBadge difficulty={category.difficulty} />
      </div>
      <h3 className="text-base font-medium text-foreground">
        <button
          type="button"
          onClick={() => onOpen(category)}
          className="text-left after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-cyan-500/60"
        >
          {category.name}
        </button>
      </h3>
      <p className="line-clamp-3 text-sm text-muted">{category.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <PlatformBadges platforms={category.platforms} />
        <span className="flex items-center gap-1 text-xs text-muted tabular-nums">
          <LayoutTemplate aria-hidden className="size-3.5" />
          {category.templateCount} templates
        </span>
      </div>
      <Button
        variant="secondary"
        className="relative z-10"
        onClick={() => onBuild(category)}
        disabled={building}
        aria-label={`Build App: ${category.name}`}
      >
        <Hammer aria-hidden />
        {building ? 'Creating…' : 'Build App'}
      </Button>
    </li>
  );
});
