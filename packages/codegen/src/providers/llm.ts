import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  jsonSchema,
  Output,
  streamText,
  type JSONSchema7,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import { readAnswer } from './llm-answer.ts';
import { describeModelError, safeOrigin } from './llm-errors.ts';
import {
  expectedAnswerLength,
  responseJsonSchema,
  retryMessage,
  SYSTEM_PROMPT,
  userMessage,
} from './llm-prompt.ts';
import type { SpecProvider, UnderstandOptions } from './types.ts';

export { safeOrigin } from './llm-errors.ts';

export type LlmKind = 'openai-compatible' | 'anthropic';

/** Where the model is: the server's LLM_* settings. */
export interface LlmSettings {
  kind: LlmKind;
  /** The API's base URL: "http://localhost:11434/v1" (Ollama), "https://api.anthropic.com/v1". */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** How long one call to the model may take; 60 s by default. */
  timeoutMs?: number;
}

export interface LlmProviderOptions extends LlmSettings {
  /** Builds the app when the model's answer is invalid twice; the built-in provider by default. */
  fallback?: SpecProvider;
  /** The SDK's retries (with backoff) of a failed HTTP call; none by default, so failures surface fast. */
  maxRetries?: number;
}

export const DEFAULT_LLM_TIMEOUT_MS = 60_000;
export const FALLBACK_NOTE =
  "The model's answer was not a valid app description, so the built-in generator built this one";

/** The model is asked at most twice: once, then once more with the problems of its first answer. */
const ATTEMPTS = 2;
/** Progress is reported in steps of this fraction: each report is a database write and a socket event. */
const PROGRESS_STEP = 0.04;

export function createModel({ kind, baseUrl, model, apiKey }: LlmSettings): LanguageModel {
  if (kind === 'anthropic') return createAnthropic({ baseURL: baseUrl, apiKey })(model);
  // Structured outputs: the answer's JSON schema goes out as `response_format: json_schema`.
  return createOpenAICompatible({
    name: 'llm',
    baseURL: baseUrl,
    apiKey,
    supportsStructuredOutputs: true,
  })(model);
}

/** Monotonic progress, reported in steps. */
function progressReporter(onProgress: UnderstandOptions['onProgress']) {
  let reported = 0;
  return {
    get value() {
      return reported;
    },
    async report(fraction: number) {
      if (fraction < 1 && fraction - reported < PROGRESS_STEP) return;
      reported = fraction;
      await onProgress?.(fraction);
    },
  };
}

/** A SpecProvider that has a language model fill the AppSpec (structured output), streaming its answer. */
export function createLlmProvider(options: LlmProviderOptions): SpecProvider {
  const model = createModel(options);
  const timeoutMs = options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const schema = jsonSchema(responseJsonSchema() as JSONSchema7);

  /** One call to the model: its answer's text. Model and network failures become short, clear errors. */
  async function ask(
    messages: ModelMessage[],
    onChars: (count: number) => Promise<void>,
    signal?: AbortSignal,
  ) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const done = new AbortController();
    const result = streamText({
      model,
      system: SYSTEM_PROMPT,
      messages,
      output: Output.object({
        schema,
        name: 'app_spec',
        description: 'The app to build and notes for the person',
      }),
      abortSignal: AbortSignal.any([timeout, done.signal, ...(signal ? [signal] : [])]),
      maxRetries: options.maxRetries ?? 0,
      // Optional keys are allowed: OpenAI's strict mode would demand every key.
      providerOptions: { openaiCompatible: { strictJsonSchema: false } },
      // Errors arrive as stream parts below; the default handler would print them.
      onError: () => {},
    });
    const fail = (error: unknown) =>
      signal?.aborted
        ? signal.reason
        : describeModelError(error, { ...options, timeoutMs, timedOut: timeout.aborted });
    const parts = result.fullStream[Symbol.asyncIterator]();
    let text = '';
    try {
      for (;;) {
        let next: Awaited<ReturnType<typeof parts.next>>;
        try {
          next = await parts.next();
        } catch (error) {
          throw fail(error);
        }
        if (next.done) return text;
        const part = next.value;
        if (part.type === 'error') throw fail(part.error);
        if (part.type === 'abort') throw fail(new Error('the request was aborted'));
        if (part.type === 'text-delta') {
          text += part.text;
          await onChars(text.length);
        }
      }
    } finally {
      done.abort();
      void parts.return?.()?.catch(() => {});
    }
  }

  return {
    id: options.kind,
    label: `${options.model} via ${safeOrigin(options.baseUrl)}`,
    async understand({ prompt, previous }, { signal, onProgress } = {}) {
      signal?.throwIfAborted();
      const expected = expectedAnswerLength(previous);
      const progress = progressReporter(onProgress);
      const messages: ModelMessage[] = [{ role: 'user', content: userMessage(prompt, previous) }];
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const start = progress.value;
        const span = (attempt === 1 ? 0.8 : 0.95) - start;
        const text = await ask(
          messages,
          // Rises fast at first and never stalls at a cap, however far the answer's length is from the guess.
          (count) => progress.report(start + span * (1 - Math.exp((-2 * count) / expected))),
          signal,
        );
        const answer = readAnswer(text);
        if (answer.ok) {
          await progress.report(1);
          return { spec: answer.spec, notes: answer.notes };
        }
        messages.push(
          { role: 'assistant', content: text.trim() || '(no answer)' },
          { role: 'user', content: retryMessage(answer.problems) },
        );
      }
      // Loaded only when needed: the built-in understanding carries the whole domain vocabulary.
      const fallback = options.fallback ?? (await import('./built-in.ts')).builtInProvider;
      const built = await fallback.understand({ prompt, previous }, { signal });
      await progress.report(1);
      return { spec: built.spec, notes: [FALLBACK_NOTE, ...built.notes] };
    },
  };
}
