import { jsonRpcBodySchema, networkQuerySchema } from '@appforge/shared/contracts/web3';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { forwardJsonRpc } from './dev-rpc-proxy';
import { refusePrivateKeys } from './private-key-guard';
import { createWeb3NetworksService } from './web3-networks.service';

/**
 * How a browser wallet reaches a dev chain (which listens on 127.0.0.1 only): the page adds the
 * network with this URL as its RPC. Real networks have their own endpoints. A wallet's own
 * requests carry no session cookie, so this scope identifies no one (registered beside the admin
 * scope: rate limited, no anonymous user made per call).
 */
export const web3RpcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', refusePrivateKeys);
  const networks = createWeb3NetworksService(app.web3Chains);
  app.post(
    '/api/web3/rpc/:network',
    {
      config: { carriesHashes: true },
      schema: {
        tags: ['web3'],
        summary: 'JSON-RPC to a dev chain for browser wallets: reads and signed transactions only',
        params: networkQuerySchema,
        body: jsonRpcBodySchema,
      },
    },
    async (request) => {
      const handle = await networks.devChain(
        request.params.network,
        (network) =>
          new HttpError(
            404,
            'not_found',
            `${network.name} is a real network: wallets use its own RPC endpoint, not Appforge.`,
          ),
      );
      return forwardJsonRpc(handle.rpcUrl, request.body);
    },
  );
};
