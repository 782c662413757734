import type { Page } from '@playwright/test';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** A transaction the page's wallet filled in (nonce, fees, gas from the chain), to be signed. */
interface UnsignedTransaction {
  chainId: number;
  nonce: Hex;
  gasPrice: Hex;
  gas: Hex;
  to: Address;
  value: Hex;
  data: Hex;
}

interface WalletRequest {
  method: string;
  params?: unknown[];
}

declare global {
  interface Window {
    /** The methods the page asked the test wallet for, in order. */
    testWalletRequests: string[];
    /** The hashes of the transactions the test wallet signed and sent. */
    testWalletHashes: string[];
    signWithTestWallet(transaction: UnsignedTransaction): Promise<Hex>;
  }
}

/**
 * Runs in the page before its scripts: `window.ethereum` as a minimal EIP-1193 wallet. It starts on
 * Ethereum mainnet with no RPC for it, answers 4902 for a chain it was not given (EIP-3326), learns
 * chains through wallet_addEthereumChain (checking the RPC answers that chain id, as MetaMask
 * does), fills and signs eth_sendTransaction itself and sends it raw; other calls go to the chain.
 */
function installTestWallet({ address }: { address: Address }) {
  const rpcUrls = new Map<number, string>();
  let chainId = 1;
  window.testWalletRequests = [];
  window.testWalletHashes = [];

  async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const answer = (await response.json()) as { result?: unknown; error?: unknown };
    if (answer.error) throw answer.error;
    return answer.result;
  }
  const onChain = (method: string, params?: unknown[]) => {
    const url = rpcUrls.get(chainId);
    if (!url) throw { code: 4900, message: `The test wallet has no RPC for chain ${chainId}.` };
    return rpc(url, method, params);
  };

  async function sendTransaction(call: { to: Address; value?: Hex; data?: Hex }) {
    const request = { from: address, to: call.to, value: call.value ?? '0x0', data: call.data };
    const [nonce, gasPrice, gas] = (await Promise.all([
      onChain('eth_getTransactionCount', [address, 'pending']),
      onChain('eth_gasPrice'),
      onChain('eth_estimateGas', [request]),
    ])) as Hex[];
    const raw = await window.signWithTestWallet({
      chainId,
      nonce: nonce!,
      gasPrice: gasPrice!,
      gas: gas!,
      to: call.to,
      value: request.value,
      data: call.data ?? '0x',
    });
    const hash = (await onChain('eth_sendRawTransaction', [raw])) as Hex;
    window.testWalletHashes.push(hash);
    return hash;
  }

  async function request({ method, params = [] }: WalletRequest): Promise<unknown> {
    window.testWalletRequests.push(method);
    const [first] = params as [Record<string, unknown> | undefined];
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [address.toLowerCase()];
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`;
      case 'wallet_switchEthereumChain': {
        const id = Number.parseInt(String(first?.chainId), 16);
        if (id !== 1 && !rpcUrls.has(id)) {
          throw { code: 4902, message: `Unrecognized chain ID ${String(first?.chainId)}.` };
        }
        chainId = id;
        return null;
      }
      case 'wallet_addEthereumChain': {
        const id = Number.parseInt(String(first?.chainId), 16);
        const [url] = first?.rpcUrls as string[];
        const answered = Number.parseInt(String(await rpc(url!, 'eth_chainId')), 16);
        if (answered !== id) throw { code: -32602, message: `The RPC answers chain ${answered}.` };
        rpcUrls.set(id, url!);
        return null;
      }
      case 'eth_sendTransaction':
        return sendTransaction(first as { to: Address; value?: Hex; data?: Hex });
      default:
        return onChain(method, params);
    }
  }

  Object.defineProperty(window, 'ethereum', { value: { isMetaMask: true, request } });
}

/**
 * Gives the page a browser wallet holding a fresh local viem account. The key stays in the test
 * process: the page's wallet asks it to sign through an exposed function, as an extension's
 * background page would, and Appforge only ever sees the signed transaction.
 */
export async function injectTestWallet(page: Page) {
  const account = privateKeyToAccount(generatePrivateKey());
  await page.exposeFunction('signWithTestWallet', (transaction: UnsignedTransaction) =>
    account.signTransaction({
      type: 'legacy',
      chainId: transaction.chainId,
      nonce: Number(BigInt(transaction.nonce)),
      gasPrice: BigInt(transaction.gasPrice),
      gas: BigInt(transaction.gas),
      to: transaction.to,
      value: BigInt(transaction.value),
      data: transaction.data,
    }),
  );
  await page.addInitScript(installTestWallet, { address: account.address });
  return account;
}

/** The methods the page has asked the test wallet for so far. */
export const testWalletRequests = (page: Page) => page.evaluate(() => window.testWalletRequests);

/** The hashes of the transactions the test wallet has sent so far. */
export const testWalletHashes = (page: Page) => page.evaluate(() => window.testWalletHashes);
