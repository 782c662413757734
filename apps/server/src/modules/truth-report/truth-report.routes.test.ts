import { createPublicKey, verify } from 'node:crypto';
import { signatureDocumentSchema } from '@appforge/shared/contracts/truth-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor } from '../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import {
  generateThroughQueue,
  historyOf,
  kpisOf,
  runReport,
  saveEditedApp,
} from './truth-report-test-kit';

/** Ceilings for a busy machine: a report runs the app's tests and a load test. */
const REPORT_TIMEOUT_MS = 180_000;
/** The browser gates have their own test (browser/); here they are not measured. */
const NO_BROWSER = { chromiumPath: undefined };

describe.each(backends)('Truth Report API (%s)', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    const base = await createTestApp(backend);
    await base.close();
    testApp = await createTestApp(backend, {
      workers: 1,
      truthReport: { ...base.config.truthReport, ...NO_BROWSER },
    });
  });
  afterAll(() => testApp.close());

  it('answers empty states, then 409 to a report with no project or no version', async () => {
    const visitor = await newVisitor(testApp.app);
    expect((await visitor.inject('GET', '/api/truth-report/latest')).json()).toEqual({
      data: null,
    });
    expect(await historyOf(visitor)).toEqual([]);
    const kpis = await kpisOf(visitor);
    expect(Object.values(kpis).map((kpi) => kpi.status)).toEqual(Array(5).fill('NOT_MEASURED'));
    const noProject = await visitor.inject('POST', '/api/truth-report/generate', {});
    expect(noProject.statusCode).toBe(409);
    expect(noProject.json()).toMatchObject({ error: 'no_project' });
    await visitor.createProject();
    const noVersion = await visitor.inject('POST', '/api/truth-report/generate', {});
    expect(noVersion.json()).toMatchObject({ error: 'no_version' });
  });

  it(
    'runs every gate on a generated app: READY or named reviews, a signed export and an SBOM',
    async () => {
      const visitor = await newVisitor(testApp.app);
      const { id } = await visitor.createProject('My App');
      await generateThroughQueue(
        visitor,
        id,
        'A recipe book with ratings and the ingredients each recipe needs',
      );
      const report = await runReport(visitor);
      expect(report).toMatchObject({ projectId: id, version: 1, blockers: [] });
      expect(report.tests.unit.fail).toBe(0);
      expect(report.tests.unit.pass).toBeGreaterThan(10);
      expect(report.tests.unit.coverage).toBeGreaterThan(0);
      expect(report.tests.ui).toBeNull();
      expect(report.performance.p95ApiMs).toBeGreaterThan(0);
      expect(report.staticAnalysis.checks).toMatchObject({
        bundle_frontend: 'ok',
        bundle_backend: 'ok',
      });
      expect(report.security).toMatchObject({ secrets: 'no_leaks', deps: 'clean' });
      expect(report.apiContracts).toMatchObject({
        pactVerified: true,
        schemaChanges: 'first_version',
        mockServersUp: true,
      });
      expect(report.visualRegression.status).toBe('not_measured');
      expect(report.kpis.timeToExecutableMs).toBeGreaterThan(0);

      const sbom = await visitor.inject('GET', report.links.sbom);
      expect(sbom.statusCode).toBe(200);
      expect(sbom.json()).toMatchObject({ bomFormat: 'CycloneDX' });
      const signature = signatureDocumentSchema.parse(
        (await visitor.inject('GET', report.links.signature)).json(),
      );
      const artifact = await visitor.inject('GET', report.links.artifact);
      expect(artifact.headers['content-type']).toBe('application/zip');
      expect(
        verify(
          null,
          artifact.rawPayload,
          createPublicKey(signature.publicKeyPem),
          Buffer.from(signature.signature, 'base64'),
        ),
      ).toBe(true);
      const exported = await visitor.inject('GET', `/api/projects/${id}/export.zip`);
      expect(Buffer.compare(exported.rawPayload, artifact.rawPayload)).toBe(0);

      expect((await visitor.inject('GET', '/api/truth-report/latest')).json().data).toEqual(report);
      const kpis = await kpisOf(visitor);
      expect(kpis.timeToExecutable).toMatchObject({ samples: 1, status: 'PASS' });
      expect(kpis.a11yScore.current).toBe(report.localizationA11y.a11yScore);

      // A follow-up changes the app: a new report with other figures, the history newest first.
      await generateThroughQueue(visitor, id, 'add a notes field to recipes');
      const next = await runReport(visitor, id);
      expect(next.version).toBe(2);
      expect(next.apiContracts.schemaChanges).toBe('compatible');
      expect(next.apiContracts.changes.join(' ')).toMatch(/notes/i);
      expect((await historyOf(visitor, id)).map((item) => item.id)).toEqual([next.id, report.id]);
      expect(kpis.changeLeadTime.samples).toBe(0);
      expect((await kpisOf(visitor)).changeLeadTime.samples).toBe(1);
    },
    REPORT_TIMEOUT_MS,
  );

  it(
    'blocks a broken app and names the failing gates and tests',
    async () => {
      const visitor = await newVisitor(testApp.app);
      const { id } = await visitor.createProject();
      await saveEditedApp(testApp, id, 'A simple to-do list with due dates', (code) => {
        const route = Object.keys(code.backend).find((path) => path.startsWith('src/routes/'))!;
        code.backend[route] = code.backend[route]!.replace(
          /reply\.code\(201\)/,
          "reply.code(500).send({ error: 'broken' }); return reply.code(201)",
        );
        code.frontend['src/config.ts'] =
          "export const API_KEY = 'sk-live-4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c';\n";
      });
      const report = await runReport(visitor, id);
      expect(report.verdict).toBe('BLOCKED');
      expect(report.blockers).toEqual(expect.arrayContaining(['tests', 'security']));
      expect(report.tests.unit.fail).toBeGreaterThan(0);
      expect(report.tests.cases[0]).toMatchObject({ passed: false });
      expect(report.security.findings).toContainEqual(
        expect.objectContaining({ kind: 'secret', file: 'frontend/src/config.ts' }),
      );
      expect(JSON.stringify(report)).not.toContain('4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c');
    },
    REPORT_TIMEOUT_MS,
  );

  it(
    "keeps each person's reports to them, and refuses bad input with 400",
    async () => {
      const owner = await newVisitor(testApp.app);
      const { id } = await owner.createProject();
      await saveEditedApp(testApp, id, 'A list of my houseplants and when to water them');
      const report = await runReport(owner, id);
      const stranger = await newVisitor(testApp.app);
      for (const url of [
        `/api/truth-report/latest?projectId=${id}`,
        `/api/truth-report/history?projectId=${id}`,
        `/api/truth-report/run?projectId=${id}`,
        report.links.sbom,
        report.links.signature,
        report.links.artifact,
      ]) {
        expect((await stranger.inject('GET', url)).statusCode, url).toBe(404);
      }
      expect(
        (await stranger.inject('POST', `/api/truth-report/generate?projectId=${id}`, {}))
          .statusCode,
      ).toBe(404);
      for (const [method, url, body] of [
        ['GET', '/api/truth-report/latest?projectId=nope', undefined],
        ['GET', '/api/truth-report/history?limit=0', undefined],
        ['GET', '/api/truth-report/history?limit=11', undefined],
        ['POST', '/api/truth-report/generate', { projectId: id }],
        ['GET', '/api/truth-report/not-a-uuid/sbom', undefined],
      ] as const) {
        const response = await owner.inject(method, url, body);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({
          error: expect.any(String),
          message: expect.any(String),
        });
      }
    },
    REPORT_TIMEOUT_MS,
  );
});
