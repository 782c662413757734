import { networksResponseSchema, walletResponseSchema } from '@appforge/shared/contracts/web3';
import { formatGwei, getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { DEV_TOKEN } from './chains';
import {
  balanceOf,
  connectDevAccount,
  expectStatus,
  freshAddress,
  mistyped,
  sendTransfer,
} from './web3-test-kit';

const KEY = `0x${'4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'}`;

describe.each(backends)('Web3 networks and wallets (%s)', (backend) => {
  let testApp: TestApp;
  let alice: Visitor;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
    alice = await newVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  it('lists the three dev networks with their chain ids, symbols and sample token', async () => {
    const response = await alice.inject('GET', '/api/web3/networks');
    const { networks } = networksResponseSchema.parse(expectStatus(response, 200));
    expect(
      networks.map((network) => [network.key, network.chainId, network.nativeCurrency.symbol]),
    ).toEqual([
      ['ethereum', 31337, 'ETH'],
      ['polygon', 31338, 'POL'],
      ['bsc', 31339, 'BNB'],
    ]);
    for (const network of networks) {
      expect(network).toMatchObject({ rpcKind: 'dev', tokenAddress: DEV_TOKEN.address });
      expect(network.explorerUrl).toBeUndefined();
    }
  });

  it('reads each gas price live from its chain, in gwei', async () => {
    for (const key of ['ethereum', 'polygon', 'bsc'] as const) {
      const response = await alice.inject('GET', `/api/web3/gas-price?network=${key}`);
      const { publicClient } = await testApp.app.web3Chains.chain(key);
      const onChain = formatGwei(await publicClient.getGasPrice());
      expect(expectStatus(response, 200)).toEqual({ network: key, gasPrice: onChain });
      expect(Number(onChain)).toBeGreaterThan(0);
    }
  });

  it('answers 400 for an unknown or missing network', async () => {
    for (const url of [
      '/api/web3/gas-price?network=solana',
      '/api/web3/gas-price',
      `/api/web3/balance/${freshAddress()}?network=solana`,
    ]) {
      const body = expectStatus(await alice.inject('GET', url), 400);
      expect(body).toMatchObject({
        error: 'validation_failed',
        message: expect.stringMatching(/network/),
      });
    }
  });

  it('gives each person their own funded dev account, kept across reconnects', async () => {
    const bob = await newVisitor(testApp.app);
    const aliceWallet = await connectDevAccount(alice);
    const bobWallet = await connectDevAccount(bob, 'polygon', 'coinbase');
    expect(aliceWallet).toMatchObject({
      success: true,
      walletType: 'metamask',
      chainId: 31337,
      network: 'ethereum',
      custody: 'dev-account',
    });
    expect(bobWallet).toMatchObject({ walletType: 'coinbase', chainId: 31338, network: 'polygon' });
    expect(getAddress(aliceWallet.address)).toBe(aliceWallet.address);
    expect(bobWallet.address).not.toBe(aliceWallet.address);

    const funded = await balanceOf(alice, aliceWallet.address);
    expect(funded).toMatchObject({ symbol: 'ETH', nativeBalance: '100' });
    expect(funded.tokens).toEqual([
      { symbol: 'AFT', address: DEV_TOKEN.address, decimals: 18, balance: '1000' },
    ]);
    expect((await balanceOf(bob, bobWallet.address, 'polygon')).nativeBalance).toBe('100');
    expect((await balanceOf(bob, aliceWallet.address, 'polygon')).nativeBalance).toBe('0');

    // Reconnecting keeps the account and does not fund it again.
    expect((await connectDevAccount(alice)).address).toBe(aliceWallet.address);
    expect((await balanceOf(alice, aliceWallet.address)).nativeBalance).toBe('100');
    const current = walletResponseSchema.parse(
      expectStatus(await alice.inject('GET', '/api/web3/wallet'), 200),
    );
    expect(current.wallet).toEqual(aliceWallet);
    const disconnected = await bob.inject('POST', '/api/web3/disconnect');
    expect(expectStatus(disconnected, 200)).toEqual({ wallet: null });
    expect(expectStatus(await bob.inject('GET', '/api/web3/wallet'), 200)).toEqual({
      wallet: null,
    });
  });

  it('connects a browser wallet by the address it answered, checksummed', async () => {
    const carol = await newVisitor(testApp.app);
    const address = freshAddress();
    const response = await carol.inject('POST', '/api/web3/connect-wallet', {
      walletType: 'metamask',
      network: 'bsc',
      address: address.toLowerCase(),
    });
    expect(expectStatus(response, 200)).toEqual({
      success: true,
      address,
      walletType: 'metamask',
      chainId: 31339,
      network: 'bsc',
      custody: 'browser',
    });
    const refused = await carol.inject('POST', '/api/web3/connect-wallet', {
      walletType: 'metamask',
      address: mistyped(address),
    });
    expect(expectStatus(refused, 400)).toMatchObject({ error: 'invalid_address' });
  });

  it('says WalletConnect needs a project id when none is set', async () => {
    const response = await alice.inject('POST', '/api/web3/connect-wallet', {
      walletType: 'walletconnect',
    });
    expect(expectStatus(response, 409)).toEqual({
      error: 'walletconnect_not_configured',
      message: expect.stringContaining('WALLETCONNECT_PROJECT_ID'),
    });
  });

  it('refuses any body carrying a private key or seed, without repeating it', async () => {
    const dave = await newVisitor(testApp.app);
    const seed = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
    const attempts: [string, Record<string, unknown>][] = [
      ['/api/web3/connect-wallet', { walletType: 'metamask', privateKey: KEY }],
      ['/api/web3/connect-wallet', { walletType: 'metamask', address: KEY.slice(2) }],
      ['/api/web3/connect-wallet', { walletType: 'metamask', wallet: { mnemonic: 'x' } }],
      ['/api/web3/token/transfer', { network: 'ethereum', toAddress: KEY, amount: '1' }],
      ['/api/web3/token/transfer', { network: 'ethereum', amount: '1', note: seed }],
      ['/api/web3/faucet', { network: 'ethereum', address: freshAddress(), secret: 'x' }],
      ['/api/web3/transactions', { network: 'ethereum', txHash: KEY, keystore: {} }],
    ];
    for (const [url, body] of attempts) {
      const response = await dave.inject('POST', url, body);
      expect(expectStatus(response, 400)).toEqual({
        error: 'private_key_refused',
        message: expect.stringContaining('never accepts a private key'),
      });
      expect(response.body).not.toContain(KEY.slice(2));
      expect(response.body).not.toContain('legal winner');
    }
    expect(expectStatus(await dave.inject('GET', '/api/web3/wallet'), 200)).toEqual({
      wallet: null,
    });
    expect(expectStatus(await dave.inject('GET', '/api/web3/transactions'), 200)).toEqual({
      transactions: [],
    });
  });

  it('reads the balance of any address, refusing a mistyped checksum', async () => {
    const address = freshAddress();
    const balance = await balanceOf(alice, address.toLowerCase(), 'bsc');
    expect(balance).toEqual({
      network: 'bsc',
      address,
      symbol: 'BNB',
      nativeBalance: '0',
      tokens: [{ symbol: 'AFT', address: DEV_TOKEN.address, decimals: 18, balance: '0' }],
    });
    const response = await alice.inject(
      'GET',
      `/api/web3/balance/${mistyped(address)}?network=bsc`,
    );
    expect(expectStatus(response, 400)).toMatchObject({ error: 'invalid_address' });
    const malformed = await alice.inject('GET', '/api/web3/balance/0x1234?network=bsc');
    expect(expectStatus(malformed, 400)).toMatchObject({ error: 'validation_failed' });
  });

  it('refuses a transfer before any wallet is connected', async () => {
    const erin = await newVisitor(testApp.app);
    const response = await sendTransfer(erin, { toAddress: freshAddress(), amount: '1' });
    expect(expectStatus(response, 409)).toMatchObject({ error: 'wallet_required' });
  });
});
