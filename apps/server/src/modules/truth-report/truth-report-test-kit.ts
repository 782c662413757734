import { generate } from '@appforge/codegen/index';
import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import {
  historyResponseSchema,
  kpiStatusResponseSchema,
  reportResponseSchema,
  type TruthReport,
} from '@appforge/shared/contracts/truth-report';
import { expect } from 'vitest';
import type { Visitor } from '../../test/live-client';
import type { TestApp } from '../../test/test-app';
import { saveProjectCode } from '../builder/projects.repository';
import { insertVersion } from '../builder/versions.repository';

const POLL_MS = 50;
const query = (projectId?: string) => (projectId ? `?projectId=${projectId}` : '');

/** Sends `prompt` through the generation queue (a worker must run) and waits for its version. */
export async function generateThroughQueue(visitor: Visitor, projectId: string, prompt: string) {
  const before = (await visitor.inject('GET', `/api/projects/${projectId}`)).json<{
    currentVersion: number;
  }>().currentVersion;
  const queued = await visitor.inject('POST', `/api/projects/${projectId}/generate`, { prompt });
  expect(queued.statusCode, queued.body).toBeLessThan(300);
  for (;;) {
    const project = (await visitor.inject('GET', `/api/projects/${projectId}`)).json<{
      currentVersion: number;
    }>();
    if (project.currentVersion > before) return project.currentVersion;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A new version of the project with the app `prompt` describes, changed by `edit` first. */
export async function saveEditedApp(
  testApp: TestApp,
  projectId: string,
  prompt: string,
  edit: (code: GeneratedCode) => void = () => {},
) {
  const { appSpec, generatedCode } = await generate({ prompt });
  edit(generatedCode);
  const { db } = testApp.app;
  const version = await saveProjectCode(db, projectId, {
    generatedCode,
    appSpec,
    appName: appSpec.appName,
  });
  await insertVersion(db, { projectId, version: version!, prompt, appSpec, generatedCode });
  return { appSpec, generatedCode, version: version! };
}

export async function runReport(visitor: Visitor, projectId?: string): Promise<TruthReport> {
  const response = await visitor.inject(
    'POST',
    `/api/truth-report/generate${query(projectId)}`,
    {},
  );
  expect(response.statusCode, response.body).toBe(200);
  return reportResponseSchema.parse(response.json()).data;
}

export async function historyOf(visitor: Visitor, projectId?: string) {
  const response = await visitor.inject('GET', `/api/truth-report/history${query(projectId)}`);
  expect(response.statusCode, response.body).toBe(200);
  return historyResponseSchema.parse(response.json()).data;
}

export async function kpisOf(visitor: Visitor) {
  const response = await visitor.inject('GET', '/api/truth-report/kpi-status');
  expect(response.statusCode, response.body).toBe(200);
  return kpiStatusResponseSchema.parse(response.json()).data.kpiStatus;
}
