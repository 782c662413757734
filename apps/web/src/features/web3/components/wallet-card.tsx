import type { Network, WalletConnection } from '@appforge/shared/contracts/web3';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { describeFailure } from '@/lib/api-error';
import { ConnectedWallet } from './connected-wallet';
import { WalletChoices } from './wallet-choices';

export interface WalletCardProps {
  wallet: UseQueryResult<WalletConnection | null>;
  networks: readonly Network[];
}

/** spec 02 §2 "Wallet connection card"; spec 02 §4 "Wallet": connected once the call succeeds. */
export function WalletCard({ wallet, networks }: WalletCardProps) {
  const body = () => {
    if (wallet.isPending) {
      return (
        <div role="status" aria-label="Loading the wallet" className="grid gap-2 sm:grid-cols-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      );
    }
    if (wallet.isError) {
      return (
        <ErrorState
          title="Couldn't load your wallet"
          error={new Error(describeFailure(wallet.error))}
          onRetry={() => void wallet.refetch()}
        />
      );
    }
    return wallet.data ? (
      <ConnectedWallet wallet={wallet.data} networks={networks} />
    ) : (
      <WalletChoices networks={networks} />
    );
  };
  return (
    <Card>
      <section aria-labelledby="wallet-title">
        <CardHeader>
          <CardTitle id="wallet-title">Wallet</CardTitle>
          <CardDescription>
            {wallet.data
              ? 'Your connected wallet and its balances.'
              : 'Connect a wallet to see its balances and send transfers.'}
          </CardDescription>
        </CardHeader>
        <CardContent>{body()}</CardContent>
      </section>
    </Card>
  );
}
