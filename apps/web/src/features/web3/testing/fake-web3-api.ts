import type {
  Network,
  NetworkKey,
  Transaction,
  WalletConnection,
} from '@appforge/shared/contracts/web3';
import { decodeFunctionData, erc20Abi, formatUnits, hexToBigInt, parseUnits, type Hex } from 'viem';
import { vi } from 'vitest';
import {
  aTransaction,
  aTxHash,
  DEV_ACCOUNT,
  devNetworks,
  SAMPLE_TOKEN,
  TOKEN_SYMBOL,
} from './web3-fixtures';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  query: URLSearchParams;
}

type Answer = (request: SentRequest) => Response | Promise<Response>;

/** A call a browser wallet signed and sent, as eth_sendTransaction received it. */
export interface WalletCall {
  from: string;
  to: string;
  value?: Hex;
  data?: Hex;
}

export interface FakeWeb3Options {
  networks?: Network[];
  wallet?: WalletConnection | null;
  transactions?: Transaction[];
  walletConnectConfigured?: boolean;
  /** Answers that replace the fake server's own, by "METHOD /path". */
  overrides?: Record<string, Answer>;
}

/** What the fake server charges a native transfer for gas: 21,000 gas at 1 gwei. */
export const GAS_COST = 21_000n * 1_000_000_000n;
const FUNDS = { native: parseUnits('100', 18), token: parseUnits('1000', 18) };
const GAS_PRICE_GWEI = '1.875000001';

const problem = (status: number, error: string, message: string) =>
  Response.json({ error, message }, { status });

/**
 * A web3 server in memory behind a stubbed fetch: connecting without an address hands out one
 * funded dev account; balances are exact (wei), transfers move them and land in the list; a
 * browser wallet's sends are kept by hash until the page reports them. Every request is recorded.
 */
