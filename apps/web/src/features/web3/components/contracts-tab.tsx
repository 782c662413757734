import { CASINO_CONTRACTS, type Network } from '@appforge/shared/contracts/web3';
import { Coins, FileCode2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CopyButton } from './copy-button';

function ContractCard({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Card>
      <article aria-label={name} className="flex h-full flex-col gap-3 p-5">
        {children}
      </article>
    </Card>
  );
}

function TokenContract({ network }: { network: Network }) {
  const name = `Sample token on ${network.name}`;
  return (
    <ContractCard name={name}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 text-base font-medium text-foreground">
          <Coins aria-hidden className="size-4 text-emerald-400" />
          {name}
        </h3>
        {network.tokenAddress ? (
          <Badge tone="success">Deployed</Badge>
        ) : (
          <Badge tone="neutral">Not deployed</Badge>
        )}
      </div>
      {network.tokenAddress ? (
        <div className="flex items-center gap-1">
          <code className="min-w-0 font-mono text-xs break-all text-slate-300">
            {network.tokenAddress}
          </code>
          <CopyButton value={network.tokenAddress} label={`${network.name} token address`} />
        </div>
      ) : (
        <p className="text-xs text-muted">A remote network: Appforge deploys no token there.</p>
      )}
    </ContractCard>
  );
}

/** spec 02 §2 "Contracts": casino contracts 'Active' (sample cards) and the real token 'Deployed'. */
export function ContractsTab({ networks }: { networks: readonly Network[] }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {networks.map((network) => (
          <TokenContract key={network.key} network={network} />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {CASINO_CONTRACTS.map((game) => (
          <ContractCard key={game} name={`${game} contract`}>
            <div className="flex items-start justify-between gap-2">
              <h3 className="flex items-center gap-2 text-base font-medium text-foreground">
                <FileCode2 aria-hidden className="size-4 text-cyan-400" />
                {game} contract
              </h3>
              <div className="flex gap-1">
                <Badge tone="outline">Sample</Badge>
                <Badge tone="success">Active</Badge>
              </div>
            </div>
            <p className="text-xs text-muted">
              A sample card: the casino games run in the browser, with no contract on a chain.
            </p>
          </ContractCard>
        ))}
      </div>
    </div>
  );
}
