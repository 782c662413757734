import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { Difficulty, Platform } from '../data/category-types';

const DIFFICULTY_TONE: Record<Difficulty, BadgeProps['tone']> = {
  beginner: 'success',
  intermediate: 'primary',
  advanced: 'warning',
};
export const difficultyLabel = (difficulty: Difficulty) =>
  difficulty.charAt(0).toUpperCase() + difficulty.slice(1);

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <Badge tone={DIFFICULTY_TONE[difficulty]}>{difficultyLabel(difficulty)}</Badge>;
}

export function PlatformBadges({ platforms }: { platforms: Platform[] }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {platforms.map((platform) => (
        <Badge key={platform} tone="outline">
          {platform === 'ios' ? 'iOS' : 'Android'}
        </Badge>
      ))}
    </span>
  );
}
