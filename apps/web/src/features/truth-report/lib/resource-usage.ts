import { RESOURCE_QUOTAS, type ResourceUsage } from '@appforge/shared/contracts/truth-report';
import { formatQuantity } from './report-format';

type ResourceKey = keyof ResourceUsage;

const RESOURCE_LABELS: Record<ResourceKey, string> = {
  buildMinutes: 'Build minutes',
  deviceFarmHours: 'Device farm hours',
  egressGb: 'Egress GB',
  gpuHours: 'GPU hours',
};

/** What a resource nothing here measures reads as: the prototype's figures are never shown. */
export const NOT_MEASURED_HERE = 'not measured here';

export interface ResourceRow {
  key: ResourceKey;
  label: string;
  quota: number;
  used: number | null;
  /** Share of the quota used, 0–1 (capped); null when not measured. */
  share: number | null;
  /** "12.5 of 5,000" or "not measured here of 5,000". */
  text: string;
}

/** spec 02 §2 "resource usage": each measured figure against its quota, in the spec's order. */
export function resourceRows(usage: ResourceUsage): ResourceRow[] {
  return (Object.keys(RESOURCE_LABELS) as ResourceKey[]).map((key) => {
    const used = usage[key];
    const quota = RESOURCE_QUOTAS[key];
    return {
      key,
      label: RESOURCE_LABELS[key],
      quota,
      used,
      share: used === null ? null : Math.min(1, used / quota),
      text: `${used === null ? NOT_MEASURED_HERE : formatQuantity(used)} of ${formatQuantity(quota)}`,
    };
  });
}
