import { SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import type { AppCategory } from '../data/category-types';
import { CategoryCard } from './category-card';

export interface CategoryGridProps {
  categories: AppCategory[];
  onOpen: (category: AppCategory) => void;
  onBuild: (category: AppCategory) => void;
  /** The category whose project is being created, if any. */
  buildingId: string | undefined;
}

/** The filtered cards, or an empty state when no category matches. */
export function CategoryGrid({ categories, onOpen, onBuild, buildingId }: CategoryGridProps) {
  if (categories.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No category matches"
        description="Try another search, or clear the filters to see all categories."
      />
    );
  }
  return (
    <ul
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
      aria-label="Categories"
    >
      {categories.map((category) => (
        <CategoryCard
          key={category.id}
          category={category}
          onOpen={onOpen}
          onBuild={onBuild}
          building={buildingId === category.id}
        />
      ))}
    </ul>
  );
}
