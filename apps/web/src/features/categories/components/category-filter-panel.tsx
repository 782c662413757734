import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { CategoryFilters, DifficultyFilter, PlatformFilter } from '../lib/category-filters';

export interface CategoryFilterPanelProps {
  filters: CategoryFilters;
  onChange: (filters: CategoryFilters) => void;
  shown: number;
  total: number;
}

/** spec 02 §2 "Find Your App Category". */
export function CategoryFilterPanel({ filters, onChange, shown, total }: CategoryFilterPanelProps) {
  const active =
    filters.search !== '' || filters.platform !== 'all' || filters.difficulty !== 'all';
  return (
    <section
      aria-labelledby="find-category"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
    >
      <h2 id="find-category" className="text-lg font-medium text-foreground">
        Find Your App Category
      </h2>
      <div className="flex flex-col gap-2 md:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
            placeholder="Search categories…"
            aria-label="Search categories"
            className="pl-9"
          />
        </div>
        <Select
          value={filters.platform}
          onValueChange={(platform) =>
            onChange({ ...filters, platform: platform as PlatformFilter })
          }
        >
          <SelectTrigger aria-label="Platform" className="md:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Platforms</SelectItem>
            <SelectItem value="ios">iOS Only</SelectItem>
            <SelectItem value="android">Android Only</SelectItem>
          </SelectContent>
        </Select>
        <Select
          value={filters.difficulty}
          onValueChange={(difficulty) =>
            onChange({ ...filters, difficulty: difficulty as DifficultyFilter })
          }
        >
          <SelectTrigger aria-label="Difficulty" className="md:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Difficulties</SelectItem>
            <SelectItem value="beginner">Beginner</SelectItem>
            <SelectItem value="intermediate">Intermediate</SelectItem>
            <SelectItem value="advanced">Advanced</SelectItem>
          </SelectContent>
        </Select>
        <Button
          variant="outline"
          onClick={() => onChange({ search: '', platform: 'all', difficulty: 'all' })}
          disabled={!active}
        >
          <X aria-hidden />
          Clear Filters
        </Button>
      </div>
      <p className="text-sm text-muted" role="status">
        Showing {shown} of {total} categories
      </p>
    </section>
  );
}
