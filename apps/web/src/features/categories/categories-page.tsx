import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStartBuilding } from './api/create-category-project';
import { CategoryDialog } from './components/category-dialog';
import { CategoryFigures } from './components/category-figures';
import { CategoryFilterPanel } from './components/category-filter-panel';
import { CategoryGrid } from './components/category-grid';
import { PopularAppDialog } from './components/popular-app-dialog';
import { PopularDropdowns } from './components/popular-dropdowns';
import { CATEGORIES } from './data/categories';
import type { AppCategory, PopularApp } from './data/category-types';
import {
  filterCategories,
  filtersFromParams,
  paramsFromFilters,
  type CategoryFilters,
} from './lib/category-filters';

const TITLE = 'Universal App Builder';

/** spec 02 §2 "Category browser": popular apps by group, figures, filters kept in the URL, and the grid. */
export function CategoriesPage() {
  useDocumentTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  const shown = useMemo(() => filterCategories(CATEGORIES, filters), [filters]);
  const [openCategory, setOpenCategory] = useState<AppCategory | null>(null);
  const [openApp, setOpenApp] = useState<PopularApp | null>(null);
  const start = useStartBuilding();
  const buildingId = start.isPending ? start.variables?.source : undefined;

  const setFilters = (next: CategoryFilters) =>
    setParams(paramsFromFilters(next), { replace: true });
  const { mutate } = start;
  // Stable, so the memoised cards skip re-rendering when only the filter changes.
  const startCategory = useCallback(
    (category: AppCategory, prompt: string) =>
      mutate({
        source: category.id,
        name: `${category.name} App`,
        description: category.description,
        platforms: category.platforms,
        features: category.subcategories,
        prompt,
      }),
    [mutate],
  );
  const buildCategory = useCallback(
    (category: AppCategory) => startCategory(category, category.starterPrompt),
    [startCategory],
  );
  const buildSimilar = (app: PopularApp, prompt: string) =>
    mutate({
      source: app.id,
      name: `${app.name}-style App`,
      description: `An app in the spirit of ${app.name}: ${app.description}`,
      platforms: app.platforms,
      features: app.features,
      prompt,
    });

  return (
    <div className="mx-auto flex max-w-[1400px] flex-col gap-6 p-4 md:p-6">
      <header className="flex flex-col gap-2">
        <h1 className="bg-gradient-to-r from-cyan-400 to-emerald-400 bg-clip-text text-3xl font-semibold text-transparent">
          {TITLE}
        </h1>
        <p className="max-w-2xl text-sm text-muted">
          Pick a category for iOS and Android, start from a template, or build an app like one
          people already love — the builder turns it into a running Expo app and its backend.
        </p>
      </header>
      <PopularDropdowns onChoose={setOpenApp} />
      <CategoryFigures />
      <CategoryFilterPanel
        filters={filters}
        onChange={setFilters}
        shown={shown.length}
        total={CATEGORIES.length}
      />
      <CategoryGrid
        categories={shown}
        onOpen={setOpenCategory}
        onBuild={buildCategory}
        buildingId={buildingId}
      />
      <CategoryDialog
        category={openCategory}
        onClose={() => setOpenCategory(null)}
        onStart={startCategory}
        building={start.isPending}
      />
      <PopularAppDialog
        app={openApp}
        category={CATEGORIES.find((category) => category.id === openApp?.categoryId)}
        onClose={() => setOpenApp(null)}
        onBuildSimilar={buildSimilar}
        building={start.isPending}
      />
    </div>
  );
}
