import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

const NUL = '\u0000';
/** An unpaired UTF-16 surrogate: a string no UTF-8 encoder (nor PostgreSQL's jsonb) can take. */
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with a piece of text, or null when nothing is. */
function textProblem(text: string): TextProblem | null {
  if (text.includes(NUL)) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'lone_surrogate';
  return null;
}

export type TextProblem = 'nul' | 'lone_surrogate';

export interface InvalidText {
  /** Dotted path from the root name given, e.g. `body.metadata.features.1`. */
  path: string;
  problem: TextProblem;
}

/** A value still to look at, and how it was reached; its path is spelled out only when needed. */
interface Pending {
  value: unknown;
  key: string;
  parent: Pending | null;
}

function pathOf(entry: Pending): string {
  const keys: string[] = [];
  for (let current: Pending | null = entry; current; current = current.parent) {
    keys.push(current.key.replaceAll(NUL, '\\0').replace(/\p{Cs}/gu, '\\uFFFD'));
  }
  return keys.reverse().join('.');
}

/**
 * The first string or object key holding a NUL character or a lone surrogate, or null when there
 * is none. PostgreSQL refuses both in text and jsonb, so such input could only fail later, and
 * worse. The walk keeps its own stack: a deeply nested body cannot overflow the call stack.
 */
export function findInvalidText(value: unknown, root: string): InvalidText | null {
  const pending: Pending[] = [{ value, key: root, parent: null }];
  while (pending.length > 0) {
    const current = pending.pop() as Pending;
    const keyProblem = textProblem(current.key);
    if (keyProblem) return { path: pathOf(current), problem: keyProblem };
    if (typeof current.value === 'string') {
      const problem = textProblem(current.value);
      if (problem) return { path: pathOf(current), problem };
      continue;
    }
    if (current.value === null || typeof current.value !== 'object') continue;
    if (ArrayBuffer.isView(current.value)) continue;
    const entries = Object.entries(current.value);
    // Pushed last-first so that the first offending field in reading order is the one named.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      pending.push({ value: item, key, parent: current });
    }
  }
  return null;
}

export function invalidTextMessage({ path, problem }: InvalidText): string {
  return problem === 'nul'
    ? `${path}: must not contain a NUL character`
    : `${path}: must be well-formed Unicode (it holds an unpaired surrogate)`;
}

const parts = ['params', 'query', 'body'] as const;

/** Every route's path parameters, query and parsed body, before its schema sees them. */
async function refuseInvalidText(request: FastifyRequest): Promise<void> {
  for (const part of parts) {
    const found = findInvalidText(request[part], part);
    if (found) throw new HttpError(400, 'invalid_text', invalidTextMessage(found));
  }
}

/** Text input holding a NUL character or a lone surrogate is refused with 400 naming the field. */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', refuseInvalidText);
  },
  { name: 'text-input', dependencies: ['errors'] },
);
