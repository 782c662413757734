import {
  createModel,
  DEFAULT_LLM_TIMEOUT_MS,
  type LlmSettings,
} from '@appforge/codegen/providers/llm';
import { describeModelError } from '@appforge/codegen/providers/llm-errors';
import { generateText, type ModelMessage } from 'ai';

/** The language model's free-form answer to `messages`; a failure throws a short, key-free sentence. */
export async function askModel(
  settings: LlmSettings,
  system: string,
  messages: ModelMessage[],
): Promise<string> {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const result = await generateText({
      model: createModel(settings),
      system,
      messages,
      abortSignal: timeout,
      maxRetries: 0,
    });
    return result.text;
  } catch (error) {
    throw describeModelError(error, {
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      timeoutMs,
      timedOut: timeout.aborted,
    });
  }
}

const FENCE = /```[ \t]*([\w+#-]*)[^\n]*\n([\s\S]*?)```/g;

export interface ExtractedAnswer {
  code: string;
  /** The answer's words around the code block, as the explanation. */
  prose: string;
}

/**
 * The code of a model's answer: its longest fenced block (the model may add a usage snippet), or
 * the whole answer when it has no fence. The prose around it becomes the explanation.
 */
export function extractCode(answer: string): ExtractedAnswer {
  const blocks = [...answer.matchAll(FENCE)];
  if (blocks.length === 0) return { code: answer.trim(), prose: '' };
  const longest = blocks.reduce((best, block) =>
    (block[2] ?? '').length > (best[2] ?? '').length ? block : best,
  );
  const prose = answer
    .replace(longest[0], '')
    .replace(FENCE, (_match, _lang, code: string) => code)
    .trim();
  return { code: (longest[2] ?? '').trimEnd(), prose };
}
