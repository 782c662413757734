import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createWeb3Chains, type Web3Chains } from '../modules/web3/chains';

declare module 'fastify' {
  interface FastifyInstance {
    web3Chains: Web3Chains;
  }
}

/** The Web3 Hub's networks; dev chains start on first use and stop with the server. */
export const web3ChainsPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const chains = createWeb3Chains({
      settings: config.web3,
      db: app.db,
      dbKind: app.dbKind,
      log: app.log,
    });
    app.decorate('web3Chains', chains);
    app.addHook('onClose', () => chains.close());
  },
  { name: 'web3-chains', dependencies: ['db'] },
);
