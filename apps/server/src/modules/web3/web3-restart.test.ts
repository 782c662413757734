import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { DEV_TOKEN } from './chains';
import { balanceOf, connectDevAccount, freshAddress, transferred } from './web3-test-kit';

describe.each(backends)('Web3 dev chains across a restart (%s)', (backend) => {
  let chainsDir: string;
  const web3 = () => ({ chainsDir, rpcUrls: {}, walletConnectProjectId: null });
  let second: TestApp | undefined;
  beforeAll(() => {
    chainsDir = mkdtempSync(join(tmpdir(), 'appforge-chains-'));
  });
  afterAll(async () => {
    await second?.close();
    rmSync(chainsDir, { recursive: true, force: true });
  });

  it('keeps balances and the token address, and stops the chains with the server', async () => {
    const first = await createTestApp(backend, { web3: web3() });
    const alice = await newVisitor(first.app);
    await connectDevAccount(alice);
    const to = freshAddress();
    await transferred(alice, { toAddress: to, amount: '1.25' });
    await transferred(alice, { toAddress: to, amount: '10', tokenAddress: DEV_TOKEN.address });
    const before = await balanceOf(alice, to);
    expect(before).toMatchObject({ nativeBalance: '1.25', tokens: [{ balance: '10' }] });
    const { rpcUrl } = await first.app.web3Chains.chain('ethereum');
    await first.close();
    await expect(fetch(rpcUrl, { method: 'POST' })).rejects.toThrow();

    second = await createTestApp(backend, { web3: web3() });
    const bob = await newVisitor(second.app);
    expect(await balanceOf(bob, to)).toEqual(before);
    // The restarted chain still takes transfers, from a new account too.
    await connectDevAccount(bob);
    await transferred(bob, { toAddress: to, amount: '0.25' });
    expect((await balanceOf(bob, to)).nativeBalance).toBe('1.5');
    // Two server starts, each opening a database and three chains: minutes on a busy machine.
  }, 180_000);
});
