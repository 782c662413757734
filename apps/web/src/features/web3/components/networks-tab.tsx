import type { Network } from '@appforge/shared/contracts/web3';
import { NetworkCard } from './network-card';

/** Every transfer network, one card each. */
export function NetworksTab({ networks }: { networks: readonly Network[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {networks.map((network) => (
        <NetworkCard key={network.key} network={network} />
      ))}
    </div>
  );
}
