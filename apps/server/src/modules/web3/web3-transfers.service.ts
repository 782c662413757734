import type { Network, TransferRequest } from '@appforge/shared/contracts/web3';
import { formatUnits, parseUnits, type Hash, type Hex } from 'viem';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { ChainHandle } from './chains';
import { chainRejected } from './chain-errors';
import type { DevAccountSender } from './dev-account-sender';
import { assetOf, prepareTransfer } from './transfer-checks';
import { checksummedOnly } from './web3-addresses';
import type { Web3NetworksService } from './web3-networks.service';
import { presentTransaction } from './web3.presenter';
import { insertTransaction } from './web3-transactions.repository';
import type { Web3WalletsService } from './web3-wallets.service';

export interface Web3TransfersDeps {
  db: Database;
  networks: Web3NetworksService;
  wallets: Web3WalletsService;
  sender: DevAccountSender;
}

/** anvil mines each transaction as it arrives: the receipt is there on the first or second look. */
export const DEV_RECEIPT_POLL_MS = 20;
const RECEIPT_TIMEOUT_MS = 30_000;

const cannotSignRemote = (network: Network) =>
  new HttpError(
    409,
    'cannot_sign_remote',
    `${network.name} is a real network: Appforge does not sign there. Send the transfer from your browser wallet.`,
  );

async function sendOrReject(handle: ChainHandle, send: () => Promise<Hash>): Promise<Hash> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw chainRejected(error, `The ${handle.network.name} endpoint`);
  }
}

/** Transfers signed on the server from the caller's own dev account (spec 02 §5, dev networks). */
export function createWeb3TransfersService({ db, networks, wallets, sender }: Web3TransfersDeps) {
  return {
    async transfer(userId: string, request: TransferRequest) {
      const toAddress = checksummedOnly(request.toAddress, 'recipient address');
      const tokenAddress = request.tokenAddress
        ? checksummedOnly(request.tokenAddress, 'token contract address')
        : null;
      const handle = await networks.devChain(request.network, cannotSignRemote);
      const asset = assetOf(handle, tokenAddress);
      const units = parseUnits(request.amount, asset.decimals);
      const account = await wallets.signingAccount(userId, request.network);

      const txHash = await sendOrReject(handle, () =>
        sender.send(handle, account.privateKey as Hex, (from) =>
          prepareTransfer(handle, from, asset, toAddress, units),
        ),
      );
      const receipt = await handle.publicClient.waitForTransactionReceipt({
        hash: txHash,
        pollingInterval: DEV_RECEIPT_POLL_MS,
        timeout: RECEIPT_TIMEOUT_MS,
      });
      const row = await insertTransaction(db, {
        userId,
        network: request.network,
        txHash,
        fromAddress: account.address,
        toAddress,
        tokenAddress: asset.token,
        symbol: asset.symbol,
        amount: formatUnits(units, asset.decimals),
        blockNumber: receipt.blockNumber.toString(),
        status: receipt.status,
        custody: 'dev-account',
      });
      if (!row) throw new Error(`Transaction ${txHash} was recorded twice.`);
      if (receipt.status === 'reverted') {
        throw new HttpError(
          422,
          'chain_rejected',
          `The transfer was mined in block ${receipt.blockNumber} but reverted.`,
        );
      }
      return {
        success: true as const,
        txHash,
        blockNumber: receipt.blockNumber.toString(),
        transaction: presentTransaction(row),
      };
    },
  };
}

export type Web3TransfersService = ReturnType<typeof createWeb3TransfersService>;
