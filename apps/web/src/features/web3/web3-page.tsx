import type { Network } from '@appforge/shared/contracts/web3';
import { Badge } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { describeFailure } from '@/lib/api-error';
import { useAddressTab } from '@/lib/address-tab';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNetworks } from './api/get-networks';
import { useWallet } from './api/get-wallet';
import { TransactionsCard } from './components/transactions-card';
import { WalletCard } from './components/wallet-card';
import { Web3Skeleton } from './components/web3-skeleton';
import { Web3Tabs } from './components/web3-tabs';
import { WEB3_TABS } from './lib/web3-tabs';

const TITLE = 'Web3 Hub';

function Web3Hub({ networks }: { networks: readonly Network[] }) {
  const { tab, openTab } = useAddressTab(WEB3_TABS);
  const wallet = useWallet();
  return (
    <>
      <WalletCard wallet={wallet} networks={networks} />
      <Web3Tabs
        tab={tab}
        onTab={openTab}
        networks={networks}
        wallet={wallet.isError ? null : wallet.data}
      />
      <TransactionsCard networks={networks} />
    </>
  );
}

/** spec 02 §2 "Web3 Hub": a wallet, transfers, the networks and their gas prices. */
export function Web3Page() {
  useDocumentTitle(TITLE);
  const networks = useNetworks();
  const body = () => {
    if (networks.isPending) return <Web3Skeleton />;
    if (networks.isError) {
      return (
        <ErrorState
          title="Couldn't load the networks"
          error={new Error(describeFailure(networks.error))}
          onRetry={() => void networks.refetch()}
        />
      );
    }
    return <Web3Hub networks={networks.data} />;
  };
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={TITLE}
        description="Connect a wallet, send currencies and tokens, and read each network's gas price."
        actions={
          networks.data ? (
            <Badge tone="primary" className="tabular-nums">
              {networks.data.length} {networks.data.length === 1 ? 'Network' : 'Networks'}
            </Badge>
          ) : null
        }
      />
      {body()}
    </div>
  );
}
