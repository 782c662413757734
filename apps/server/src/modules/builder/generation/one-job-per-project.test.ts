import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingGenerator } from '../../../test/fake-generator';
import {
  chatMessage,
  connect,
  newVisitor,
  wsUrl,
  type LiveClient,
} from '../../../test/live-client';
import { backends, createTestApp, type TestApp } from '../../../test/test-app';

const completions = (client: LiveClient) =>
  client.events.filter((event) => event.type === 'prompt_completed').length;

describe.each(backends)('one job at a time per project (%s)', (backend) => {
  let testApp: TestApp;
  const recorder = createRecordingGenerator(0, undefined, /^first$/);
  beforeAll(async () => {
    testApp = await createTestApp(backend, { workers: 2 }, { generator: recorder.generator });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  it('builds each follow-up on the result before it, while other projects use the free worker', async () => {
    const visitor = await newVisitor(testApp.app);
    const busy = await visitor.createProject('Busy');
    const other = await visitor.createProject('Other');
    const busyClient = await connect(wsUrl(testApp.app, busy.id), visitor.cookie);
    const otherClient = await connect(wsUrl(testApp.app, other.id), visitor.cookie);
    for (const prompt of ['first', 'second', 'third'])
      busyClient.send(chatMessage(busy.id, prompt));
    await busyClient.waitFor((event) => event.type === 'prompt_processing');
    otherClient.send(chatMessage(other.id, 'elsewhere'));

    await otherClient.waitFor((event) => event.type === 'prompt_completed');
    expect(completions(busyClient)).toBe(0);
    recorder.release();
    await busyClient.waitFor(() => completions(busyClient) === 3, 10_000);
    await Promise.all([busyClient.close(), otherClient.close()]);

    expect(recorder.builtOn.get('first')).toBeUndefined();
    expect(recorder.builtOn.get('second')).toBe('first');
    expect(recorder.builtOn.get('third')).toBe('second');
    expect(recorder.builtOn.get('elsewhere')).toBeUndefined();
  });
});
