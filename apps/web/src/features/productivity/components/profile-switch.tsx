import { DEMO_USER_ID, ME, type ProfileUserId } from '@appforge/shared/contracts/productivity';
import { FlaskConical, User } from 'lucide-react';
import { SegmentedControl } from '@/components/ui/segmented-control';

const OPTIONS = [
  { value: ME, label: 'You', icon: User },
  { value: DEMO_USER_ID, label: 'Demo profile', icon: FlaskConical },
] as const;

export interface ProfileSwitchProps {
  userId: ProfileUserId;
  onChange: (userId: ProfileUserId) => void;
}

/** Your own profile, or the spec's read-only demo profile (spec 02 §6: "hard-wired to a demo user"). */
export function ProfileSwitch({ userId, onChange }: ProfileSwitchProps) {
  return <SegmentedControl label="Profile" value={userId} options={OPTIONS} onChange={onChange} />;
}
