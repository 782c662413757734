import { Badge } from '@/components/ui/badge';

/** Marks a seeded row (contracts/admin.ts `sample`): its figures are not real customers. */
export const SampleBadge = () => <Badge tone="outline">Sample data</Badge>;
