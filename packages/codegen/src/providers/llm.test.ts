import { afterEach, describe, expect, it } from 'vitest';
import { appSpecSchema } from '../app-spec.ts';
import {
  startFakeModelServer,
  unusedBaseUrl,
  type CapturedRequest,
  type FakeModelReply,
  type FakeModelServer,
} from '../testing/fake-openai-server.ts';
import { houseplantSpec, modelAnswer } from '../testing/llm-fixtures.ts';
import { createLlmProvider, FALLBACK_NOTE, type LlmProviderOptions } from './llm.ts';

const API_KEY = 'sk-test-secret-123';
let server: FakeModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function providerFor(
  reply: FakeModelReply | ((request: CapturedRequest, index: number) => FakeModelReply),
  options: Partial<LlmProviderOptions> = {},
) {
  server = await startFakeModelServer(reply);
  return createLlmProvider({
    kind: 'openai-compatible',
    baseUrl: server.baseUrl,
    model: 'fake-llama',
    apiKey: API_KEY,
    ...options,
  });
}

const userText = (request: CapturedRequest | undefined, index = -1) =>
  String(request?.body.messages?.filter((message) => message.role === 'user').at(index)?.content);

describe('the LLM provider (OpenAI-compatible)', () => {
  it('returns the model’s AppSpec and reports rising progress while the answer streams', async () => {
    const provider = await providerFor({ content: modelAnswer(houseplantSpec), chunkSize: 60 });
    const fractions: number[] = [];
    const result = await provider.understand(
      { prompt: 'an app to look after my houseplants' },
      { onProgress: (fraction) => void fractions.push(fraction) },
    );

    expect(result.spec.appName).toBe('Leafy Care');
    expect(result.spec.entities[0]?.name).toBe('Houseplant');
    expect(result.spec.screens.length).toBeGreaterThan(0); // the standard set, filled in by appSpecSchema
    expect(appSpecSchema.safeParse(result.spec).success).toBe(true);
    expect(result.notes).toEqual(['Assumed you water by days.']);

    expect(fractions.length).toBeGreaterThanOrEqual(4);
    expect(
      fractions.every((fraction, index) => index === 0 || fraction > fractions[index - 1]!),
    ).toBe(true);
    expect(fractions.at(-1)).toBe(1);

    const [request] = server!.requests;
    expect(server!.requests).toHaveLength(1);
    expect(request?.body).toMatchObject({ model: 'fake-llama', stream: true });
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'app_spec', strict: false },
    });
    expect(JSON.stringify(request?.body.response_format)).toContain('games_casual');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.messages?.[0]).toMatchObject({ role: 'system' });
    expect(userText(request)).toContain('an app to look after my houseplants');
    expect(provider.label).toBe(`fake-llama via ${new URL(server!.baseUrl).origin}`);
  });

  it('sends the previous AppSpec with a follow-up and returns the edited spec', async () => {
    const previous = appSpecSchema.parse(houseplantSpec);
    const edited = structuredClone(houseplantSpec);
    edited.entities[0]!.fields.push({
      name: 'potSize',
      label: 'Pot size',
      type: 'number',
      required: false,
      unit: 'cm',
    });
    const provider = await providerFor({
      content: modelAnswer(edited, ['Added field Pot size to Houseplants']),
    });

    const result = await provider.understand({ prompt: 'add a pot size in cm', previous });

    const sent = userText(server!.requests[0]);
    expect(sent).toContain('add a pot size in cm');
    expect(sent).toContain('"appName": "Leafy Care"');
    expect(sent).toContain('"titleField": "nickname"');
    expect(sent).toContain('"screens": []'); // the standard screens are sent as [] so they follow the edit
    expect(sent).toMatch(/keep everything it does not mention/);
    expect(result.spec.entities[0]?.fields.map((field) => field.name)).toContain('potSize');
    expect(result.spec.screens.length).toBeGreaterThan(0);
    expect(result.notes).toEqual(['Added field Pot size to Houseplants']);
  });

  it('feeds validation problems back once and keeps a corrected second answer', async () => {
    const broken = {
      ...houseplantSpec,
      entities: [{ ...houseplantSpec.entities[0], titleField: 'title' }],
    };
    const provider = await providerFor((_request, index) => ({
      content:
        index === 0 ? modelAnswer(broken) : `\`\`\`json\n${modelAnswer(houseplantSpec)}\n\`\`\``,
    }));

    const result = await provider.understand({ prompt: 'plants' });

    expect(server!.requests).toHaveLength(2);
    const retry = server!.requests[1]!;
    expect(retry.body.messages?.at(-2)).toMatchObject({
      role: 'assistant',
      content: modelAnswer(broken),
    });
    expect(userText(retry)).toContain(
      'spec.entities[0].titleField: "title" is not one of Houseplant\'s fields',
    );
    expect(result.spec.entities[0]?.titleField).toBe('nickname');
    expect(result.notes).not.toContain(FALLBACK_NOTE);
  });

  it('falls back to the built-in generator when the answer is invalid twice', async () => {
    const provider = await providerFor({ content: '{"spec": {"appName": "Half an app"' });

    const result = await provider.understand({
      prompt: 'a recipe book with ingredients and cook time',
    });

    expect(server!.requests).toHaveLength(2);
    expect(userText(server!.requests[1])).toContain('The answer is not valid JSON');
    expect(appSpecSchema.safeParse(result.spec).success).toBe(true);
    expect(result.notes[0]).toBe(FALLBACK_NOTE);
  });

  it('hands the prompt to the fallback provider and puts the fallback note first', async () => {
    const provider = await providerFor(
      { content: 'I would build a nice plant app!' },
      {
        fallback: {
          id: 'stub',
          label: 'Stub',
          understand: async ({ prompt }) => ({
            spec: appSpecSchema.parse({ ...houseplantSpec, appName: prompt }),
            notes: ['stub note'],
          }),
        },
      },
    );
    const result = await provider.understand({ prompt: 'Plant Pal' });
    expect(result.spec.appName).toBe('Plant Pal');
    expect(result.notes).toEqual([FALLBACK_NOTE, 'stub note']);
  });

  it('turns an HTTP error into a short message naming the host, without the API key', async () => {
    const provider = await providerFor({ status: 500, errorMessage: 'model crashed' });
    const host = new URL(server!.baseUrl).host;
    await expect(provider.understand({ prompt: 'plants' })).rejects.toThrow(
      `The language model at ${host} answered with an error (HTTP 500): model crashed`,
    );

    const keyed = await providerFor({
      status: 401,
      errorMessage: `Incorrect API key provided: ${API_KEY}`,
    });
    const failure = await keyed.understand({ prompt: 'plants' }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(
      /refused the API key \(HTTP 401\): Incorrect API key provided: \[key\]/,
    );
    expect((failure as Error).message).not.toContain(API_KEY);
  });

  it('calls the Anthropic Messages API for the anthropic kind (here answered 404 by the fake)', async () => {
    const provider = await providerFor(
      { content: '' },
      { kind: 'anthropic', model: 'claude-test' },
    );
    const failure = await provider.understand({ prompt: 'plants' }).catch((error: Error) => error);
    expect((failure as Error).message).toBe(
      `The language model at ${new URL(server!.baseUrl).host} does not know this model or address (HTTP 404): no route POST /v1/messages`,
    );
    expect(provider.id).toBe('anthropic');
  });

  it('says so when nothing listens at the address', async () => {
    const baseUrl = await unusedBaseUrl();
    const provider = createLlmProvider({ kind: 'openai-compatible', baseUrl, model: 'fake-llama' });
    await expect(provider.understand({ prompt: 'plants' })).rejects.toThrow(
      `The language model at ${new URL(baseUrl).host} did not answer: connection refused`,
    );
  });

  it('gives up after the timeout with a clear message', async () => {
    const provider = await providerFor(
      { content: modelAnswer(houseplantSpec), delayMs: 10_000 },
      { timeoutMs: 200 },
    );
    const started = Date.now();
    await expect(provider.understand({ prompt: 'plants' })).rejects.toThrow(
      /did not answer within 0\.2 s\.$/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops when the job is cancelled, with the job’s own reason', async () => {
    const provider = await providerFor({ content: modelAnswer(houseplantSpec), delayMs: 10_000 });
    const controller = new AbortController();
    const reason = new Error('job cancelled');
    setTimeout(() => controller.abort(reason), 100);
    await expect(
      provider.understand({ prompt: 'plants' }, { signal: controller.signal }),
    ).rejects.toBe(reason);
  });
});

describe('the fake OpenAI-compatible server', () => {
  it('answers a non-streaming request with one JSON completion', async () => {
    server = await startFakeModelServer({ content: '{"ok":true}' });
    const response = await fetch(`${server.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }),
    });
    const body = (await response.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]?.message.content).toBe('{"ok":true}');
  });
});
