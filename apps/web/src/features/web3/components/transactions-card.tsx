import type { Network, Transaction } from '@appforge/shared/contracts/web3';
import { ArrowUpRight, History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { describeFailure } from '@/lib/api-error';
import { useTransactions } from '../api/get-transactions';
import { shortenHash, shortenHex } from '../lib/web3-format';
import { CopyButton } from './copy-button';

function TransactionRow({ transaction, network }: { transaction: Transaction; network?: Network }) {
  const { amount, symbol, to, txHash, blockNumber, status } = transaction;
  return (
    <li
      aria-label={`${amount} ${symbol} to ${to}`}
      className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <ArrowUpRight aria-hidden className="size-4 text-muted" />
          <span className="font-medium text-foreground tabular-nums">
            {amount} {symbol}
          </span>
          <span className="text-muted">to</span>
          <code className="font-mono text-xs text-slate-300" title={to}>
            {shortenHex(to)}
          </code>
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span>{network?.name ?? transaction.network}</span>
          <span className="tabular-nums">Block {blockNumber}</span>
          <span className="flex items-center gap-1">
            <code className="font-mono text-slate-300" title={txHash}>
              {shortenHash(txHash)}
            </code>
            <CopyButton value={txHash} label="transaction hash" />
          </span>
        </p>
      </div>
      <Badge tone={status === 'success' ? 'success' : 'destructive'} className="justify-self-start">
        {status === 'success' ? 'Confirmed' : 'Reverted'}
      </Badge>
    </li>
  );
}

/** The caller's transfers, newest first, each with its hash, block and status. */
export function TransactionsCard({ networks }: { networks: readonly Network[] }) {
  const transactions = useTransactions();
  const body = () => {
    if (transactions.isPending) {
      return (
        <div role="status" aria-label="Loading the transactions" className="flex flex-col gap-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      );
    }
    if (transactions.isError) {
      return (
        <ErrorState
          title="Couldn't load the transactions"
          error={new Error(describeFailure(transactions.error))}
          onRetry={() => void transactions.refetch()}
        />
      );
    }
    if (transactions.data.length === 0) {
      return (
        <EmptyState
          icon={History}
          title="No transfers yet"
          description="Transfers you send from this page appear here with their hashes."
          className="py-6"
        />
      );
    }
    return (
      <ul aria-label="Transactions" className="divide-y divide-border">
        {transactions.data.map((transaction) => (
          <TransactionRow
            key={transaction.id}
            transaction={transaction}
            network={networks.find((network) => network.key === transaction.network)}
          />
        ))}
      </ul>
    );
  };
  return (
    <Card>
      <section aria-labelledby="transactions-title">
        <CardHeader>
          <CardTitle id="transactions-title">Transactions</CardTitle>
          <CardDescription>Your transfers on every network, newest first.</CardDescription>
        </CardHeader>
        <CardContent>{body()}</CardContent>
      </section>
    </Card>
  );
}
