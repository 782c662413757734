import { APICallError, RetryError } from 'ai';

/** Error texts end up in chat messages: keep the model's own reason short. */
const MAX_REASON_LENGTH = 200;

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'the connection was closed',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
};

/** The scheme and host of a base URL: never its credentials, path or query (which may hold keys). */
export function safeOrigin(baseUrl: string) {
  try {
    const url = new URL(baseUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'the configured address';
  }
}

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_REASONS[code]) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `{"error": {"message": …}}` (OpenAI, Ollama, vLLM, Anthropic) or `{"error": "…"}`, else the raw body. */
function bodyReason(body: string | undefined) {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    const error = parsed.error;
    if (typeof error === 'string') return error;
    if (error && typeof (error as { message?: unknown }).message === 'string')
      return (error as { message: string }).message;
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: a proxy's HTML or plain-text page
  }
  return body.replace(/<[^>]*>/g, ' ');
}

export interface ModelErrorContext {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  timedOut: boolean;
}

/** A short, user-facing sentence for a failed call to the model; never carries the API key. */
export function describeModelError(error: unknown, context: ModelErrorContext): Error {
  const host = new URL(safeOrigin(context.baseUrl)).host || safeOrigin(context.baseUrl);
  const seconds = Number((context.timeoutMs / 1000).toFixed(1));
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  let message: string;
  if (context.timedOut) {
    message = `The language model at ${host} did not answer within ${seconds} s.`;
  } else if (APICallError.isInstance(cause) && cause.statusCode !== undefined) {
    const status = cause.statusCode;
    const reason = bodyReason(cause.responseBody) ?? cause.message;
    const what =
      status === 401 || status === 403
        ? 'refused the API key'
        : status === 404
          ? 'does not know this model or address'
          : status === 429
            ? 'is busy (too many requests)'
            : 'answered with an error';
    message = `The language model at ${host} ${what} (HTTP ${status}): ${reason}`;
  } else {
    const code = errorCode(cause);
    const reason = code
      ? NETWORK_REASONS[code]
      : cause instanceof Error
        ? cause.message
        : String(cause);
    message = `The language model at ${host} did not answer: ${reason}`;
  }
  message = message.replace(/\s+/g, ' ').trim();
  if (context.apiKey) message = message.split(context.apiKey).join('[key]');
  if (message.length > MAX_REASON_LENGTH + 80)
    message = `${message.slice(0, MAX_REASON_LENGTH + 79)}…`;
  // No `cause`: the SDK's error holds the request URL, which may carry a key in its query.
  return new Error(message);
}
