import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test/test-app';

describe.each(backends)('error answers on %s', (backend) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(backend);
    const app = testApp.app.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(1).max(5) }) } },
      async (request) => ({ name: request.body.name }),
    );
    app.get('/api/test/crash', async () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
  });
  afterAll(() => testApp.close());

  const post = (payload: string, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers an unknown API route with 404 JSON', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'not_found',
      message: 'No API route matches GET /api/no-such-thing.',
    });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_json' });
  });

  it('answers an oversized body with 413 and no stack', async () => {
    const response = await post(
      JSON.stringify({ name: 'x'.repeat(testApp.config.bodyLimitBytes) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'payload_too_large',
      message: 'The request body is larger than allowed.',
    });
  });

  it('answers a schema violation with validation_failed and the issues', async () => {
    const response = await post(JSON.stringify({ name: 'much too long' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toContain('name');
    expect(body.issues).toEqual([{ path: ['name'], message: expect.any(String) }]);
  });

  it('hides the details of an unexpected failure', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('secret internals');
  });

  it('puts a request id on every response and keeps a caller-supplied one', async () => {
    const own = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(passed.headers['x-request-id']).toBe('lb-1234');
  });
});
