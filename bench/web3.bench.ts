import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWalletClient, http, parseEther, publicActions } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { startAnvil } from '../apps/server/src/modules/web3/chains/anvil-process.ts';
import type { Network, WalletConnection } from '../packages/shared/src/contracts/web3.ts';
import { printMachine, requireBuild, startBenchServer } from './lib/processes.ts';

const PORT = '5437';
const WARMUP = 10;
const TRANSFERS = 100;
const CONCURRENT = 10;
/** anvil's first dev account (the well-known "test … junk" mnemonic), funded on a bare anvil. */
const ANVIL_FIRST_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const ms = (value: number) => `${Math.round(value)} ms`;
const spread = (times: number[]) =>
  `p50 ${ms(percentile(times, 0.5))} · p95 ${ms(percentile(times, 0.95))}`;
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

requireBuild();
printMachine();

async function call<T>(base: string, cookie: string, path: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text}`);
  return { ms: performance.now() - started, json: JSON.parse(text) as T };
}

/** Sequential transfers through the API: each request ends once its receipt is in. */
async function timedTransfers(base: string, cookie: string, tokenAddress: string) {
  const times: number[] = [];
  for (let round = 0; round < WARMUP + TRANSFERS; round += 1) {
    const transfer = {
      network: 'ethereum',
      toAddress: freshAddress(),
      amount: '0.001',
      tokenAddress,
    };
    const { ms: took } = await call(base, cookie, '/api/web3/token/transfer', transfer);
    if (round >= WARMUP) times.push(took);
  }
  return times;
}

/** The same transfers signed with viem straight against a bare anvil: no HTTP API, no checks. */
async function measureBareChain() {
  const dir = mkdtempSync(join(tmpdir(), 'appforge-bench-anvil-'));
  const anvil = await startAnvil({ chainId: foundry.id, stateFile: join(dir, 'state.json') });
  try {
    const client = createWalletClient({
      account: privateKeyToAccount(ANVIL_FIRST_KEY),
      transport: http(anvil.rpcUrl),
      chain: foundry,
    }).extend(publicActions);
    const times: number[] = [];
    for (let round = 0; round < WARMUP + TRANSFERS; round += 1) {
      const started = performance.now();
      const hash = await client.sendTransaction({ to: freshAddress(), value: parseEther('0.001') });
      await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      if (round >= WARMUP) times.push(performance.now() - started);
    }
    return times;
  } finally {
    await anvil.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const { base, cookie, stop } = await startBenchServer('web3', PORT);
try {
  // The page's first call lists the networks, which starts the dev chains behind its answer.
  const firstCallAt = performance.now();
  const { json } = await call<{ networks: Network[] }>(base, cookie, '/api/web3/networks');
  const token = json.networks[0]!.tokenAddress!;
  await call(base, cookie, '/api/web3/gas-price?network=ethereum');
  console.log(
    `dev chains ready after the first call (from the networks request to a gas price read on a started chain; 3 anvil chains started, the sample token deployed on each): ${ms(performance.now() - firstCallAt)} (target < 1000 ms)`,
  );
  const connect = await call<WalletConnection>(base, cookie, '/api/web3/connect-wallet', {
    walletType: 'metamask',
  });
  console.log(`connect a new dev account (created, funded with ETH and tokens): ${ms(connect.ms)}`);

  // The second pass runs after the server's own start-up work (analysis process, page checks).
  let native: number[] = [];
  for (const pass of ['right after the start', 'second pass']) {
    native = await timedTransfers(base, cookie, '');
    console.log(
      `native transfer round trip (checked, signed, sent, receipt, stored), ${TRANSFERS} sequential, ${pass}: ${spread(native)} (target p95 < 100 ms)`,
    );
    const tokens = await timedTransfers(base, cookie, token);
    console.log(
      `sample-token transfer round trip, ${TRANSFERS} sequential, ${pass}: ${spread(tokens)} (target p95 < 100 ms)`,
    );
  }

  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT }, () =>
      call(base, cookie, '/api/web3/token/transfer', {
        network: 'ethereum',
        toAddress: freshAddress(),
        amount: '0.001',
      }),
    ),
  );
  console.log(
    `${CONCURRENT} concurrent transfers from one account, all landed: ${ms(performance.now() - started)}`,
  );

  const bare = await measureBareChain();
  console.log(
    `for scale, viem signing and sending straight to a bare anvil with its receipt, ${TRANSFERS} sequential: ${spread(bare)}; API p95 (second pass) / bare p95 = ${(percentile(native, 0.95) / percentile(bare, 0.95)).toFixed(1)}×`,
  );
} finally {
  await stop();
}
