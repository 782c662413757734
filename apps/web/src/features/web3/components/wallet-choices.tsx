import {
  WALLET_LABELS,
  WALLET_TYPES,
  type Network,
  type WalletType,
} from '@appforge/shared/contracts/web3';
import { Link2, QrCode, Wallet } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { useConnectWallet } from '../api/connect-wallet';
import { injectedProviders } from '../lib/eip1193';
import { web3FailureMessage } from '../lib/web3-failure';
import { FailureAlert } from './failure-alert';
import { NetworkChoice } from './network-choice';

const ICONS: Record<WalletType, typeof Wallet> = {
  metamask: Wallet,
  walletconnect: QrCode,
  coinbase: Link2,
};

/** spec 02 §2: MetaMask, WalletConnect and Coinbase Wallet, on the network chosen here. */
export function WalletChoices({ networks }: { networks: readonly Network[] }) {
  const connect = useConnectWallet();
  const [network, setNetwork] = useState(networks[0]!);
  const extensionFound = injectedProviders().length > 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-foreground">Network</span>
        <NetworkChoice
          label="Network to connect on"
          networks={networks}
          value={network.key}
          onChange={setNetwork}
        />
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        {WALLET_TYPES.map((walletType) => (
          <BusyButton
            key={walletType}
            variant="outline"
            size="lg"
            icon={ICONS[walletType]}
            busy={connect.isPending && connect.variables.walletType === walletType}
            disabled={connect.isPending}
            busyLabel="Connecting..."
            onClick={() => connect.mutate({ walletType, network })}
          >
            {WALLET_LABELS[walletType]}
          </BusyButton>
        ))}
      </div>
      <p className="text-xs text-muted">
        {extensionFound
          ? 'Your browser wallet asks you to share an account and to switch to the network.'
          : 'No wallet extension found: MetaMask and Coinbase Wallet connect you to a dev account Appforge holds for you on the dev chains.'}
      </p>
      {connect.isError ? (
        <FailureAlert title="Couldn't connect" message={web3FailureMessage(connect.error)} />
      ) : null}
    </div>
  );
}
