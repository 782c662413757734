import type { Balance } from '@appforge/shared/contracts/web3';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { describeFailure } from '@/lib/api-error';
import { formatAmount, shortenHex } from '../lib/web3-format';

/** spec 02 §2: the native balance ("x.xxxx ETH", in the network's symbol) and each token's. */
export function BalancePanel({ balance }: { balance: UseQueryResult<Balance> }) {
  if (balance.isPending) {
    return (
      <div role="status" aria-label="Loading the balance" className="flex flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-56" />
      </div>
    );
  }
  if (balance.isError) {
    return (
      <ErrorState
        title="Couldn't read the balance"
        error={new Error(describeFailure(balance.error))}
        onRetry={() => void balance.refetch()}
      />
    );
  }
  const { nativeBalance, symbol, tokens } = balance.data;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="text-sm text-muted">Native balance</p>
        <p
          className="text-2xl font-semibold text-foreground tabular-nums"
          title={`${nativeBalance} ${symbol}`}
        >
          {formatAmount(nativeBalance)} {symbol}
        </p>
      </div>
      <div>
        <p className="text-sm text-muted">Token balances</p>
        {tokens.length === 0 ? (
          <p className="text-sm text-muted">No token balances on this network.</p>
        ) : (
          <ul aria-label="Token balances" className="mt-1 flex flex-col gap-1">
            {tokens.map((token) => (
              <li
                key={token.address}
                className="flex items-baseline justify-between gap-3 text-sm"
                title={`${token.balance} ${token.symbol} (${token.address})`}
              >
                <span className="font-medium text-foreground">
                  {token.symbol}{' '}
                  <span className="font-mono text-xs text-muted">{shortenHex(token.address)}</span>
                </span>
                <span className="text-foreground tabular-nums">
                  {formatAmount(token.balance)} {token.symbol}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
