import type { Network, WalletConnection } from '@appforge/shared/contracts/web3';
import { FileCode2, ImageIcon, Landmark, Network as NetworkIcon, Send } from 'lucide-react';
import { AreaTabList, KEEP_MOUNTED_TAB } from '@/components/ui/area-tab-list';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { tabIn } from '@/lib/address-tab';
import { WEB3_TABS, type Web3Tab } from '../lib/web3-tabs';
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
const content = KEEP_MOUNTED_TAB;

/** spec 02 §2: Networks, Transfer, NFTs, DeFi and Contracts. */
export function Web3Tabs({ tab, onTab, networks, wallet }: Web3TabsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTab(tabIn(WEB3_TABS, value))}>
      <AreaTabList tabs={WEB3_TABS} icons={ICONS} label="Web3 Hub sections" phoneColumns={3} />
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
