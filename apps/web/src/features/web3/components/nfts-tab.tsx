import { ImageIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** spec 02 §2 "NFTs: 'coming soon'". */
export function NftsTab() {
  return (
    <Card>
      <EmptyState
        icon={ImageIcon}
        title="NFTs coming soon"
        description="Minting and viewing NFTs is not available yet. Transfers of currencies and tokens work today."
      />
    </Card>
  );
}
