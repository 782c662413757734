import type { NetworkKey, WalletType } from '@appforge/shared/contracts/web3';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each person's own account on the dev chains, used when their browser has no wallet. The key
 * signs on the server only and is never sent anywhere; it is worth nothing off the dev chains.
 */
export const web3DevAccounts = pgTable('web3_dev_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: text('address').notNull().unique(),
  privateKey: text('private_key').notNull(),
  /** The dev networks this account was funded on (native currency and sample tokens). */
  fundedNetworks: jsonb('funded_networks').$type<NetworkKey[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The wallet a person connected last, so a reload shows it connected. */
export const web3Wallets = pgTable('web3_wallets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  walletType: text('wallet_type').$type<WalletType>().notNull(),
  address: text('address').notNull(),
  network: text('network').$type<NetworkKey>().notNull(),
  custody: text('custody').$type<'browser' | 'dev-account'>().notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Transfers a person made: signed on the server from their dev account, or in their wallet. */
export const web3Transactions = pgTable(
  'web3_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').$type<NetworkKey>().notNull(),
    txHash: text('tx_hash').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    tokenAddress: text('token_address'),
    symbol: text('symbol').notNull(),
    amount: text('amount').notNull(),
    blockNumber: text('block_number').notNull(),
    status: text('status').$type<'success' | 'reverted'>().notNull(),
    custody: text('custody').$type<'browser' | 'dev-account'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('web3_transactions_network_hash_idx').on(table.network, table.txHash),
    index('web3_transactions_user_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * Where each dev chain answers, written by the process that owns the chains (it holds an advisory
 * lock); other processes sharing the database read their RPC URL here.
 */
export const web3ChainHosts = pgTable('web3_chain_hosts', {
  network: text('network').$type<NetworkKey>().primaryKey(),
  rpcUrl: text('rpc_url').notNull(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
