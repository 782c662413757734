import type { HTTPMethods } from 'fastify';
import fc from 'fast-check';
import {
  invalidJsonText,
  jsonObjectText,
  jsonText,
  nastyText,
  NUMERIC_EDGES,
  percentEncode,
  rawUrlText,
  wrongContentTypes,
} from './fuzz-arbitraries';
import {
  fieldNames,
  fillPath,
  paramNamesOf,
  plausibleFields,
  type PlausibleContext,
} from './route-inputs';
import { nearlyValidJsonText } from './schema-arbitrary';
import type { CollectedRoute } from './security-test-kit';

/** One request for `app.inject`. */
export interface FuzzRequest {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Who sends the requests: a person's cookie and an admin's bearer token, or nobody. */
export interface Caller extends PlausibleContext {
  cookie: string | undefined;
  adminToken: string | undefined;
}

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

/** A parameter that is not an enum or an id still needs some value for the route to match. */
const PLACEHOLDER = 'placeholder';
const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The parts of a request that pass, so that only the part under attack decides the answer. */
function plausibleParts(route: CollectedRoute, caller: Caller) {
  const params: Record<string, string> = {};
  for (const name of paramNamesOf(route.url)) params[name] = PLACEHOLDER;
  Object.assign(params, plausibleFields(route.schema?.params, route.url, caller));
  const query = new URLSearchParams(
    plausibleFields(route.schema?.querystring, route.url, caller),
  ).toString();
  const body: Body = HAS_BODY.has(route.method)
    ? { contentType: 'application/json', payload: '{}' }
    : {};
  return { params, query, body };
}

function callerHeaders(route: CollectedRoute, caller: Caller): Record<string, string> {
  const headers: Record<string, string> = {};
  if (caller.cookie) headers.cookie = caller.cookie;
  if (caller.adminToken && route.url.startsWith('/api/admin/'))
    headers.authorization = `Bearer ${caller.adminToken}`;
  return headers;
}

function assemble(
  route: CollectedRoute,
  caller: Caller,
  parts: { params: Record<string, string>; query: string; body: Body },
  extraHeaders: Record<string, string> = {},
): FuzzRequest {
  const path = fillPath(route.url, parts.params);
  const headers = { ...callerHeaders(route, caller), ...extraHeaders };
  if (parts.body.contentType !== undefined) headers['content-type'] = parts.body.contentType;
  return {
    method: route.method,
    url: parts.query ? `${path}?${parts.query}` : path,
    headers,
    ...(parts.body.payload === undefined ? {} : { payload: parts.body.payload }),
  };
}

const paramValue = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...NUMERIC_EDGES) },
  { weight: 4, arbitrary: nastyText.map((text) => percentEncode(text)) },
  { weight: 1, arbitrary: rawUrlText },
);

/** A query string: the route's own fields (one of them at least, when it has some) given bad values. */
const queryText = (keys: string[]) => {
  const value = fc.oneof(fc.constantFrom(...NUMERIC_EDGES), nastyText);
  const pair = (key: fc.Arbitrary<string>) => fc.tuple(key, value);
  const ownKey = keys.length > 0 ? fc.constantFrom(...keys) : nastyText;
  return fc.oneof(
    fc
      .tuple(pair(ownKey), fc.array(pair(fc.oneof(ownKey, nastyText)), { maxLength: 3 }))
      .map(([first, rest]) =>
        [first, ...rest]
          .map(([name, text]) => `${percentEncode(name)}=${percentEncode(text)}`)
          .join('&'),
      ),
    nastyText.map((text) => percentEncode(text, /[A-Za-z0-9._~&=[\]-]/)),
    rawUrlText.map((text) => `${keys[0] ?? 'q'}=${text}`),
  );
};

/** The smallest PNG (1×1), so a multipart part can pass the content checks and be stored. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body whose field names, file names, types and contents are fuzzed. */
const multipartBody = fc
  .array(
    fc.record({
      field: fc.oneof(fc.constant('files'), nastyText),
      // No file name makes the part a plain form field.
      fileName: fc.option(nastyText),
      type: fc.oneof(fc.constant('image/png'), fc.string({ unit: 'binary', maxLength: 32 })),
      content: fc.oneof(
        fc.constant(TINY_PNG),
        nastyText.map((text) => Buffer.from(text)),
      ),
    }),
    { maxLength: 3 },
  )
  .map((parts): Body => {
    const boundary = 'fuzzboundary';
    const chunks = parts.flatMap(({ field, fileName, type, content }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${fileName === null ? '' : `; filename="${fileName}"`}\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]);
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    };
  });

