import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@appforge/shared/contracts/errors';
import { captureSystemError } from '../modules/admin/system-errors.service';

const codesByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

const messagesByFastifyCode: Record<string, [string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    'invalid_json',
    'The request says it sends JSON but the body is empty.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'The request body is larger than allowed.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'unsupported_media_type',
    'This content type is not accepted here; send JSON.',
  ],
};

/** An expected failure with its own code, e.g. `new HttpError(404, 'not_found', 'No such project.')`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function present(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof HttpError)
    return { status: error.statusCode, body: { error: error.code, message: error.message } };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((item) => ({
      path: item.instancePath.split('/').filter(Boolean),
      message: item.message ?? 'is invalid',
    }));
    const first = issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    return {
      status: 400,
      body: {
        error: 'validation_failed',
        message:
          `The ${error.validationContext ?? 'request'} is invalid. ${where}${first?.message ?? ''}`.trim(),
        issues,
      },
    };
  }
  const known = error.code ? messagesByFastifyCode[error.code] : undefined;
  const status = error.statusCode ?? 500;
  if (known) return { status, body: { error: known[0], message: known[1] } };
  if (error instanceof SyntaxError && status === 400) {
    return {
      status,
      body: { error: 'invalid_json', message: 'The request body is not valid JSON.' },
    };
  }
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { error: codesByStatus[status] ?? 'bad_request', message: error.message },
    };
  }
  return {
    status: status >= 500 ? status : 500,
    body: { error: 'internal', message: 'Something went wrong on our side. Please try again.' },
  };
}

/**
 * A 5xx becomes a system error on the admin dashboard. This plugin is registered before the
 * database, so the database is looked up when the error happens; the capture runs beside the
 * reply, and a failure to record it is logged, never turned into a second error.
 */
function captureServerError(app: FastifyInstance, request: FastifyRequest, error: FastifyError) {
  if (!app.hasDecorator('db')) return;
  const route = request.routeOptions.url ?? request.url.split('?')[0];
  captureSystemError(app.db, {
    type: 'server_error',
    message: `${request.method} ${route}: ${error.message}`,
    userId: request.user?.id ?? null,
  }).catch((captureError: unknown) =>
    request.log.warn({ err: captureError }, 'could not record the server error'),
  );
}

/** Every error leaves as `{ error, message }` JSON with no stack (spec 01 §8). */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = present(error);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        captureServerError(app, request, error);
      } else request.log.info({ code: body.error, status }, body.message);
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);

export function notFoundBody(method: string, url: string): ApiError {
  const path = url.split('?')[0];
  return { error: 'not_found', message: `No API route matches ${method} ${path}.` };
}
