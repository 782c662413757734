import type { Network, NetworkKey } from '@appforge/shared/contracts/web3';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { NETWORK_SHORT_LABELS } from '../data/network-labels';

export interface NetworkChoiceProps {
  /** The group's accessible name. */
  label: string;
  networks: readonly Network[];
  value: NetworkKey;
  onChange: (network: Network) => void;
}

/** The three networks as one radio group (arrow keys move the choice). */
export function NetworkChoice({ label, networks, value, onChange }: NetworkChoiceProps) {
  const options = networks.map((network) => ({
    value: network.key,
    label: NETWORK_SHORT_LABELS[network.key],
  }));
  return (
    <SegmentedControl
      label={label}
      value={value}
      options={options}
      className="max-w-full self-start"
      onChange={(key) => onChange(networks.find((network) => network.key === key)!)}
    />
  );
}
