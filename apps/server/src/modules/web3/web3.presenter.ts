import type { Transaction, WalletConnection } from '@appforge/shared/contracts/web3';
import type { TransactionRow } from './web3-transactions.repository';
import type { WalletRow } from './web3-wallets.repository';

export function presentTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    network: row.network,
    txHash: row.txHash,
    from: row.fromAddress,
    to: row.toAddress,
    tokenAddress: row.tokenAddress,
    symbol: row.symbol,
    amount: row.amount,
    blockNumber: row.blockNumber,
    status: row.status,
    custody: row.custody,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `chainId` is the network's: a browser wallet was switched to it before it connected. */
export function presentWallet(row: WalletRow, chainId: number): WalletConnection {
  return {
    success: true,
    address: row.address,
    walletType: row.walletType,
    chainId,
    network: row.network,
    custody: row.custody,
  };
}
