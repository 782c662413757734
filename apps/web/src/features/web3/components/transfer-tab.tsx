import type { Network, WalletConnection } from '@appforge/shared/contracts/web3';
import { Wallet } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { TransferForm } from './transfer-form';

function TransferSkeleton() {
  return (
    <div role="status" aria-label="Loading the transfer form" className="flex flex-col gap-4">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-9" />
      <Skeleton className="h-9" />
      <Skeleton className="h-9" />
    </div>
  );
}

export interface TransferTabProps {
  /** Undefined while the connection is read. */
  wallet: WalletConnection | null | undefined;
  networks: readonly Network[];
}

/** spec 02 §2 "Transfer: needs a connected wallet". */
export function TransferTab({ wallet, networks }: TransferTabProps) {
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Send a transfer</CardTitle>
        <CardDescription>
          {wallet?.custody === 'browser'
            ? 'Your wallet shows the transfer for you to sign.'
            : 'The native currency or a token, from your connected wallet.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {wallet === undefined ? <TransferSkeleton /> : null}
        {wallet === null ? (
          <p
            role="note"
            className="flex items-center gap-2 rounded-control border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-200"
          >
            <Wallet aria-hidden className="size-4 shrink-0" />
            Connect a wallet first
          </p>
        ) : null}
        {/* Another wallet starts a fresh form. */}
        {wallet === undefined ? null : (
          <TransferForm
            key={wallet ? `${wallet.custody}-${wallet.address}` : 'none'}
            wallet={wallet}
            networks={networks}
          />
        )}
      </CardContent>
    </Card>
  );
}
