import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pngImage } from '../modules/media/media-test-kit';
import { chatMessage, connect, wsUrl } from '../test/live-client';
import { backends, createTestApp, type TestApp } from '../test/test-app';
import { newPerson, type Person } from '../security/security-test-kit';
import { findInvalidText, invalidTextMessage, type InvalidText } from './text-input';

const nulAt = (path: string): InvalidText => ({ path, problem: 'nul' });

describe('findInvalidText', () => {
  it('names the first field holding a NUL, through objects and arrays', () => {
    expect(findInvalidText({ name: 'ok', tags: ['a', 'b\u0000'] }, 'body')).toEqual(
      nulAt('body.tags.1'),
    );
    expect(findInvalidText({ a: { b: 'x\u0000' }, c: '\u0000' }, 'body')).toEqual(
      nulAt('body.a.b'),
    );
    expect(findInvalidText('\u0000', 'query')).toEqual(nulAt('query'));
  });

  it('names a key holding a NUL, made visible', () => {
    expect(findInvalidText({ meta: { 'ke\u0000y': 1 } }, 'body')).toEqual(
      nulAt('body.meta.ke\\0y'),
    );
  });

  it('names text with an unpaired surrogate, and lets paired ones (emoji) through', () => {
    expect(findInvalidText({ list: ['😀', 'x\ud800'] }, 'body')).toEqual({
      path: 'body.list.1',
      problem: 'lone_surrogate',
    });
    expect(findInvalidText({ text: '\udfff\ud800' }, 'body')?.problem).toBe('lone_surrogate');
    expect(findInvalidText({ text: 'a 😀 b', other: '👩‍👩‍👧‍👦' }, 'body')).toBeNull();
  });

  it('finds nothing in clean input, numbers, nulls or binary data', () => {
    expect(findInvalidText({ a: [1, null, true, 'text'], b: {} }, 'body')).toBeNull();
    expect(findInvalidText(Buffer.from([0, 0, 0]), 'body')).toBeNull();
    expect(findInvalidText(undefined, 'body')).toBeNull();
  });

  it('walks nesting far deeper than the call stack would allow', () => {
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(findInvalidText(deep, 'body')?.path.split('.')).toHaveLength(200_001);
  });

  it('says what is wrong where', () => {
    expect(invalidTextMessage(nulAt('body.name'))).toBe(
      'body.name: must not contain a NUL character',
    );
    expect(invalidTextMessage({ path: 'body.name', problem: 'lone_surrogate' })).toBe(
      'body.name: must be well-formed Unicode (it holds an unpaired surrogate)',
    );
  });
});

describe.each(backends)(
  'text with a NUL character is refused with 400 naming the field (%s)',
  (backend) => {
    let testApp: TestApp;
    let person: Person;
    beforeAll(async () => {
      testApp = await createTestApp(backend);
      person = await newPerson(testApp.app);
    });
    afterAll(() => testApp.close());

    const refusedAt = (path: string) => ({
      error: 'invalid_text',
      message: `${path}: must not contain a NUL character`,
    });

    it('in a project name, a prompt, a message or its metadata', async () => {
      const id = person.projectId;
      for (const [url, payload, path] of [
        ['/api/projects', { name: 'My\u0000App' }, 'body.name'],
        [`/api/projects/${id}/generate`, { prompt: 'A todo app\u0000' }, 'body.prompt'],
        [`/api/projects/${id}/messages`, { content: '\u0000hi' }, 'body.content'],
        [
          `/api/projects/${id}/messages`,
          { content: 'hi', metadata: { features: ['ok', 'bad\u0000'] } },
          'body.metadata.features.1',
        ],
      ] as const) {
        const response = await person.inject('POST', url, payload);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual(refusedAt(path));
      }
      const messages = await person.inject('GET', `/api/projects/${id}/messages`);
      expect(messages.json()).toEqual([]);
    });

    it('in a JSON string spelling half a surrogate pair, which cannot be stored either', async () => {
      for (const [url, payload, path] of [
        ['/api/projects', '{"name":"App","config":{"features":["\\ud800"]}}', 'config.features.0'],
        [
          '/api/page-builder/generate/landing',
          '{"customRequirements":["ok","x\\udfff"]}',
          'customRequirements.1',
        ],
      ]) {
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          headers: { cookie: person.cookie, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual({
          error: 'invalid_text',
          message: `body.${path}: must be well-formed Unicode (it holds an unpaired surrogate)`,
        });
      }
    });

    it('in a query string and a path parameter', async () => {
      const query = await person.inject('GET', '/api/page-builder/pages?projectId=%00');
      expect(query.statusCode).toBe(400);
      expect(query.json()).toEqual(refusedAt('query.projectId'));
      const param = await person.inject('GET', '/api/projects/a%00b');
      expect(param.statusCode).toBe(400);
      expect(param.json()).toEqual(refusedAt('params.id'));
    });

    it('stores an upload whose file name holds one under a clean name, and refuses such a type', async () => {
      const { body, contentType } = multipartBody([
        { name: 'pho\u0000to.png', content: await pngImage(), type: 'image/png' },
        { name: 'other.png', content: await pngImage(), type: 'image/png\u0000' },
      ]);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        headers: { cookie: person.cookie, 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        files: [{ originalName: 'photo.png', mimeType: 'image/png' }],
        rejected: [{ originalName: 'other.png', code: 'type_mismatch' }],
      });
    });

    it('on the live socket: validation_failed naming the field, and nothing stored', async () => {
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      const client = await connect(wsUrl(testApp.app, person.projectId), person.cookie);
      const message = chatMessage(person.projectId, 'Build\u0000 me an app');
      client.send(message);
      client.send({
        ...message,
        data: { ...message.data, content: 'ok', metadata: { userAgent: 'x\u0000' } },
      });
      const errors = () => client.events.filter((event) => event.type === 'error');
      await client.waitFor(() => errors().length === 2);
      await client.close();
      expect(errors().map((event) => event.data)).toEqual([
        {
          code: 'validation_failed',
          message: 'The message is invalid. data.content: must not contain a NUL character',
        },
        {
          code: 'validation_failed',
          message:
            'The message is invalid. data.metadata.userAgent: must not contain a NUL character',
        },
      ]);
      const messages = await person.inject('GET', `/api/projects/${person.projectId}/messages`);
      expect(messages.json()).toEqual([]);
    });
  },
);
