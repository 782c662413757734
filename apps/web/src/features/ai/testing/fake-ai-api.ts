import type { AiAgent, AiHistoryEntry } from '@appforge/shared/contracts/ai';
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

type Answer = (request: SentRequest) => Response | Promise<Response>;

/**
 * Stubs fetch with the answers given by "METHOD /path"; anything else answers 404 the way the
 * server does. It records every request, so a test can check what the page sent.
 */
export function fakeAiApi(answers: Record<string, Answer>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      if (request.url === '/api/session') return Response.json({});
      sent.push(request);
      const answer = answers[`${request.method} ${request.url}`];
      if (answer) return answer(request);
      return Response.json({ error: 'not_found', message: 'Not found' }, { status: 404 });
    }),
  );
  return sent;
}

export const anAgent = (overrides: Partial<AiAgent> = {}): AiAgent => ({
  id: 'code-recipes',
  name: 'Built-in code recipes',
  kind: 'built-in',
  model: null,
  baseUrl: null,
  status: 'ready',
  default: false,
  ...overrides,
});

export const aHistoryEntry = (overrides: Partial<AiHistoryEntry> = {}): AiHistoryEntry => ({
  id: crypto.randomUUID(),
  type: 'code_generation',
  prompt: 'Debounce a search input',
  result: 'export function debounce() {}',
  language: 'typescript',
  timestamp: new Date().toISOString(),
  status: 'success',
  ...overrides,
});

/** A server-like history: what a generate or analyze call records, GET lists newest first. */
export function historyStore(initial: AiHistoryEntry[] = []) {
  let entries = [...initial];
  return {
    add: (entry: Partial<AiHistoryEntry>) => {
      entries = [aHistoryEntry(entry), ...entries];
    },
    answers: {
      'GET /api/ai/history': () => Response.json({ history: entries }),
      'DELETE /api/ai/history': () => {
        entries = [];
        return new Response(null, { status: 204 });
      },
    } satisfies Record<string, Answer>,
  };
}
