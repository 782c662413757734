import {
  recordTransactionRequestSchema,
  recordTransactionResponseSchema,
  transactionsResponseSchema,
  transferRequestSchema,
  transferResponseSchema,
} from '@appforge/shared/contracts/web3';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Hash } from 'viem';
import type { Web3TransactionsService } from './web3-transactions.service';
import type { Web3TransfersService } from './web3-transfers.service';

const tags = ['web3'];

/** Transfers (spec 02 §5): signed here from a dev account, or in the browser wallet and recorded. */
export const web3TransferRoutes: FastifyPluginAsyncZod<{
  transfers: Web3TransfersService;
  transactions: Web3TransactionsService;
}> = async (app, { transfers, transactions }) => {
  app.post(
    '/api/web3/token/transfer',
    {
      schema: {
        tags,
        summary: "Send native currency or the sample token from the caller's dev account",
        body: transferRequestSchema,
        response: { 200: transferResponseSchema },
      },
    },
    async (request) => transfers.transfer(request.user.id, request.body),
  );

  app.get(
    '/api/web3/transactions',
    {
      schema: {
        tags,
        summary: "The caller's transfers, newest first",
        response: { 200: transactionsResponseSchema },
      },
    },
    async (request) => ({ transactions: await transactions.list(request.user.id) }),
  );

  app.post(
    '/api/web3/transactions',
    {
      config: { carriesHashes: true },
      schema: {
        tags,
        summary: 'Record a transfer the browser wallet sent, checked on the chain',
        body: recordTransactionRequestSchema,
        response: { 200: recordTransactionResponseSchema },
      },
    },
    async (request) => ({
      transaction: await transactions.record(
        request.user.id,
        request.body.network,
        request.body.txHash as Hash,
      ),
    }),
  );
};
