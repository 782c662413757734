import { useSearchParams } from 'react-router';
import { tabFrom, type MediaTab } from '../lib/media-tabs';

/** The open tab, kept in the address (`?tab=gallery`) so a reload or a shared link keeps it. */
export function useMediaTab() {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const openTab = (next: MediaTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'upload') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return { tab, openTab };
}
