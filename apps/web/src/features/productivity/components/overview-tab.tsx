import type { Profile } from '@appforge/shared/contracts/productivity';
import { Code, Trophy } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatNumber } from '@/lib/format';
import { recentAchievements } from '../lib/achievements';
import { formatDate } from '../lib/productivity-format';
import { AchievementIcon } from './achievement-icon';
import { LanguageBars } from './language-bars';
import { RarityBadge } from './rarity-badge';

function RecentAchievements({ achievements }: { achievements: Profile['achievements'] }) {
  const titleId = useId();
  const recent = recentAchievements(achievements);
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>Recent achievements</CardTitle>
          <CardDescription>The latest unlocked, newest first.</CardDescription>
        </CardHeader>
        <CardContent>
          {recent.length === 0 ? (
            <EmptyState
              icon={Trophy}
              title="No achievements unlocked yet"
              description="Generate an app in the builder to unlock the first one."
              className="py-6"
            />
          ) : (
            <ol aria-label="Recent achievements" className="flex flex-col gap-3">
              {recent.map((achievement) => (
                <li key={achievement.id} className="flex items-center gap-3">
                  <AchievementIcon icon={achievement.icon} unlocked />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-foreground">
                      {achievement.name}
                    </p>
                    <p className="text-xs text-muted">
                      <time dateTime={achievement.unlockedAt!}>
                        {formatDate(achievement.unlockedAt!)}
                      </time>{' '}
                      · +{formatNumber(achievement.experience)} XP
                    </p>
                  </div>
                  <RarityBadge rarity={achievement.rarity} />
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

function FavouriteLanguages({ languages }: { languages: Profile['stats']['favoriteLanguages'] }) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>Favourite languages</CardTitle>
          <CardDescription>Lines in the latest version of each project.</CardDescription>
        </CardHeader>
        <CardContent>
          {languages.length === 0 ? (
            <EmptyState
              icon={Code}
              title="No code generated yet"
              description="Describe an app in the builder to start."
              className="py-6"
            />
          ) : (
            <LanguageBars languages={languages} />
          )}
        </CardContent>
      </section>
    </Card>
  );
}

/** spec 02 §2 "Overview": 5 recent achievements and the favourite-language bars. */
export function OverviewTab({ profile }: { profile: Profile }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RecentAchievements achievements={profile.achievements} />
      <FavouriteLanguages languages={profile.stats.favoriteLanguages} />
    </div>
  );
}
