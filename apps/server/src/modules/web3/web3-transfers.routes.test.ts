import { transactionsResponseSchema } from '@appforge/shared/contracts/web3';
import { getAddress, parseEther, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, type Visitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { DEV_TOKEN } from './chains';
import {
  connectDevAccount,
  expectStatus,
  feeOf,
  freshAddress,
  mistyped,
  sendTransfer,
  transferred,
  unitsOf,
} from './web3-test-kit';

describe.each(backends)('Web3 transfers from a dev account (%s)', (backend) => {
  let testApp: TestApp;
  let alice: Visitor;
  let from: string;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
    alice = await newVisitor(testApp.app);
    from = (await connectDevAccount(alice)).address;
  });
  afterAll(() => testApp.close());

  it('sends the native currency, moving both balances by exactly the amount and the fee', async () => {
    const to = freshAddress();
    const before = await unitsOf(alice, from);
    const sent = await transferred(alice, { toAddress: to, amount: '1.234567' });
    const fee = await feeOf(testApp.app, sent.txHash);
    expect(fee).toBeGreaterThan(0n);
    expect((await unitsOf(alice, from)).native).toBe(before.native - parseEther('1.234567') - fee);
    expect((await unitsOf(alice, to)).native).toBe(parseEther('1.234567'));
    expect(sent.transaction).toMatchObject({
      network: 'ethereum',
      txHash: sent.txHash,
      from,
      to,
      tokenAddress: null,
      symbol: 'ETH',
      amount: '1.234567',
      blockNumber: sent.blockNumber,
      status: 'success',
      custody: 'dev-account',
    });
  });

  it('sends the sample token, moving token balances exactly and paying gas in ETH', async () => {
    const to = freshAddress();
    const before = await unitsOf(alice, from);
    const sent = await transferred(alice, {
      tokenAddress: DEV_TOKEN.address,
      toAddress: to,
      amount: '12.5',
    });
    const after = await unitsOf(alice, from);
    expect(after.token).toBe(before.token - parseEther('12.5'));
    expect(after.native).toBe(before.native - (await feeOf(testApp.app, sent.txHash)));
    expect(await unitsOf(alice, to)).toEqual({ native: 0n, token: parseEther('12.5') });
    expect(sent.transaction).toMatchObject({ tokenAddress: DEV_TOKEN.address, symbol: 'AFT' });
  });

  it('lands ten concurrent transfers from one account, one nonce each', async () => {
    const to = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => sendTransfer(alice, { toAddress: to, amount: '0.01' })),
    );
    const hashes = responses.map(
      (response) => expectStatus<{ txHash: `0x${string}` }>(response, 200).txHash,
    );
    expect(new Set(hashes).size).toBe(10);
    const { publicClient } = await testApp.app.web3Chains.chain('ethereum');
    const nonces = await Promise.all(
      hashes.map(async (hash) => (await publicClient.getTransaction({ hash })).nonce),
    );
    const sorted = [...nonces].sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 10 }, (_, index) => sorted[0]! + index));
    expect((await unitsOf(alice, to)).native).toBe(parseEther('0.1'));
  });

  it('refuses more than the balance, counting the gas, and sends nothing', async () => {
    const bob = await newVisitor(testApp.app);
    const bobAddress = (await connectDevAccount(bob)).address;
    const attempts = [
      [{ amount: '100' }, /100 ETH plus up to 0\.\d+ ETH of gas/],
      [{ amount: '100.5' }, /balance is 100 ETH: not enough to send 100\.5 ETH/],
      [{ amount: '1000.000001', tokenAddress: DEV_TOKEN.address }, /1000 AFT: not enough/],
    ] as const;
    for (const [transfer, message] of attempts) {
      const response = await sendTransfer(bob, { toAddress: freshAddress(), ...transfer });
      expect(expectStatus(response, 400)).toEqual({
        error: 'insufficient_balance',
        message: expect.stringMatching(message),
      });
    }
    expect(await unitsOf(bob, bobAddress)).toEqual({
      native: parseEther('100'),
      token: parseEther('1000'),
    });
    const list = await bob.inject('GET', '/api/web3/transactions');
    expect(transactionsResponseSchema.parse(expectStatus(list, 200)).transactions).toEqual([]);
  });

  it('refuses a malformed or unchecksummed address, naming the checksummed form', async () => {
    const to = freshAddress();
    const malformed = await sendTransfer(alice, { toAddress: '0x12345', amount: '1' });
    expect(expectStatus(malformed, 400)).toMatchObject({
      error: 'validation_failed',
      message: expect.stringContaining('toAddress'),
    });
    const lowercase = await sendTransfer(alice, { toAddress: to.toLowerCase(), amount: '1' });
    expect(expectStatus(lowercase, 400)).toEqual({
      error: 'invalid_address',
      message: `Write the recipient address in its checksummed form (EIP-55): ${to}.`,
    });
    const typo = await sendTransfer(alice, { toAddress: mistyped(to), amount: '1' });
    expect(expectStatus(typo, 400)).toEqual({
      error: 'invalid_address',
      message: 'The recipient address fails its EIP-55 checksum: a character may be mistyped.',
    });
    const token = await sendTransfer(alice, {
      toAddress: to,
      tokenAddress: DEV_TOKEN.address.toLowerCase(),
      amount: '1',
    });
    expect(expectStatus(token, 400)).toMatchObject({ error: 'invalid_address' });
  });

  it('refuses seven decimals, zero and signed amounts', async () => {
    const toAddress = freshAddress();
    const cases = [
      ['0.0000001', 'at most 6 decimals'],
      ['0', 'must be above 0'],
      ['0.000000', 'must be above 0'],
      ['-1', 'a number such as 0.5'],
      ['1e3', 'a number such as 0.5'],
    ] as const;
    for (const [amount, message] of cases) {
      const response = await sendTransfer(alice, { toAddress, amount });
      expect(expectStatus(response, 400)).toMatchObject({
        error: 'validation_failed',
        message: expect.stringContaining(message),
      });
    }
    expect((await unitsOf(alice, toAddress)).native).toBe(0n);
  });

  it('refuses a token other than the sample token', async () => {
    const response = await sendTransfer(alice, {
      toAddress: freshAddress(),
      tokenAddress: freshAddress(),
      amount: '1',
    });
    expect(expectStatus(response, 400)).toMatchObject({
      error: 'unknown_token',
      message: expect.stringContaining(DEV_TOKEN.address),
    });
  });

  it('answers the chain’s own reason when it refuses a transfer', async () => {
    const response = await sendTransfer(alice, {
      toAddress: zeroAddress,
      tokenAddress: DEV_TOKEN.address,
      amount: '1',
    });
    expect(expectStatus(response, 422)).toEqual({
      error: 'chain_rejected',
      message: 'DevToken: transfer to the zero address',
    });
    // The refusal left no gap in the nonces: the next transfer lands.
    await transferred(alice, { toAddress: freshAddress(), amount: '0.5' });
  });

  it('funds the dev account on another dev network at its first transfer there', async () => {
    const to = freshAddress();
    const sent = await transferred(alice, { network: 'bsc', toAddress: to, amount: '2' });
    expect(sent.transaction).toMatchObject({ network: 'bsc', symbol: 'BNB', amount: '2' });
    expect((await unitsOf(alice, to, 'bsc')).native).toBe(parseEther('2'));
    const left = (await unitsOf(alice, from, 'bsc')).native;
    expect(left).toBe(parseEther('98') - (await feeOf(testApp.app, sent.txHash, 'bsc')));
  });

  it('lists the caller’s own transfers, newest first', async () => {
    const { transactions } = transactionsResponseSchema.parse(
      expectStatus(await alice.inject('GET', '/api/web3/transactions'), 200),
    );
    expect(transactions).toHaveLength(14);
    expect(transactions[0]).toMatchObject({ network: 'bsc', amount: '2' });
    expect(transactions.at(-1)).toMatchObject({ amount: '1.234567', symbol: 'ETH' });
    expect(transactions.every((transaction) => transaction.from === from)).toBe(true);
    expect(getAddress(from)).toBe(from);
    const stranger = await newVisitor(testApp.app);
    const theirs = await stranger.inject('GET', '/api/web3/transactions');
    expect(expectStatus(theirs, 200)).toEqual({ transactions: [] });
  });
});
