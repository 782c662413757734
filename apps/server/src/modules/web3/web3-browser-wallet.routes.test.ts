import {
  faucetResponseSchema,
  recordTransactionResponseSchema,
} from '@appforge/shared/contracts/web3';
import { erc20Abi, parseEther, type Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { DEV_TOKEN } from './chains';
import {
  connectDevAccount,
  expectStatus,
  freshAddress,
  sendTransfer,
  testBrowserWallet,
  unitsOf,
} from './web3-test-kit';

type BrowserWallet = ReturnType<typeof testBrowserWallet>;

describe.each(backends)('Web3 with a browser wallet (%s)', (backend) => {
  let testApp: TestApp;
  let alice: Visitor;
  let wallet: BrowserWallet;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
    alice = await newVisitor(testApp.app);
    wallet = testBrowserWallet(alice);
  });
  afterAll(() => testApp.close());

  const connect = (visitor: Visitor, address: string) =>
    visitor.inject('POST', '/api/web3/connect-wallet', {
      walletType: 'metamask',
      network: 'ethereum',
      address: address.toLowerCase(),
    });
  const record = (visitor: Visitor, txHash: Hash) =>
    visitor.inject('POST', '/api/web3/transactions', { network: 'ethereum', txHash });

  it('relays reads and signed transactions to a dev chain, and nothing else', async () => {
    const single = await alice.inject('POST', '/api/web3/rpc/ethereum', {
      jsonrpc: '2.0',
      id: 7,
      method: 'eth_chainId',
    });
    expect(expectStatus(single, 200)).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' });

    const target = freshAddress();
    const call = (id: number, method: string, params: unknown[] = []) => ({
      jsonrpc: '2.0',
      id,
      method,
      params,
    });
    const batch = await alice.inject('POST', '/api/web3/rpc/ethereum', [
      call(1, 'eth_blockNumber'),
      call(2, 'anvil_setBalance', [target, '0x1000']),
      call(3, 'eth_sendTransaction', [{ to: target, value: '0x1' }]),
      call(4, 'eth_accounts'),
    ]);
    const answers = expectStatus<{ id: number; result?: string; error?: { code: number } }[]>(
      batch,
      200,
    );
    expect(answers.map((answer) => answer.id)).toEqual([1, 2, 3, 4]);
    expect(answers[0]!.result).toMatch(/^0x[0-9a-f]+$/);
    for (const refused of answers.slice(1)) expect(refused.error?.code).toBe(-32601);
    expect((await unitsOf(alice, target)).native).toBe(0n);

    const notRpc = await alice.inject('POST', '/api/web3/rpc/ethereum', { method: 'eth_chainId' });
    expect(expectStatus(notRpc, 400)).toMatchObject({ error: 'validation_failed' });
  });

  it("answers a wallet's calls, which carry no cookie, without making anyone a user", async () => {
    const { db } = testApp.app;
    const usersBefore = await db.$count(users);
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/web3/rpc/polygon',
      payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a6a' });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(await db.$count(users)).toBe(usersBefore);
  });

  it('funds the connected wallet from the faucet once per network', async () => {
    const stranger = await newVisitor(testApp.app);
    const before = await stranger.inject('POST', '/api/web3/faucet', {
      network: 'ethereum',
      address: wallet.account.address,
    });
    expect(expectStatus(before, 403)).toMatchObject({ error: 'not_your_wallet' });

    expect(expectStatus(await connect(alice, wallet.account.address), 200)).toMatchObject({
      address: wallet.account.address,
      custody: 'browser',
    });
    const faucet = { network: 'ethereum', address: wallet.account.address };
    const funded = faucetResponseSchema.parse(
      expectStatus(await alice.inject('POST', '/api/web3/faucet', faucet), 200),
    );
    expect(funded.balance).toMatchObject({ nativeBalance: '100', address: wallet.account.address });
    expect(funded.balance.tokens[0]).toMatchObject({ symbol: 'AFT', balance: '1000' });
    const again = await alice.inject('POST', '/api/web3/faucet', faucet);
    expect(expectStatus(again, 409)).toMatchObject({ error: 'already_funded' });
    const other = await alice.inject('POST', '/api/web3/faucet', {
      network: 'ethereum',
      address: freshAddress(),
    });
    expect(expectStatus(other, 403)).toMatchObject({ error: 'not_your_wallet' });
  });

  it('records a native transfer the wallet signed, as the chain has it', async () => {
    const to = freshAddress();
    const txHash = await wallet.sendTransaction({ to, value: parseEther('1.5') });
    const { transaction } = recordTransactionResponseSchema.parse(
      expectStatus(await record(alice, txHash), 200),
    );
    const receipt = await wallet.getTransactionReceipt({ hash: txHash });
    expect(transaction).toMatchObject({
      network: 'ethereum',
      txHash,
      from: wallet.account.address,
      to,
      tokenAddress: null,
      symbol: 'ETH',
      amount: '1.5',
      blockNumber: receipt.blockNumber.toString(),
      status: 'success',
      custody: 'browser',
    });
    expect((await unitsOf(alice, to)).native).toBe(parseEther('1.5'));
    const twice = recordTransactionResponseSchema.parse(
      expectStatus(await record(alice, txHash), 200),
    );
    expect(twice.transaction.id).toBe(transaction.id);
    const list = expectStatus<{ transactions: { txHash: string }[] }>(
      await alice.inject('GET', '/api/web3/transactions'),
      200,
    );
    expect(list.transactions.map((listed) => listed.txHash)).toEqual([txHash]);
  });

  it('records a token transfer with the token’s symbol, and refuses other calls', async () => {
    const to = freshAddress();
    const txHash = await wallet.writeContract({
      address: DEV_TOKEN.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseEther('3.25')],
    });
    const { transaction } = recordTransactionResponseSchema.parse(
      expectStatus(await record(alice, txHash), 200),
    );
    expect(transaction).toMatchObject({
      to,
      tokenAddress: DEV_TOKEN.address,
      symbol: 'AFT',
      amount: '3.25',
    });
    const approval = await wallet.writeContract({
      address: DEV_TOKEN.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [to, 1n],
    });
    expect(expectStatus(await record(alice, approval), 400)).toMatchObject({
      error: 'not_a_transfer',
    });
  });

  it('refuses to record what the caller’s wallet did not send', async () => {
    const bob = await newVisitor(testApp.app);
    const bobWallet = testBrowserWallet(bob);
    expect(expectStatus(await connect(bob, bobWallet.account.address), 200)).toMatchObject({
      custody: 'browser',
    });
    const aliceTx = await wallet.sendTransaction({ to: freshAddress(), value: 1n });
    expect(expectStatus(await record(bob, aliceTx), 403)).toMatchObject({
      error: 'not_your_transaction',
      message: expect.stringContaining(wallet.account.address),
    });
    expect(expectStatus(await record(alice, aliceTx), 200)).toMatchObject({
      transaction: { amount: '0.000000000000000001' },
    });
    expect(expectStatus(await record(bob, aliceTx), 409)).toMatchObject({
      error: 'already_recorded',
    });
    const unknown = `0x${'ab'.repeat(32)}` as Hash;
    expect(expectStatus(await record(bob, unknown), 404)).toMatchObject({ error: 'not_found' });

    // The server signs only from dev accounts; a dev-account holder records nothing here.
    const signed = await sendTransfer(bob, { toAddress: freshAddress(), amount: '1' });
    expect(expectStatus(signed, 409)).toMatchObject({ error: 'wallet_signs' });
    const carol = await newVisitor(testApp.app);
    await connectDevAccount(carol);
    expect(expectStatus(await record(carol, aliceTx), 409)).toMatchObject({
      error: 'wallet_required',
    });
  });
});
