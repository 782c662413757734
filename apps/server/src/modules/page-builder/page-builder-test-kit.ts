import { builtInProvider } from '@appforge/codegen/providers/built-in';
import {
  buildJobResponseSchema,
  pagesResponseSchema,
  validationResponseSchema,
  type BuildJob,
} from '@appforge/shared/contracts/page-builder';
import { expect } from 'vitest';
import type { Visitor } from '../../test/live-client';
import type { TestApp } from '../../test/test-app';
import { saveProjectCode } from '../builder/projects.repository';

/** A project of the visitor's whose app the built-in generator made from `prompt`. */
export async function projectWithApp(testApp: TestApp, visitor: Visitor, prompt: string) {
  const project = await visitor.createProject();
  const { spec } = await builtInProvider.understand({ prompt });
  await saveProjectCode(testApp.app.db, project.id, {
    generatedCode: { frontend: {}, backend: {}, dependencies: { frontend: [], backend: [] } },
    appSpec: spec,
    appName: spec.appName,
  });
  return { id: project.id, spec };
}

/** How often the job is asked, as a page would (and well inside the API's rate limit). */
const JOB_POLL_MS = 50;

const query = (projectId?: string) => (projectId ? `?projectId=${projectId}` : '');

export async function pagesOf(visitor: Visitor, projectId?: string) {
  const response = await visitor.inject('GET', `/api/page-builder/pages${query(projectId)}`);
  expect(response.statusCode, response.body).toBe(200);
  return pagesResponseSchema.parse(response.json());
}

export async function validationOf(visitor: Visitor, projectId?: string) {
  const response = await visitor.inject('GET', `/api/page-builder/validate${query(projectId)}`);
  expect(response.statusCode, response.body).toBe(200);
  return validationResponseSchema.parse(response.json());
}

/** Starts Build All and follows the job the way the dashboard does, until it ends. */
export async function buildAll(visitor: Visitor, projectId?: string): Promise<BuildJob> {
  const started = await visitor.inject('POST', `/api/page-builder/build-all${query(projectId)}`);
  expect(started.statusCode, started.body).toBe(202);
  let { job } = buildJobResponseSchema.parse(started.json());
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    const polled = await visitor.inject('GET', `/api/page-builder/jobs/${job.id}`);
    job = buildJobResponseSchema.parse(polled.json()).job;
  }
  return job;
}
