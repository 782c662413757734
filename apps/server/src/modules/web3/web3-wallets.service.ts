import type {
  Balance,
  Network,
  NetworkKey,
  WalletConnection,
  WalletType,
} from '@appforge/shared/contracts/web3';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { Web3Chains } from './chains';
import {
  findDevAccount,
  insertDevAccount,
  markFunded,
  unmarkFunded,
  type DevAccountRow,
} from './web3-dev-accounts.repository';
import { normalizedAddress } from './web3-addresses';
import type { Web3NetworksService } from './web3-networks.service';
import { presentWallet } from './web3.presenter';
import { deleteWallet, findWallet, saveWallet } from './web3-wallets.repository';

export interface Web3WalletsDeps {
  db: Database;
  chains: Web3Chains;
  networks: Web3NetworksService;
  walletConnectProjectId: string | null;
}

export interface ConnectRequest {
  walletType: WalletType;
  network: NetworkKey;
  address?: string | undefined;
}

const walletConnectNotConfigured = () =>
  new HttpError(
    409,
    'walletconnect_not_configured',
    'WalletConnect needs a project id: set WALLETCONNECT_PROJECT_ID (free at cloud.reown.com) and restart Appforge, or connect with MetaMask or Coinbase Wallet.',
  );

const browserWalletRequired = (network: Network) =>
  new HttpError(
    409,
    'wallet_required',
    `${network.name} is a real network: connect a browser wallet (MetaMask or Coinbase Wallet) to use it. Dev accounts exist only on the dev chains.`,
  );

/**
 * Wallet connections (spec 02 §3): a browser wallet's address as it answered, or, without one,
 * the person's own dev account, created on first use and funded once per dev network.
 */
export function createWeb3WalletsService({
  db,
  chains,
  networks,
  walletConnectProjectId,
}: Web3WalletsDeps) {
  /** Which addresses got test funds from the faucet, per person and network (this process). */
  const faucetGrants = new Set<string>();

  async function devAccountOf(userId: string): Promise<DevAccountRow> {
    const existing = await findDevAccount(db, userId);
    if (existing) return existing;
    const privateKey = generatePrivateKey();
    const { address } = privateKeyToAccount(privateKey);
    return insertDevAccount(db, { userId, address, privateKey });
  }

  async function ensureFunded(account: DevAccountRow, key: NetworkKey): Promise<void> {
    if (account.fundedNetworks.includes(key)) return;
    if (!(await markFunded(db, account.userId, key))) return;
    try {
      await chains.fund(key, account.address as Address);
    } catch (error) {
      await unmarkFunded(db, account.userId, key);
      throw error;
    }
  }

  async function current(userId: string): Promise<WalletConnection | null> {
    const row = await findWallet(db, userId);
    if (!row) return null;
    return presentWallet(row, (await networks.network(row.network)).chainId);
  }

  return {
    current,

    async connect(userId: string, request: ConnectRequest): Promise<WalletConnection> {
      const { walletType, network: key, address } = request;
      if (walletType === 'walletconnect' && !walletConnectProjectId) {
        throw walletConnectNotConfigured();
      }
      const network = await networks.network(key);
      if (address !== undefined) {
        const browserAddress = normalizedAddress(address, 'wallet address');
        const row = await saveWallet(db, {
          userId,
          walletType,
          address: browserAddress,
          network: key,
          custody: 'browser',
        });
        return presentWallet(row, network.chainId);
      }
      if (network.rpcKind !== 'dev') throw browserWalletRequired(network);
      const account = await devAccountOf(userId);
      await ensureFunded(account, key);
      const row = await saveWallet(db, {
        userId,
        walletType,
        address: account.address,
        network: key,
        custody: 'dev-account',
      });
      return presentWallet(row, network.chainId);
    },

    disconnect: (userId: string) => deleteWallet(db, userId),

    /** The dev account that signs the caller's transfers on `key`, funded there. */
    async signingAccount(userId: string, key: NetworkKey): Promise<DevAccountRow> {
      const wallet = await findWallet(db, userId);
      if (!wallet) throw new HttpError(409, 'wallet_required', 'Connect a wallet first.');
      if (wallet.custody !== 'dev-account') {
        throw new HttpError(
          409,
          'wallet_signs',
          'Your browser wallet signs its own transfers: send them from the wallet.',
        );
      }
      const account = await devAccountOf(userId);
      await ensureFunded(account, key);
      return account;
    },

    /** Test funds (native and sample tokens) for the caller's connected wallet, once per network. */
    async faucet(userId: string, key: NetworkKey, address: string): Promise<Balance> {
      const handle = await networks.devChain(
        key,
        (network) =>
          new HttpError(
            409,
            'faucet_dev_only',
            `${network.name} is a real network: Appforge has test funds only on the dev chains.`,
          ),
      );
      const target = normalizedAddress(address, 'address');
      const wallet = await findWallet(db, userId);
      if (wallet?.address !== target) {
        throw new HttpError(
          403,
          'not_your_wallet',
          'Test funds go only to the wallet you connected.',
        );
      }
      const grant = `${userId}:${key}:${target}`;
      if (faucetGrants.has(grant)) {
        throw new HttpError(
          409,
          'already_funded',
          `This wallet already got test funds on ${handle.network.name}.`,
        );
      }
      faucetGrants.add(grant);
      try {
        await chains.fund(key, target);
      } catch (error) {
        faucetGrants.delete(grant);
        throw error;
      }
      return networks.balanceOf(handle, target);
    },
  };
}

export type Web3WalletsService = ReturnType<typeof createWeb3WalletsService>;
