import { ACHIEVEMENT_CATEGORIES, type Achievement } from '@appforge/shared/contracts/productivity';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { achievementsIn, CATEGORY_LABELS, type CategoryFilter } from '../lib/achievements';
import { AchievementCard } from './achievement-card';

const FILTERS: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...ACHIEVEMENT_CATEGORIES.map((category) => ({
    value: category,
    label: CATEGORY_LABELS[category],
  })),
];

/** spec 02 §2: every achievement, or one category's. */
export function AchievementsTab({ achievements }: { achievements: readonly Achievement[] }) {
  const [category, setCategory] = useState<CategoryFilter>('all');
  const shown = achievementsIn(achievements, category);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        {/* Seven choices wrap onto a second row on a phone rather than scroll sideways. */}
        <SegmentedControl
          label="Category"
          value={category}
          options={FILTERS}
          onChange={setCategory}
          className="flex shrink flex-wrap gap-0.5"
        />
        <p className="text-sm text-muted tabular-nums" aria-live="polite">
          {shown.length} of {achievements.length} achievements
        </p>
      </div>
      {shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={Trophy}
            title="No achievements here"
            description="None of the achievements belongs to this category."
          />
        </Card>
      ) : (
        <ul aria-label="Achievements" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((achievement) => (
            <li key={achievement.id}>
              <AchievementCard achievement={achievement} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
