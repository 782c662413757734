import { ME, type ProfileUserId } from '@appforge/shared/contracts/productivity';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { useAddressTab } from '@/lib/address-tab';
import { describeFailure } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfile } from './api/get-profile';
import { CodingSessionCard } from './components/coding-session-card';
import { DemoProfileNotice } from './components/demo-profile-notice';
import { ProductivitySkeleton } from './components/productivity-skeleton';
import { ProductivityTabs } from './components/productivity-tabs';
import { ProfileStatCards } from './components/profile-stat-cards';
import { ProfileSwitch } from './components/profile-switch';
import { useProfileView } from './hooks/use-profile-view';
import { PRODUCTIVITY_TABS } from './lib/productivity-tabs';

const TITLE = 'Developer Productivity Tracker';

function Tracker({ userId }: { userId: ProfileUserId }) {
  const { tab, openTab } = useAddressTab(PRODUCTIVITY_TABS);
  const profile = useProfile(userId);
  if (profile.isPending) return <ProductivitySkeleton />;
  if (profile.isError) {
    return (
      <ErrorState
        title="Couldn't load the profile"
        error={new Error(describeFailure(profile.error))}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return (
    <>
      <ProfileStatCards profile={profile.data} />
      <CodingSessionCard profile={profile.data} />
      <ProductivityTabs tab={tab} onTab={openTab} profile={profile.data} />
    </>
  );
}

/**
 * spec 02 §2 "Developer Productivity Tracker": levels, achievements, a leaderboard and coding
 * sessions, computed from what you really built here; or the read-only demo profile.
 */
export function ProductivityPage() {
  useDocumentTitle(TITLE);
  const { userId, showProfile } = useProfileView();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={TITLE}
        description="Levels, achievements, a leaderboard and coding sessions, from the apps you build here."
        actions={<ProfileSwitch userId={userId} onChange={showProfile} />}
      />
      {userId === ME ? null : <DemoProfileNotice />}
      {/* Keyed by whose profile it is: nothing of one person's view carries over to the other's. */}
      <Tracker key={userId} userId={userId} />
    </div>
  );
}
