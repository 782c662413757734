import type { Rarity } from '@appforge/shared/contracts/productivity';
import { Badge } from '@/components/ui/badge';
import { RARITY_CLASSES, RARITY_LABELS } from '../lib/achievements';

/** An achievement's rarity, coloured per rarity. */
export function RarityBadge({ rarity }: { rarity: Rarity }) {
  return <Badge className={RARITY_CLASSES[rarity]}>{RARITY_LABELS[rarity]}</Badge>;
}
