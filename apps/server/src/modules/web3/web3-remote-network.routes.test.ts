import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { networksResponseSchema } from '@appforge/shared/contracts/web3';
import { createWalletClient, formatGwei, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { startAnvil, type AnvilProcess } from './chains/anvil-process';
import { DEV_DEPLOYER } from './chains/dev-token';
import { expectStatus, freshAddress, sendTransfer } from './web3-test-kit';

/** Polygon's chain id: a local anvil stands in for the real endpoint RPC_URL_POLYGON names. */
const POLYGON_CHAIN_ID = 137;

describe.each(backends)('Web3 with RPC_URL_POLYGON set (%s)', (backend) => {
  let stateDir: string;
  let endpoint: AnvilProcess;
  let testApp: TestApp;
  let alice: Visitor;
  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'appforge-remote-chain-'));
    endpoint = await startAnvil({
      chainId: POLYGON_CHAIN_ID,
      stateFile: join(stateDir, 'polygon.json'),
    });
    testApp = await createTestApp(backend, {
      web3: {
        chainsDir: join(stateDir, 'chains'),
        rpcUrls: { polygon: endpoint.rpcUrl },
        walletConnectProjectId: 'test-project',
      },
    });
    alice = await newVisitor(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await endpoint.stop();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it('lists the real network with its chain id and explorer, beside the dev chains', async () => {
    const response = await alice.inject('GET', '/api/web3/networks');
    const { networks } = networksResponseSchema.parse(expectStatus(response, 200));
    expect(networks.find((network) => network.key === 'polygon')).toEqual({
      key: 'polygon',
      name: 'Polygon',
      chainId: POLYGON_CHAIN_ID,
      nativeCurrency: { symbol: 'POL', decimals: 18 },
      rpcKind: 'remote',
      explorerUrl: 'https://polygonscan.com',
    });
    expect(networks.find((network) => network.key === 'ethereum')?.rpcKind).toBe('dev');
  });

  it('reads gas prices and balances from the endpoint, with no sample token', async () => {
    const gas = await alice.inject('GET', '/api/web3/gas-price?network=polygon');
    const { publicClient } = await testApp.app.web3Chains.chain('polygon');
    expect(expectStatus(gas, 200)).toEqual({
      network: 'polygon',
      gasPrice: formatGwei(await publicClient.getGasPrice()),
    });
    const balance = await alice.inject('GET', `/api/web3/balance/${DEV_DEPLOYER}?network=polygon`);
    expect(expectStatus(balance, 200)).toEqual({
      network: 'polygon',
      address: DEV_DEPLOYER,
      symbol: 'POL',
      nativeBalance: '10000',
      tokens: [],
    });
  });

  it('needs a browser wallet there, and never signs or funds on it', async () => {
    const devAccount = await alice.inject('POST', '/api/web3/connect-wallet', {
      walletType: 'metamask',
      network: 'polygon',
    });
    expect(expectStatus(devAccount, 409)).toEqual({
      error: 'wallet_required',
      message: expect.stringContaining('connect a browser wallet'),
    });
    const connected = await alice.inject('POST', '/api/web3/connect-wallet', {
      walletType: 'walletconnect',
      network: 'polygon',
      address: DEV_DEPLOYER,
    });
    expect(expectStatus(connected, 200)).toMatchObject({
      chainId: POLYGON_CHAIN_ID,
      walletType: 'walletconnect',
      custody: 'browser',
    });
    const transfer = await sendTransfer(alice, {
      network: 'polygon',
      toAddress: freshAddress(),
      amount: '1',
    });
    expect(expectStatus(transfer, 409)).toMatchObject({ error: 'cannot_sign_remote' });
    const faucet = await alice.inject('POST', '/api/web3/faucet', {
      network: 'polygon',
      address: DEV_DEPLOYER,
    });
    expect(expectStatus(faucet, 409)).toMatchObject({ error: 'faucet_dev_only' });
    const rpc = await alice.inject('POST', '/api/web3/rpc/polygon', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_chainId',
    });
    expect(expectStatus(rpc, 404)).toMatchObject({ error: 'not_found' });
  });

  it('records a transfer the wallet sent on the real network', async () => {
    // The stand-in endpoint signs for its own unlocked account, as the wallet would.
    const walletClient = createWalletClient({ transport: http(endpoint.rpcUrl) });
    const to = freshAddress();
    const txHash = await walletClient.sendTransaction({
      account: DEV_DEPLOYER,
      chain: null,
      to,
      value: parseEther('0.75'),
    });
    const response = await alice.inject('POST', '/api/web3/transactions', {
      network: 'polygon',
      txHash,
    });
    expect(expectStatus(response, 200)).toMatchObject({
      transaction: { network: 'polygon', from: DEV_DEPLOYER, to, symbol: 'POL', amount: '0.75' },
    });
  });
});
