import {
  balanceParamsSchema,
  balanceResponseSchema,
  connectWalletRequestSchema,
  faucetRequestSchema,
  faucetResponseSchema,
  gasPriceResponseSchema,
  networkQuerySchema,
  networksResponseSchema,
  walletConnectionSchema,
  walletResponseSchema,
} from '@appforge/shared/contracts/web3';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { createDevAccountSender } from './dev-account-sender';
import { refusePrivateKeys } from './private-key-guard';
import { web3TransferRoutes } from './web3-transfers.routes';
import { createWeb3NetworksService } from './web3-networks.service';
import { createWeb3TransactionsService } from './web3-transactions.service';
import { createWeb3TransfersService } from './web3-transfers.service';
import { createWeb3WalletsService } from './web3-wallets.service';

const tags = ['web3'];

/**
 * The Web3 Hub's API (spec 02 §7): networks and gas prices, wallet connections, balances, the
 * faucet and transfers (the dev chains' RPC proxy is web3-rpc.routes). Every request carrying
 * something like a private key is refused before anything reads it.
 */
export const web3Routes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('preValidation', refusePrivateKeys);
  const chains = app.web3Chains;
  const networks = createWeb3NetworksService(chains);
  const wallets = createWeb3WalletsService({
    db: app.db,
    chains,
    networks,
    walletConnectProjectId: config.web3.walletConnectProjectId,
  });
  const transfers = createWeb3TransfersService({
    db: app.db,
    networks,
    wallets,
    sender: createDevAccountSender(),
  });
  const transactions = createWeb3TransactionsService({ db: app.db, chains });

  app.get(
    '/api/web3/networks',
    {
      schema: {
        tags,
        summary: 'The transfer networks: dev chains, or real ones set by RPC_URL_*',
        response: { 200: networksResponseSchema },
      },
    },
    async () => ({ networks: await networks.networks() }),
  );

  app.get(
    '/api/web3/gas-price',
    {
      schema: {
        tags,
        summary: "The network's gas price in gwei, read from the chain now",
        querystring: networkQuerySchema,
        response: { 200: gasPriceResponseSchema },
      },
    },
    async (request) => networks.gasPrice(request.query.network),
  );

  app.get(
    '/api/web3/balance/:address',
    {
      schema: {
        tags,
        summary: "An address's native and sample-token balances, as decimal strings",
        params: balanceParamsSchema,
        querystring: networkQuerySchema,
        response: { 200: balanceResponseSchema },
      },
    },
    async (request) => networks.balance(request.query.network, request.params.address),
  );

  app.post(
    '/api/web3/connect-wallet',
    {
      schema: {
        tags,
        summary: "Connect the browser wallet's address, or the caller's own funded dev account",
        body: connectWalletRequestSchema,
        response: { 200: walletConnectionSchema },
      },
    },
    async (request) => wallets.connect(request.user.id, request.body),
  );

  app.get(
    '/api/web3/wallet',
    {
      schema: {
        tags,
        summary: "The caller's connected wallet, or null",
        response: { 200: walletResponseSchema },
      },
    },
    async (request) => ({ wallet: await wallets.current(request.user.id) }),
  );

  app.post(
    '/api/web3/disconnect',
    {
      schema: {
        tags,
        summary: 'Forget the connected wallet (a dev account keeps its funds)',
        response: { 200: walletResponseSchema },
      },
    },
    async (request) => {
      await wallets.disconnect(request.user.id);
      return { wallet: null };
    },
  );

  app.post(
    '/api/web3/faucet',
    {
      schema: {
        tags,
        summary: 'Dev networks: test funds for the connected wallet, once per network',
        body: faucetRequestSchema,
        response: { 200: faucetResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      balance: await wallets.faucet(request.user.id, request.body.network, request.body.address),
    }),
  );

  await app.register(web3TransferRoutes, { transfers, transactions });
};
