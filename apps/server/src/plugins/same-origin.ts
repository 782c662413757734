import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from './errors';

/**
 * Cross-site request forgery and cross-site WebSocket hijacking are stopped here: a browser sends
 * the session cookie with a request from any page, but says where the page came from (`Origin`,
 * or at least `Sec-Fetch-Site`). Calls without either come from no browser page (curl, another
 * server) and carry no victim's cookie, so they pass.
 */

/** Methods that change data; GET, HEAD and OPTIONS never do. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The origin this request was addressed to: its Host and protocol (X-Forwarded-Host and
 * X-Forwarded-Proto with TRUST_PROXY). Null when the Host is not one a URL can hold.
 */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/** `origin` is this server's own or one of `allowedOrigins` (ALLOWED_ORIGINS, already normalized). */
function isTrustedOrigin(
  origin: string,
  request: FastifyRequest,
  allowedOrigins: readonly string[],
): boolean {
  let normalized: string;
  try {
    normalized = new URL(origin).origin;
  } catch {
    // `null` (a sandboxed frame, a privacy-sensitive redirect) and anything unparsable.
    return false;
  }
  return normalized === ownOrigin(request) || allowedOrigins.includes(normalized);
}

/** The page a browser request came from, when it came from another origin; null otherwise. */
function foreignSource(request: FastifyRequest, allowedOrigins: readonly string[]): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined)
    return isTrustedOrigin(origin, request, allowedOrigins) ? null : origin.slice(0, 200);
  return request.headers['sec-fetch-site'] === 'cross-site' ? 'another site' : null;
}

function refusal(request: FastifyRequest, source: string) {
  request.log.warn(
    { origin: source, ownOrigin: ownOrigin(request) },
    'refused a request from another origin',
  );
  return new HttpError(
    403,
    'cross_origin',
    `Appforge accepts this only from its own pages, not from ${source}. ` +
      'To serve it under another address, add that origin to ALLOWED_ORIGINS.',
  );
}

function crossOriginGuard(
  allowedOrigins: readonly string[],
  applies: (request: FastifyRequest) => boolean,
): onRequestHookHandler {
  return (request, _reply, done) => {
    const source = applies(request) ? foreignSource(request, allowedOrigins) : null;
    done(source === null ? undefined : refusal(request, source));
  };
}

/**
 * For the cookie-authenticated scopes: a state-changing request sent by a page of another origin
 * answers 403 `cross_origin` before it is identified or handled.
 */
export const refuseCrossOriginChanges = (allowedOrigins: readonly string[]) =>
  crossOriginGuard(allowedOrigins, (request) => STATE_CHANGING.has(request.method));

/**
 * For the live socket's route: a browser opening it from another origin is answered 403 before
 * the upgrade, so no socket is ever opened for that page.
 */
export const refuseCrossOriginUpgrades = (allowedOrigins: readonly string[]) =>
  crossOriginGuard(allowedOrigins, () => true);
