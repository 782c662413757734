import { z } from 'zod';

/** spec 02 §3/§9: the transfer networks. */
export const NETWORK_KEYS = ['ethereum', 'polygon', 'bsc'] as const;
export const networkKeySchema = z.enum(NETWORK_KEYS);
export type NetworkKey = z.infer<typeof networkKeySchema>;

/** The dev chains the server starts when no RPC_URL_* names a real endpoint. */
export const DEV_CHAINS: Record<NetworkKey, { name: string; chainId: number; symbol: string }> = {
  ethereum: { name: 'Ethereum (dev)', chainId: 31337, symbol: 'ETH' },
  polygon: { name: 'Polygon (dev)', chainId: 31338, symbol: 'POL' },
  bsc: { name: 'BNB Smart Chain (dev)', chainId: 31339, symbol: 'BNB' },
};

export const WALLET_TYPES = ['metamask', 'walletconnect', 'coinbase'] as const;
export const walletTypeSchema = z.enum(WALLET_TYPES);
export type WalletType = z.infer<typeof walletTypeSchema>;
export const WALLET_LABELS: Record<WalletType, string> = {
  metamask: 'MetaMask',
  walletconnect: 'WalletConnect',
  coinbase: 'Coinbase Wallet',
};

/** spec 02 §5: the amount's step; at most this many decimals. */
export const AMOUNT_DECIMALS = 6;
export const AMOUNT_STEP = '0.000001';

/** A 0x address in its EIP-55 checksummed form (checked on the server with viem). */
export const addressSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'An address is 0x followed by 40 hexadecimal characters.');
export const txHashSchema = z.string().regex(/^0x[0-9a-f]{64}$/, 'A transaction hash.');
/** A positive decimal with at most 6 decimals, as a string (never a float). */
export const amountSchema = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/, 'The amount is a number such as 0.5.')
  .refine((value) => (value.split('.')[1]?.length ?? 0) <= AMOUNT_DECIMALS, {
    message: `The amount has at most ${AMOUNT_DECIMALS} decimals (step ${AMOUNT_STEP}).`,
  })
  .refine((value) => /[1-9]/.test(value), { message: 'The amount must be above 0.' });

export const networkSchema = z.object({
  key: networkKeySchema,
  name: z.string(),
  chainId: z.number().int().positive(),
  nativeCurrency: z.object({ symbol: z.string(), decimals: z.number().int() }),
  /** `dev`: a local chain the server runs (and signs on); `remote`: RPC_URL_* (wallets sign). */
  rpcKind: z.enum(['dev', 'remote']),
  /** Real networks only; a dev chain has no explorer. */
  explorerUrl: z.url().optional(),
  /** The sample ERC-20's address on a dev chain. */
  tokenAddress: addressSchema.optional(),
});
export type Network = z.infer<typeof networkSchema>;
export const networksResponseSchema = z.object({ networks: z.array(networkSchema) });

export const networkQuerySchema = z.object({ network: networkKeySchema });
export const gasPriceResponseSchema = z.object({
  network: networkKeySchema,
  /** In gwei, as a decimal string, read from the chain now. */
  gasPrice: z.string(),
});

/**
 * Connect: with a browser wallet (EIP-1193) the page sends the address and chain the wallet
 * answered (`custody: 'browser'`); without one, the server answers the caller's own funded dev
 * account on a dev network (`custody: 'dev-account'`). Never a key.
 */
export const connectWalletRequestSchema = z.object({
  walletType: walletTypeSchema,
  network: networkKeySchema.default('ethereum'),
  /** The address the browser wallet answered to eth_requestAccounts; absent for a dev account. */
  address: addressSchema.optional(),
});
export const walletConnectionSchema = z.object({
  success: z.literal(true),
  address: addressSchema,
  walletType: walletTypeSchema,
  chainId: z.number().int().positive(),
  network: networkKeySchema,
  custody: z.enum(['browser', 'dev-account']),
});
export type WalletConnection = z.infer<typeof walletConnectionSchema>;

export const balanceParamsSchema = z.object({ address: addressSchema });
export const tokenBalanceSchema = z.object({
  symbol: z.string(),
  address: addressSchema,
  decimals: z.number().int(),
  /** A decimal string in whole tokens. */
  balance: z.string(),
});
export const balanceResponseSchema = z.object({
  network: networkKeySchema,
  address: addressSchema,
  symbol: z.string(),
  /** A decimal string in whole native units (ETH, POL, BNB). */
  nativeBalance: z.string(),
  tokens: z.array(tokenBalanceSchema),
});
export type Balance = z.infer<typeof balanceResponseSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  network: networkKeySchema,
  txHash: txHashSchema,
  from: addressSchema,
  to: addressSchema,
  /** Null for the native currency. */
  tokenAddress: addressSchema.nullable(),
  symbol: z.string(),
  amount: z.string(),
  blockNumber: z.string(),
  status: z.enum(['success', 'reverted']),
  custody: z.enum(['browser', 'dev-account']),
  createdAt: z.iso.datetime(),
});
export type Transaction = z.infer<typeof transactionSchema>;
/** Server-signed transfer from the caller's dev account (dev networks only). */
export const transferRequestSchema = z.object({
  /** Empty or absent: the native currency. */
  tokenAddress: z.union([addressSchema, z.literal('')]).optional(),
  toAddress: addressSchema,
  amount: amountSchema,
  network: networkKeySchema,
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;
export const transferResponseSchema = z.object({
  success: z.literal(true),
  txHash: txHashSchema,
  blockNumber: z.string(),
  transaction: transactionSchema,
});

/** A browser-wallet transfer the page reports once sent; the server checks it on the chain. */
export const recordTransactionRequestSchema = z.object({
  network: networkKeySchema,
  txHash: txHashSchema,
});

export const transactionsResponseSchema = z.object({ transactions: z.array(transactionSchema) });

/** spec 02 §2 Contracts tab: the casino contracts are static cards; the token is real on dev chains. */
export const CASINO_CONTRACTS = ['Slots', 'Roulette', 'Poker'] as const;

/** Request fields that look like a key or seed: such a body is refused (400) and never logged. */
export const PRIVATE_KEY_FIELD_PATTERN = /priv|secret|mnemonic|seed|passphrase|keystore/i;

/** The caller's current connection; null when no wallet is connected. */
export const walletResponseSchema = z.object({ wallet: walletConnectionSchema.nullable() });
export const recordTransactionResponseSchema = z.object({ transaction: transactionSchema });

/** Dev networks only: test funds for the caller's connected wallet, once per network. */
export const faucetRequestSchema = z.object({ network: networkKeySchema, address: addressSchema });
export const faucetResponseSchema = z.object({
  success: z.literal(true),
  balance: balanceResponseSchema,
});

/** What a browser wallet sends the dev chains' JSON-RPC proxy: one call or a batch. */
export const jsonRpcCallSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});
export type JsonRpcCall = z.infer<typeof jsonRpcCallSchema>;
export const jsonRpcBodySchema = z.union([
  jsonRpcCallSchema,
  z.array(jsonRpcCallSchema).min(1).max(100),
]);
