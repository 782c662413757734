import { cn } from '@/lib/cn';
import { ACHIEVEMENT_ICONS, achievementIconKey } from '../lib/achievement-icons';

export interface AchievementIconProps {
  icon: string;
  unlocked: boolean;
  className?: string;
}

/** The achievement's lucide icon in a tinted square, muted while locked. */
export function AchievementIcon({ icon, unlocked, className }: AchievementIconProps) {
  const Icon = ACHIEVEMENT_ICONS[achievementIconKey(icon)];
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-control',
        unlocked ? 'bg-amber-500/15 text-amber-300' : 'bg-surface-raised text-slate-500',
        className,
      )}
    >
      <Icon aria-hidden className="size-5" />
    </span>
  );
}
