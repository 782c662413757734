import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sessionResponseSchema } from '@appforge/shared/contracts/session';
import type { TruthReport } from '@appforge/shared/contracts/truth-report';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { web3Transactions } from '../db/schema';
import { pngImage, uploaded } from '../modules/media/media-test-kit';
import { runBatch } from '../modules/media/processing-test-kit';
import { insertRunningJob } from '../modules/page-builder/build-jobs.repository';
import { saveEditedApp } from '../modules/truth-report/truth-report-test-kit';
import { insertReport } from '../modules/truth-report/truth-reports.repository';
import { CLOSE_CODES } from '../realtime/realtime.routes';
import { backends, type TestApp } from '../test/test-app';
import { createRecordingApp, expectNotFound, newPerson, type Person } from './security-test-kit';

type Attempt = [HTTPMethods, string, unknown?];

/** The rule of the whole API: another person's thing answers 404, exactly as a missing one. */
async function expectEachNotFound(person: Person, attempts: Attempt[]) {
  for (const [method, url, payload] of attempts) {
    expectNotFound(await person.inject(method, url, payload), `${method} ${url}`);
  }
}

async function expectStatus(person: Person, attempt: Attempt, status: number) {
  const [method, url, payload] = attempt;
  const response = await person.inject(method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response;
}

async function userIdOf(person: Person) {
  const response = await person.inject('GET', '/api/session');
  const { user } = sessionResponseSchema.parse(response.json());
  if (!user) throw new Error('The person has no stored user.');
  return user.id;
}

describe.each(backends)('one person never reaches another’s things (%s)', (backend) => {
  let testApp: TestApp;
  let owner: Person;
  let stranger: Person;
  let ownerId: string;
  beforeAll(async () => {
    ({ testApp } = await createRecordingApp(backend));
    owner = await newPerson(testApp.app, 'Owner app');
    stranger = await newPerson(testApp.app, 'Stranger app');
    ownerId = await userIdOf(owner);
  });
  afterAll(() => testApp.close());

  it('projects, versions, restore, chat, queue, exports and the live socket', async () => {
    const id = owner.projectId;
    await saveEditedApp(testApp, id, 'A list of my houseplants and when to water them');
    await expectStatus(
      owner,
      ['POST', `/api/projects/${id}/generate`, { prompt: 'Add a note' }],
      202,
    );
    const ownerReads: Attempt[] = [
      ['GET', `/api/projects/${id}`],
      ['GET', `/api/projects/${id}/versions`],
      ['GET', `/api/projects/${id}/versions/1`],
      ['GET', `/api/projects/${id}/messages`],
      ['GET', `/api/projects/${id}/qr.svg`],
      ['GET', `/api/projects/${id}/export.zip`],
    ];
    for (const attempt of ownerReads) await expectStatus(owner, attempt, 200);

    await expectEachNotFound(stranger, [
      ...ownerReads,
      ['POST', `/api/projects/${id}/versions/1/restore`],
      ['POST', `/api/projects/${id}/messages`, { content: 'Not mine' }],
      ['POST', `/api/projects/${id}/generate`, { prompt: 'Not mine' }],
      ['POST', `/api/projects/${id}/runtime-errors`, { platform: 'ios', message: 'Boom' }],
    ]);
    const list = (await stranger.inject('GET', '/api/projects')).json<Array<{ id: string }>>();
    expect(list.map((project) => project.id)).toEqual([stranger.projectId]);
    const queue = (await stranger.inject('GET', '/api/queue')).json<{ userItems: unknown[] }>();
    expect(queue.userItems).toEqual([]);
    const ownerQueue = (await owner.inject('GET', '/api/queue')).json<{ userItems: unknown[] }>();
    expect(ownerQueue.userItems).toHaveLength(1);
    const messages = (await owner.inject('GET', `/api/projects/${id}/messages`)).json<unknown[]>();
    expect(messages).toHaveLength(1);

    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?projectId=${id}`, {
      headers: { cookie: stranger.cookie },
    });
    const closeCode = await new Promise<number>((resolve, reject) => {
      socket.on('close', (code) => resolve(code));
      socket.on('error', reject);
    });
    expect(closeCode).toBe(CLOSE_CODES.unknownProject);
  });

  it('AI history', async () => {
    await expectStatus(
      owner,
      ['POST', '/api/ai/generate-code', { prompt: 'a function that adds', language: 'python' }],
      200,
    );
    const historyOf = async (person: Person) =>
      (await person.inject('GET', '/api/ai/history')).json<{ history: unknown[] }>().history;
    expect(await historyOf(stranger)).toEqual([]);
    await expectStatus(stranger, ['DELETE', '/api/ai/history'], 204);
    expect(await historyOf(owner)).toHaveLength(1);
  });

  it('page-builder pages, jobs and downloads', async () => {
    const id = owner.projectId;
    await expectStatus(
      owner,
      ['POST', `/api/page-builder/generate/landing?projectId=${id}`, {}],
      200,
    );
    const job = await insertRunningJob(testApp.app.db, {
      userId: ownerId,
      projectId: id,
      total: 12,
    });
    if (!job) throw new Error('No build job was inserted.');
    await expectStatus(owner, ['GET', `/api/page-builder/download?projectId=${id}`], 200);
    await expectStatus(owner, ['GET', `/api/page-builder/jobs/${job.id}`], 200);

    await expectEachNotFound(stranger, [
      ['GET', `/api/page-builder/pages?projectId=${id}`],
      ['GET', `/api/page-builder/validate?projectId=${id}`],
      ['POST', `/api/page-builder/generate/landing?projectId=${id}`, {}],
      ['POST', `/api/page-builder/build-all?projectId=${id}`],
      ['GET', `/api/page-builder/jobs/latest?projectId=${id}`],
      ['GET', `/api/page-builder/jobs/${job.id}`],
      ['GET', `/api/page-builder/download?projectId=${id}`],
      ['GET', `/api/page-builder/download?projectId=${id}&pageType=landing`],
    ]);
  });

  it('media files, their processing, batch jobs and archives', async () => {
    const { files } = await uploaded(testApp.app, owner.cookie, [
      { name: 'photo.png', content: await pngImage(), type: 'image/png' },
    ]);
    const fileId = files[0]?.id;
    await expectStatus(
      owner,
      ['POST', `/api/media/${fileId}/optimize`, { formats: ['webp'] }],
      200,
    );
    const archive = await runBatch(owner, 'archive');
    expect(archive.status).toBe('completed');
    await expectStatus(owner, ['GET', `/api/media/jobs/${archive.id}/archive`], 200);

    await expectEachNotFound(stranger, [
      ['GET', `/api/media/${fileId}`],
      ['GET', `/api/media/${fileId}?download=1`],
      ['GET', `/api/media/${fileId}/thumbnail`],
      ['GET', `/api/media/${fileId}/variants/webp`],
      ['POST', `/api/media/${fileId}/optimize`, { formats: ['webp'] }],
      ['POST', `/api/media/${fileId}/thumbnail`],
      ['POST', `/api/media/${fileId}/watermark`, { text: 'mine now' }],
      ['DELETE', `/api/media/${fileId}`],
      ['GET', `/api/media/jobs/${archive.id}`],
      ['GET', `/api/media/jobs/${archive.id}/archive`],
    ]);
    const list = (await stranger.inject('GET', '/api/media')).json<{ files: unknown[] }>();
    expect(list.files).toEqual([]);
    const latest = await stranger.inject('GET', '/api/media/jobs/latest?kind=archive');
    expect(latest.json()).toEqual({ job: null });
    await expectStatus(owner, ['GET', `/api/media/${fileId}`], 200);
  });

  it('web3 wallets and transfers', async () => {
    const address = '0x1111111111111111111111111111111111111111';
    await expectStatus(
      owner,
      [
        'POST',
        '/api/web3/connect-wallet',
        { walletType: 'metamask', network: 'ethereum', address },
      ],
      200,
    );
    await testApp.app.db.insert(web3Transactions).values({
      userId: ownerId,
      network: 'ethereum',
      txHash: `0x${'ab'.repeat(32)}`,
      fromAddress: address,
      toAddress: address,
      symbol: 'ETH',
      amount: '1',
      blockNumber: '1',
      status: 'success',
      custody: 'browser',
    });
    expect((await stranger.inject('GET', '/api/web3/wallet')).json()).toEqual({ wallet: null });
    const transactions = (await stranger.inject('GET', '/api/web3/transactions')).json();
    expect(transactions).toEqual({ transactions: [] });
    await expectStatus(stranger, ['POST', '/api/web3/disconnect'], 200);
    const ownerWallet = (await owner.inject('GET', '/api/web3/wallet')).json();
    expect(ownerWallet).toMatchObject({ wallet: { address, custody: 'browser' } });
    const ownerTransactions = (await owner.inject('GET', '/api/web3/transactions')).json();
    expect(ownerTransactions.transactions).toHaveLength(1);
  });

  it('productivity coding sessions', async () => {
    const start = [
      'POST',
      '/api/productivity/session/start',
      { userId: 'me', sessionType: 'coding' },
    ];
    await expectStatus(owner, start as Attempt, 200);
    const ended = await stranger.inject('POST', '/api/productivity/session/end', { userId: 'me' });
    expect(ended.statusCode, ended.body).toBeGreaterThanOrEqual(400);
    expect(ended.statusCode).toBeLessThan(500);
    await expectStatus(owner, ['POST', '/api/productivity/session/end', { userId: 'me' }], 200);
  });

  it('truth reports and their downloads', async () => {
    const id = owner.projectId;
    const report = await insertReport(testApp.app.db, {
      userId: ownerId,
      projectId: id,
      version: 1,
      verdict: 'NEEDS_REVIEW',
      // The downloads read only the build id of the stored report.
      report: { buildId: 'owner-build' } as TruthReport,
      sbom: { bomFormat: 'CycloneDX' },
      artifact: new Uint8Array([80, 75, 5, 6]),
      signature: JSON.stringify({
        algorithm: 'ed25519',
        artifact: 'owner-build.zip',
        sha256: 'ab',
        signature: 'cd',
        publicKeyPem: 'pem',
      }),
      cpuMs: 1,
    });
    const downloads: Attempt[] = ['sbom', 'signature', 'artifact'].map((kind) => [
      'GET',
      `/api/truth-report/${report.id}/${kind}`,
    ]);
    for (const attempt of downloads) await expectStatus(owner, attempt, 200);

    await expectEachNotFound(stranger, [
      ...downloads,
      ['GET', `/api/truth-report/latest?projectId=${id}`],
      ['GET', `/api/truth-report/history?projectId=${id}`],
      ['GET', `/api/truth-report/run?projectId=${id}`],
      ['POST', `/api/truth-report/generate?projectId=${id}`, {}],
    ]);
    // An id nobody has answers the same, so a 404 tells nothing about whose a report is.
    expectNotFound(
      await stranger.inject('GET', `/api/truth-report/${randomUUID()}/sbom`),
      'unknown report',
    );
  });
});
