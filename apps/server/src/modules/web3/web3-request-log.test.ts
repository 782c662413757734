import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor } from '../../test/live-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba';
const SEED = 'abandon ability able about above absent absorb abstract absurd abuse access accident';

describe('the request log when a private key is refused', () => {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  let testApp: TestApp;
  // Built while stdout is replaced, the logger writes through it (pino's own rule).
  beforeAll(async () => {
    process.stdout.write = ((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    testApp = await createTestApp('pglite', { logLevel: 'trace' });
  });
  afterAll(async () => {
    await testApp.close();
    process.stdout.write = write;
  });

  it('holds neither the key nor the seed, even at trace level', async () => {
    const visitor = await newVisitor(testApp.app);
    const bodies: [string, unknown][] = [
      ['/api/web3/connect-wallet', { walletType: 'metamask', privateKey: KEY }],
      ['/api/web3/connect-wallet', { walletType: 'metamask', address: KEY }],
      ['/api/web3/token/transfer', { network: 'ethereum', toAddress: KEY, amount: '1' }],
      ['/api/web3/faucet', { network: 'ethereum', address: SEED }],
    ];
    for (const [url, body] of bodies) {
      const response = await visitor.inject('POST', url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'private_key_refused' });
    }
    const log = lines.join('');
    // Each refusal is logged, by its code only.
    expect(log.match(/"code":"private_key_refused"/g)).toHaveLength(bodies.length);
    expect(log.toLowerCase()).not.toContain(KEY.slice(2));
    expect(log).not.toContain('abandon ability');
  });
});
