import { createWalletClient, http, type Address, type Hash, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainHandle } from './chains';
import { createTurns } from './chains/turns';

/** A transaction ready to sign, fees and gas included; the sender adds the nonce. */
export interface OutgoingCall {
  to: Address;
  value: bigint;
  data?: Hex;
  gas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/**
 * Signs and sends from dev accounts, one transaction at a time per account and chain: each reads
 * its nonce (pending) and checks its balance after the previous one was sent, so concurrent
 * transfers all land, in order, and none is checked against money already spent. A send the node
 * refuses leaves no gap in the nonces (viem's nonce manager would leave one and stall every later
 * transaction). Only the sending waits its turn; receipts are awaited side by side.
 */
export function createDevAccountSender() {
  const inTurn = createTurns();

  return {
    /** `prepare` runs in the account's turn, so its balance checks see every earlier send. */
    send(
      handle: ChainHandle,
      privateKey: Hex,
      prepare: (from: Address) => Promise<OutgoingCall>,
    ): Promise<Hash> {
      const account = privateKeyToAccount(privateKey);
      const wallet = createWalletClient({
        account,
        chain: handle.chain,
        transport: http(handle.rpcUrl),
      });
      return inTurn(`${handle.network.key}:${account.address}`, async () => {
        const [call, nonce] = await Promise.all([
          prepare(account.address),
          handle.publicClient.getTransactionCount({
            address: account.address,
            blockTag: 'pending',
          }),
        ]);
        return wallet.sendTransaction({ ...call, nonce, type: 'eip1559' });
      });
    },
  };
}

export type DevAccountSender = ReturnType<typeof createDevAccountSender>;
