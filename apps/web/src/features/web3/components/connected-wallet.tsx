import {
  WALLET_LABELS,
  type Network,
  type WalletConnection,
} from '@appforge/shared/contracts/web3';
import { Droplets, LogOut } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { useConnectWallet } from '../api/connect-wallet';
import { useDisconnectWallet } from '../api/disconnect-wallet';
import { useBalance } from '../api/get-balance';
import { useRequestTestFunds } from '../api/request-test-funds';
import { web3FailureMessage } from '../lib/web3-failure';
import { BalancePanel } from './balance-panel';
import { CopyButton } from './copy-button';
import { FailureAlert } from './failure-alert';
import { NetworkChoice } from './network-choice';

export interface ConnectedWalletProps {
  wallet: WalletConnection;
  networks: readonly Network[];
}

const custodyNote = (wallet: WalletConnection) =>
  wallet.custody === 'dev-account'
    ? 'A dev account Appforge holds for you on the dev chains: yours alone, signed for by the server, worth nothing elsewhere.'
    : `Transfers are signed in ${WALLET_LABELS[wallet.walletType]}; Appforge never sees a key.`;

/** The connected wallet: its type, address, network, balances, test funds and Disconnect. */
export function ConnectedWallet({ wallet, networks }: ConnectedWalletProps) {
  const network = networks.find((item) => item.key === wallet.network) ?? networks[0]!;
  const balance = useBalance(wallet.network, wallet.address);
  const reconnect = useConnectWallet();
  const disconnect = useDisconnectWallet();
  const funds = useRequestTestFunds();
  const canFund = wallet.custody === 'browser' && network.rpcKind === 'dev';
  const failure = reconnect.isError
    ? { title: "Couldn't switch the network", error: reconnect.error }
    : funds.isError
      ? { title: "Couldn't get test funds", error: funds.error }
      : disconnect.isError
        ? { title: "Couldn't disconnect", error: disconnect.error }
        : null;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="success">Connected</Badge>
          <span className="text-sm font-medium text-foreground">
            {WALLET_LABELS[wallet.walletType]}
          </span>
          <Badge tone="outline">
            {wallet.custody === 'dev-account' ? 'Dev account' : 'Browser wallet'}
          </Badge>
        </div>
        <p className="text-xs text-muted">{custodyNote(wallet)}</p>
        <div className="flex flex-col gap-1">
          <span className="text-sm text-muted">Address</span>
          <div className="flex items-center gap-1">
            <code className="min-w-0 font-mono text-sm break-all text-foreground">
              {wallet.address}
            </code>
            <CopyButton value={wallet.address} label="address" />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm text-muted">Network</span>
          <NetworkChoice
            label="Wallet network"
            networks={networks}
            value={reconnect.isPending ? reconnect.variables.network.key : wallet.network}
            onChange={(next) => reconnect.mutate({ walletType: wallet.walletType, network: next })}
          />
          <p className="text-xs text-muted" aria-live="polite">
            {reconnect.isPending
              ? `Switching to ${reconnect.variables.network.name}...`
              : `${network.name}, chain id ${network.chainId}`}
          </p>
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <BalancePanel balance={balance} />
        <div className="mt-auto flex flex-wrap gap-2">
          {canFund ? (
            <BusyButton
              variant="secondary"
              icon={Droplets}
              busy={funds.isPending}
              busyLabel="Funding..."
              onClick={() => funds.mutate({ network: network.key, address: wallet.address })}
            >
              Get test funds
            </BusyButton>
          ) : null}
          <BusyButton
            variant="outline"
            icon={LogOut}
            busy={disconnect.isPending}
            onClick={() => disconnect.mutate()}
          >
            Disconnect
          </BusyButton>
        </div>
        {failure ? (
          <FailureAlert title={failure.title} message={web3FailureMessage(failure.error)} />
        ) : null}
      </div>
    </div>
  );
}
