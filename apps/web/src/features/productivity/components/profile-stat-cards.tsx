import { successRate, type Profile } from '@appforge/shared/contracts/productivity';
import { Flame, Hammer, Star, Trophy } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format';
import { unlockedCount } from '../lib/achievements';
import { formatDays, formatRate, levelProgress } from '../lib/productivity-format';

/** The level, the XP earned inside it as a bar, and what is left to the next one. */
function LevelCard({ currentLevel }: { currentLevel: Profile['currentLevel'] }) {
  const { level, experience, totalExperienceForLevel, experienceToNext } = currentLevel;
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-cyan-500/15 text-cyan-300">
        <Star aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-sm text-muted">Current level</p>
        <p className="text-2xl font-semibold text-foreground tabular-nums">Level {level}</p>
        <Progress
          value={levelProgress(currentLevel)}
          aria-label={`XP toward level ${level + 1}`}
          className="mt-2"
        />
        <p className="mt-1.5 text-xs text-muted tabular-nums">
          {formatNumber(experience)} / {formatNumber(totalExperienceForLevel)} XP ·{' '}
          {formatNumber(experienceToNext)} XP to level {level + 1}
        </p>
      </div>
    </Card>
  );
}

/** spec 02 §2: level with XP progress, day streak, successful builds and achievement count. */
export function ProfileStatCards({ profile }: { profile: Profile }) {
  const { metrics, achievements } = profile;
  return (
    <section aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <LevelCard currentLevel={profile.currentLevel} />
      <StatCard
        icon={Flame}
        tint="warning"
        label="Day streak"
        value={formatDays(metrics.streakDays)}
        sub="Days in a row with activity"
      />
      <StatCard
        icon={Hammer}
        tint="success"
        label="Successful builds"
        value={`${formatNumber(metrics.successfulBuilds)} / ${formatNumber(metrics.totalBuilds)}`}
        sub={`${formatRate(successRate(metrics.successfulBuilds, metrics.totalBuilds))} success rate`}
      />
      <StatCard
        icon={Trophy}
        tint="violet"
        label="Achievements"
        value={`${formatNumber(unlockedCount(achievements))} / ${formatNumber(achievements.length)}`}
        sub="Unlocked"
      />
    </section>
  );
}
