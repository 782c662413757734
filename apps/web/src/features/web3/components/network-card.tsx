import type { Network } from '@appforge/shared/contracts/web3';
import { ExternalLink, Fuel } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { describeFailure } from '@/lib/api-error';
import { useGasPrice } from '../api/get-gas-price';
import { formatGwei } from '../lib/web3-format';

const NO_EXPLORER = 'No explorer for a dev chain';

function ExplorerButton({ network }: { network: Network }) {
  if (network.explorerUrl) {
    return (
      <a
        href={network.explorerUrl}
        target="_blank"
        rel="noreferrer"
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-label={`Explorer for ${network.name} (opens in a new tab)`}
      >
        <ExternalLink aria-hidden />
        Explorer
      </a>
    );
  }
  // The title sits on a wrapper too: a disabled button gets no pointer events, so no tooltip.
  return (
    <span title={NO_EXPLORER}>
      <Button variant="outline" size="sm" disabled title={NO_EXPLORER}>
        <ExternalLink aria-hidden />
        Explorer
      </Button>
    </span>
  );
}

/** spec 02 §2 "Networks": name, chain id, symbol, Gas Price with its badge, and Explorer. */
export function NetworkCard({ network }: { network: Network }) {
  const gas = useGasPrice(network.key);
  const dev = network.rpcKind === 'dev';
  return (
    <Card>
      <article aria-label={network.name} className="flex h-full flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-base font-medium text-foreground">{network.name}</h3>
          <Badge tone={dev ? 'primary' : 'neutral'}>{dev ? 'Dev chain' : 'Remote'}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-muted">Chain ID</dt>
            <dd className="text-foreground tabular-nums">{network.chainId}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Currency</dt>
            <dd className="text-foreground">{network.nativeCurrency.symbol}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <BusyButton
            variant="secondary"
            size="sm"
            icon={Fuel}
            busy={gas.isPending}
            aria-label={`Gas Price on ${network.name}`}
            onClick={() => gas.mutate()}
          >
            Gas Price
          </BusyButton>
          <ExplorerButton network={network} />
          <span aria-live="polite">
            {gas.data ? (
              <Badge tone="success" className="tabular-nums">
                {formatGwei(gas.data)} gwei
              </Badge>
            ) : null}
          </span>
        </div>
        {gas.isError ? (
          <p role="alert" className="text-xs text-red-300">
            Couldn't read the gas price: {describeFailure(gas.error)}
          </p>
        ) : null}
      </article>
    </Card>
  );
}
