import type { Achievement } from '@appforge/shared/contracts/productivity';
import { CircleCheck, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { CATEGORY_LABELS } from '../lib/achievements';
import { formatDate } from '../lib/productivity-format';
import { AchievementIcon } from './achievement-icon';
import { RarityBadge } from './rarity-badge';

/** Whether the achievement is unlocked, and when. */
function UnlockState({ unlockedAt }: { unlockedAt: string | null }) {
  if (!unlockedAt) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted">
        <Lock aria-hidden className="size-3.5" />
        Locked
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-xs text-emerald-300">
      <CircleCheck aria-hidden className="size-3.5" />
      Unlocked <time dateTime={unlockedAt}>{formatDate(unlockedAt)}</time>
    </p>
  );
}

/** One achievement: icon, name, the rule that unlocks it, rarity, category, XP and its state. */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { icon, name, description, rarity, category, experience, unlockedAt } = achievement;
  return (
    <Card className="h-full">
      <article aria-label={name} className="flex h-full gap-4 p-5">
        <AchievementIcon icon={icon} unlocked={unlockedAt !== null} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div>
            <h3 className="font-medium break-words text-foreground">{name}</h3>
            <p className="mt-0.5 text-sm break-words text-muted">{description}</p>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <RarityBadge rarity={rarity} />
            <Badge tone="outline">{CATEGORY_LABELS[category]}</Badge>
            <Badge tone="primary" className="tabular-nums">
              +{formatNumber(experience)} XP
            </Badge>
          </div>
          <UnlockState unlockedAt={unlockedAt} />
        </div>
      </article>
    </Card>
  );
}
