import type { NetworkKey } from '@appforge/shared/contracts/web3';

/** Short names for the network choices, so three fit side by side on a phone. */
export const NETWORK_SHORT_LABELS: Record<NetworkKey, string> = {
  ethereum: 'Ethereum',
  polygon: 'Polygon',
  bsc: 'BNB Chain',
};