const nearlyValidBody = (schema: unknown) => ({
  weight: 8,
  arbitrary: nearlyValidJsonText(schema).map((payload): Body => ({
    contentType: 'application/json',
    payload,
  })),
});

const fuzzedBody = (schema: unknown): fc.Arbitrary<Body> =>
  fc.oneof(
    ...(schema ? [nearlyValidBody(schema)] : []),
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 3,
      arbitrary: jsonText.map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 3,
      arbitrary: jsonObjectText(fieldNames(schema)).map((payload) => ({
        contentType: 'application/json',
        payload,
      })),
    },
    {
      weight: 2,
      arbitrary: invalidJsonText.map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...wrongContentTypes), fc.oneof(nastyText, jsonText))
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
    { weight: 1, arbitrary: multipartBody },
  );

/** Header values as a client could send them: printable ASCII only (Node refuses the rest). */
const headerText = nastyText.map((text) => percentEncode(text, /[\x20-\x7e]/).slice(0, 8_000));

/** A forged or mangled session cookie always, and maybe other headers a client controls. */
const fuzzedHeaders = fc.record(
  {
    cookie: fc.oneof(
      headerText.map((text) => `appforge_session=${text}`),
      fc.uuid().map((id) => `appforge_session=${id}.forged-signature`),
    ),
    authorization: fc.oneof(
      headerText,
      headerText.map((text) => `Bearer ${text}`),
    ),
    'x-request-id': headerText,
    accept: headerText,
  },
  { requiredKeys: ['cookie'] },
);

/** Requests with exactly one part of the route's input under attack. */
export function fuzzRequests(route: CollectedRoute, caller: Caller): fc.Arbitrary<FuzzRequest> {
  const plausible = plausibleParts(route, caller);
  // The body weighs most where there is one: it is where most text comes in.
  const target = fc.oneof(
    ...paramNamesOf(route.url).map((name) => ({
      weight: 2,
      arbitrary: fc.constant(`param:${name}`),
    })),
    { weight: 2, arbitrary: fc.constant('query') },
    { weight: route.schema?.body ? 6 : 2, arbitrary: fc.constant('body') },
    { weight: 1, arbitrary: fc.constant('headers') },
  );
  return target.chain((part) => {
    const params = part.startsWith('param:')
      ? paramValue.map((value) => ({ ...plausible.params, [part.slice(6)]: value }))
      : fc.constant(plausible.params);
    const query =
      part === 'query'
        ? queryText(fieldNames(route.schema?.querystring))
        : fc.constant(plausible.query);
    const body = part === 'body' ? fuzzedBody(route.schema?.body) : fc.constant(plausible.body);
    const headers = part === 'headers' ? fuzzedHeaders : fc.constant({});
    return fc
      .record({ params, query, body, headers })
      .map(({ headers: extra, ...parts }) =>
        assemble(route, caller, parts, extra as Record<string, string>),
      );
  });
}

/** The route called with input it accepts, so that only the caller's credentials decide. */
export function plausibleRequest(route: CollectedRoute, caller: Caller): FuzzRequest {
  return assemble(route, caller, plausibleParts(route, caller));
}

/** Values that sit at the edge of what a number or text field holds, for the exhaustive sweep. */
const EDGE_VALUES = [...NUMERIC_EDGES, '%00', percentEncode('a\u0000b'), 'x'.repeat(5_000), '%zz'];

/** Every edge value in every path parameter and query field of the route, the rest plausible. */
export function edgeRequests(route: CollectedRoute, caller: Caller): FuzzRequest[] {
  const plausible = plausibleParts(route, caller);
  const requests: FuzzRequest[] = [];
  for (const name of paramNamesOf(route.url)) {
    for (const value of EDGE_VALUES) {
      requests.push(
        assemble(route, caller, { ...plausible, params: { ...plausible.params, [name]: value } }),
      );
    }
  }
  for (const name of fieldNames(route.schema?.querystring)) {
    for (const value of EDGE_VALUES) {
      const query = new URLSearchParams(plausible.query);
      query.delete(name);
      const text = query.toString();
      requests.push(
        assemble(route, caller, {
          ...plausible,
          query: `${text ? `${text}&` : ''}${name}=${value}`,
        }),
      );
    }
  }
  return requests;
}
