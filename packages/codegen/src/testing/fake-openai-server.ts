import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does for one request. */
export interface FakeModelReply {
  /** The assistant message's text (for structured output: the JSON). */
  content?: string;
  /** Answer with this HTTP status and an OpenAI-style error body instead. */
  status?: number;
  errorMessage?: string;
  /** Wait this long before answering (a hung model, for timeouts). */
  delayMs?: number;
  /** Characters per streamed chunk; 40 by default. */
  chunkSize?: number;
}

export interface CapturedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: unknown }[];
    response_format?: {
      type: string;
      json_schema?: { name?: string; schema?: unknown; strict?: boolean };
    };
    tools?: unknown[];
    [key: string]: unknown;
  };
}

export interface FakeModelServer {
  /** The base URL to configure: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: CapturedRequest[];
  close(): Promise<void>;
}

type Reply = FakeModelReply | ((request: CapturedRequest, index: number) => FakeModelReply);

const chunk = (model: string, delta: object, finishReason: string | null = null) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model,
  choices: [{ index: 0, delta, finish_reason: finishReason }],
});

/**
 * A loopback stand-in for an OpenAI-compatible API (Ollama, vLLM, LM Studio, OpenAI):
 * POST /v1/chat/completions answers with server-sent events when the request says `stream: true`
 * (as the AI SDK's streamText does) and with one JSON completion otherwise. Every request is recorded.
 */
export async function startFakeModelServer(reply: Reply): Promise<FakeModelServer> {
  const requests: CapturedRequest[] = [];
  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const part of request) raw += String(part);
    const url = request.url ?? '/';
    if (request.method !== 'POST' || url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `no route ${request.method} ${url}` } }));
      return;
    }
    const captured: CapturedRequest = {
      path: url,
      headers: request.headers,
      body: JSON.parse(raw || '{}'),
    };
    requests.push(captured);
    const planned = typeof reply === 'function' ? reply(captured, requests.length - 1) : reply;
    if (planned.delayMs) await new Promise((resolve) => setTimeout(resolve, planned.delayMs));
    if (response.destroyed) return;
    if (planned.status && planned.status >= 400) {
      response.writeHead(planned.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { message: planned.errorMessage ?? 'fake failure', type: 'server_error' },
        }),
      );
      return;
    }
    const model = captured.body.model ?? 'fake';
    const content = planned.content ?? '';
    if (!captured.body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 1_700_000_000,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: {
            prompt_tokens: 10,
            completion_tokens: content.length,
            total_tokens: 10 + content.length,
          },
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
    send(chunk(model, { role: 'assistant', content: '' }));
    const size = planned.chunkSize ?? 40;
    for (let at = 0; at < content.length; at += size) {
      send(chunk(model, { content: content.slice(at, at + size) }));
      // Let each chunk leave as its own packet, as a real model's tokens do.
      await new Promise((resolve) => setImmediate(resolve));
    }
    send({
      ...chunk(model, {}, 'stop'),
      usage: {
        prompt_tokens: 10,
        completion_tokens: content.length,
        total_tokens: 10 + content.length,
      },
    });
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A base URL on which nothing listens: a port the OS just gave out and took back. */
export async function unusedBaseUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
