import type { Network, WalletConnection } from '@appforge/shared/contracts/web3';
import { FileCode2, ImageIcon, Landmark, Network as NetworkIcon, Send } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { WEB3_TABS, tabFrom, type Web3Tab } from '../lib/web3-tabs';
import { ContractsTab } from './contracts-tab';
import { DefiTab } from './defi-tab';
import { NetworksTab } from './networks-tab';
import { NftsTab } from './nfts-tab';
import { TransferTab } from './transfer-tab';

const ICONS: Record<Web3Tab, typeof Send> = {
  networks: NetworkIcon,
  transfer: Send,
  nfts: ImageIcon,
  defi: Landmark,
  contracts: FileCode2,
};

export interface Web3TabsProps {
  tab: Web3Tab;
  onTab: (tab: Web3Tab) => void;
  networks: readonly Network[];
  /** Undefined while the connection is read. */
  wallet: WalletConnection | null | undefined;
}

// Every tab stays mounted while hidden, so a gas price read or a half-typed transfer is still
// there after a look at another tab.
const content = 'data-[state=inactive]:hidden';

/** spec 02 §2: Networks, Transfer, NFTs, DeFi and Contracts. */
export function Web3Tabs({ tab, onTab, networks, wallet }: Web3TabsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTab(tabFrom(value))}>
      {/* Two rows on a phone, so every tab shows without a sideways scroll. */}
      <TabsList
        aria-label="Web3 Hub sections"
        className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-auto"
      >
        {WEB3_TABS.map(({ value, label }) => {
          const Icon = ICONS[value];
          return (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="networks" forceMount className={content}>
        <NetworksTab networks={networks} />
      </TabsContent>
      <TabsContent value="transfer" forceMount className={content}>
        <TransferTab wallet={wallet} networks={networks} />
      </TabsContent>
      <TabsContent value="nfts" forceMount className={content}>
        <NftsTab />
      </TabsContent>
      <TabsContent value="defi" forceMount className={content}>
        <DefiTab />
      </TabsContent>
      <TabsContent value="contracts" forceMount className={content}>
        <ContractsTab networks={networks} />
      </TabsContent>
    </Tabs>
  );
}
