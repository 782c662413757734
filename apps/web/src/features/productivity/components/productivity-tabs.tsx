import type { Profile } from '@appforge/shared/contracts/productivity';
import { BarChart3, LayoutDashboard, ListChecks, Medal, Trophy } from 'lucide-react';
import { AreaTabList, KEEP_MOUNTED_TAB } from '@/components/ui/area-tab-list';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { tabIn } from '@/lib/address-tab';
import { PRODUCTIVITY_TABS, type ProductivityTab } from '../lib/productivity-tabs';
import { AchievementsTab } from './achievements-tab';
import { LeaderboardTab } from './leaderboard-tab';
import { OverviewTab } from './overview-tab';
import { ProgressTab } from './progress-tab';
import { StatisticsTab } from './statistics-tab';

const ICONS: Record<ProductivityTab, typeof Trophy> = {
  overview: LayoutDashboard,
  achievements: Trophy,
  progress: ListChecks,
  leaderboard: Medal,
  statistics: BarChart3,
};

export interface ProductivityTabsProps {
  tab: ProductivityTab;
  onTab: (tab: ProductivityTab) => void;
  profile: Profile;
}

// Hidden tabs stay mounted so a chosen filter or a half-typed name is still there after a look
// elsewhere; Statistics mounts when opened, so its charts load only then.
const content = KEEP_MOUNTED_TAB;

/** spec 02 §2: Overview, Achievements, Progress, Leaderboard and Statistics. */
export function ProductivityTabs({ tab, onTab, profile }: ProductivityTabsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTab(tabIn(PRODUCTIVITY_TABS, value))}>
      <AreaTabList
        tabs={PRODUCTIVITY_TABS}
        icons={ICONS}
        label="Productivity sections"
        phoneColumns={2}
      />
      <TabsContent value="overview" forceMount className={content}>
        <OverviewTab profile={profile} />
      </TabsContent>
      <TabsContent value="achievements" forceMount className={content}>
        <AchievementsTab achievements={profile.achievements} />
      </TabsContent>
      <TabsContent value="progress" forceMount className={content}>
        <ProgressTab userId={profile.userId} />
      </TabsContent>
      <TabsContent value="leaderboard" forceMount className={content}>
        <LeaderboardTab />
      </TabsContent>
      <TabsContent value="statistics">
        <StatisticsTab profile={profile} />
      </TabsContent>
    </Tabs>
  );
}