export function fakeWeb3Server(options: FakeWeb3Options = {}) {
  const networks = options.networks ?? devNetworks();
  let wallet = options.wallet ?? null;
  let transactions = [...(options.transactions ?? [])];
  const accounts = new Map<string, { native: bigint; token: bigint }>();
  const walletSends = new Map<string, Omit<Transaction, 'id' | 'createdAt' | 'blockNumber'>>();
  const sent: SentRequest[] = [];
  let block = 10;

  const accountOf = (network: NetworkKey, address: string) => {
    const key = `${network}:${address.toLowerCase()}`;
    if (!accounts.has(key)) accounts.set(key, { native: 0n, token: 0n });
    return accounts.get(key)!;
  };
  const fund = (network: NetworkKey, address: string) =>
    Object.assign(accountOf(network, address), FUNDS);
  if (wallet?.custody === 'dev-account') fund(wallet.network, wallet.address);
  const symbolOf = (network: NetworkKey) =>
    networks.find((item) => item.key === network)!.nativeCurrency.symbol;

  const balanceOf = (network: NetworkKey, address: string) => {
    const { native, token } = accountOf(network, address);
    return {
      network,
      address,
      symbol: symbolOf(network),
      nativeBalance: formatUnits(native, 18),
      tokens: [
        {
          symbol: TOKEN_SYMBOL,
          address: SAMPLE_TOKEN,
          decimals: 18,
          balance: formatUnits(token, 18),
        },
      ],
    };
  };

  const land = (details: Omit<Transaction, 'id' | 'createdAt' | 'blockNumber'>) => {
    block += 1;
    const transaction = aTransaction({ ...details, blockNumber: String(block) });
    transactions = [transaction, ...transactions];
    return transaction;
  };

  function move(network: NetworkKey, from: string, to: string, amount: bigint, token: boolean) {
    const sender = accountOf(network, from);
    const recipient = accountOf(network, to);
    if (token) {
      sender.token -= amount;
      recipient.token += amount;
    } else {
      sender.native -= amount + GAS_COST;
      recipient.native += amount;
    }
  }

  const routes: Record<string, Answer> = {
    'GET /api/web3/networks': () => Response.json({ networks }),
    'GET /api/web3/wallet': () => Response.json({ wallet }),
    'GET /api/web3/transactions': () => Response.json({ transactions }),
    'GET /api/web3/gas-price': ({ query }) =>
      Response.json({ network: query.get('network'), gasPrice: GAS_PRICE_GWEI }),
    'POST /api/web3/disconnect': () => {
      wallet = null;
      return Response.json({ wallet });
    },
    'POST /api/web3/connect-wallet': ({ body }) => {
      const request = body as Pick<WalletConnection, 'walletType' | 'network'> & {
        address?: string;
      };
      if (request.walletType === 'walletconnect' && !options.walletConnectConfigured) {
        return problem(
          409,
          'walletconnect_not_configured',
          'WalletConnect needs a project id: set WALLETCONNECT_PROJECT_ID and restart Appforge.',
        );
      }
      const network = networks.find((item) => item.key === request.network)!;
      const address = request.address ?? DEV_ACCOUNT;
      if (!request.address) fund(network.key, address);
      wallet = {
        success: true,
        address,
        walletType: request.walletType,
        chainId: network.chainId,
        network: network.key,
        custody: request.address ? 'browser' : 'dev-account',
      };
      return Response.json(wallet);
    },
    'POST /api/web3/faucet': ({ body }) => {
      const { network, address } = body as { network: NetworkKey; address: string };
      fund(network, address);
      return Response.json({ success: true, balance: balanceOf(network, address) });
    },
    'POST /api/web3/token/transfer': ({ body }) => {
      const request = body as {
        network: NetworkKey;
        toAddress: string;
        amount: string;
        tokenAddress?: string;
      };
      const token = Boolean(request.tokenAddress);
      move(
        request.network,
        wallet!.address,
        request.toAddress,
        parseUnits(request.amount, 18),
        token,
      );
      const transaction = land({
        network: request.network,
        txHash: aTxHash(),
        from: wallet!.address,
        to: request.toAddress,
        tokenAddress: token ? request.tokenAddress! : null,
        symbol: token ? TOKEN_SYMBOL : symbolOf(request.network),
        amount: request.amount,
        status: 'success',
        custody: 'dev-account',
      });
      return Response.json({
        success: true,
        txHash: transaction.txHash,
        blockNumber: transaction.blockNumber,
        transaction,
      });
    },
    'POST /api/web3/transactions': ({ body }) => {
      const { txHash } = body as { txHash: string };
      const details = walletSends.get(txHash);
      if (!details) return problem(404, 'not_found', 'No such transaction on this network.');
      return Response.json({ transaction: land(details) });
    },
  };

  function answerFor(request: SentRequest): Response | Promise<Response> {
    const key = `${request.method} ${request.path}`;
    const answer = options.overrides?.[key] ?? routes[key];
    if (answer) return answer(request);
    const balance = /^\/api\/web3\/balance\/(0x[0-9a-fA-F]{40})$/.exec(request.path);
    if (request.method === 'GET' && balance) {
      return Response.json(balanceOf(request.query.get('network') as NetworkKey, balance[1]!));
    }
    return problem(404, 'not_found', `No route ${key}.`);
  }

  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/session') return Response.json({});
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      return answerFor(request);
    }),
  );

  return {
    sent,
    /** The requests sent to `METHOD /path`. */
    requestsTo: (key: string) =>
      sent.filter((request) => `${request.method} ${request.path}` === key),
    /** An account's balances as the server presents them. */
    balanceOf,
    /** The chain's side of a browser wallet's eth_sendTransaction: moves funds, answers a hash. */
    mineFromWallet(call: WalletCall, chainId: number): string {
      const network = networks.find((item) => item.chainId === chainId)!.key;
      const transfer = call.data ? decodeFunctionData({ abi: erc20Abi, data: call.data }) : null;
      const [to, amount] =
        transfer?.functionName === 'transfer'
          ? transfer.args
          : [call.to, hexToBigInt(call.value ?? '0x0')];
      move(network, call.from, to, amount, Boolean(transfer));
      const txHash = aTxHash();
      walletSends.set(txHash, {
        network,
        txHash,
        from: call.from,
        to,
        tokenAddress: transfer ? call.to : null,
        symbol: transfer ? TOKEN_SYMBOL : symbolOf(network),
        amount: formatUnits(amount, 18),
        status: 'success',
        custody: 'browser',
      });
      return txHash;
    },
  };
}
