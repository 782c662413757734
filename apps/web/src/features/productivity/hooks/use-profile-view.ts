import { DEMO_USER_ID, ME, type ProfileUserId } from '@appforge/shared/contracts/productivity';
import { useSearchParams } from 'react-router';

const PARAM = 'profile';

/**
 * Whose profile the page shows: yours, or the read-only demo profile (`?profile=demo-user`), kept
 * in the address beside `?tab=` so a reload or a shared link shows the same one.
 */
export function useProfileView() {
  const [params, setParams] = useSearchParams();
  const userId: ProfileUserId = params.get(PARAM) === DEMO_USER_ID ? DEMO_USER_ID : ME;
  const showProfile = (next: ProfileUserId) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === ME) updated.delete(PARAM);
        else updated.set(PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return { userId, showProfile };
}
