import { useSearchParams } from 'react-router';
import { tabFrom, type Web3Tab } from '../lib/web3-tabs';

/** The open tab, kept in the address (`?tab=transfer`) so a reload or a shared link keeps it. */
export function useWeb3Tab() {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const openTab = (next: Web3Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'networks') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return { tab, openTab };
}
