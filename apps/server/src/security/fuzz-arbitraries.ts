import fc from 'fast-check';

/*
 * Invalid input for the route fuzzer. Values are kept as JSON text, so a body can nest far deeper
 * than a JavaScript object built in the test could be serialised.
 */

/** Numbers as a path or query string carries them: int4 and int8 edges, and what is no number. */
export const NUMERIC_EDGES = [
  '2147483647',
  '2147483648',
  '-2147483649',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '1e400',
  '-1',
  '0',
  '-0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x7fffffff',
  '1e3',
];

const CRAFTED_TEXT = [
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'gggggggg-gggg-gggg-gggg-gggggggggggg',
  '../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m\u007f',
  '\r\nSet-Cookie: x=1',
  '\u202egpj.exe',
  '\ufeff',
  '\ud800',
  '\udfff\ud800',
  '😀👩‍👩‍👧‍👦',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '__proto__',
  'constructor',
  'me',
  'demo-user',
];

/** Short text of every kind: edges, crafted strings, any code point, any grapheme. */
const shortText = fc.oneof(
  fc.constantFrom(...NUMERIC_EDGES, ...CRAFTED_TEXT),
  fc.string({ unit: 'binary', maxLength: 48 }),
  fc.string({ unit: 'grapheme', maxLength: 48 }),
);

/** Text far past any length limit a route sets (the longest, analysed code, is 200 000). */
export const overlongText = fc
  .tuple(fc.integer({ min: 5_000, max: 250_000 }), fc.constantFrom('x', 'é', '\u0000', '😀'))
  .map(([length, unit]) => unit.repeat(length));

/** Anything a string field could be sent. */
export const nastyText = fc.oneof(
  { weight: 6, arbitrary: shortText },
  { weight: 1, arbitrary: overlongText },
);

const nastyNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 63,
    -1,
    -(2 ** 31) - 1,
    0,
    0.5,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER - 2,
  ),
  fc.double(),
);

const nested = (depth: number, open: string, leaf: string, close: string) =>
  `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;

/** Small JSON values as text: wrong types, edge numbers, odd strings, little containers. */
const smallJsonText = fc.oneof(
  { weight: 5, arbitrary: shortText.map((text) => JSON.stringify(text)) },
  { weight: 2, arbitrary: nastyNumber.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null', '[]', '{}') },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: fc
      .array(shortText, { maxLength: 8 })
      .map((items) => JSON.stringify(Object.fromEntries(items.map((item) => [item, item])))),
  },
);

/** Costly JSON values as text: over-long strings, deep nesting, wide arrays and objects. */
const bigJsonText = fc.oneof(
  overlongText.map((text) => JSON.stringify(text)),
  fc
    .tuple(fc.integer({ min: 50, max: 30_000 }), fc.boolean())
    .map(([depth, arrays]) =>
      arrays ? nested(depth, '[', '0', ']') : nested(depth, '{"a":', '"\\u0000"', '}'),
    ),
  fc
    .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.boolean())
    .map(([width, array]) =>
      array
        ? `[${Array(width).fill('"x"').join(',')}]`
        : `{${Array.from({ length: width }, (_, index) => `"k${index}":1`).join(',')}}`,
    ),
);

/** One JSON value as text; a costly one now and then, as a whole body costs one parse. */
export const jsonText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: smallJsonText },
  { weight: 1, arbitrary: bigJsonText },
);

/**
 * A JSON object text with some of `keys` (the schema's own fields) and maybe others, each fuzzed;
 * at most one value is a costly one.
 */
export function jsonObjectText(keys: string[]): fc.Arbitrary<string> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), shortText) : shortText;
  const entry = (value: fc.Arbitrary<string>) =>
    fc.tuple(key, value).map(([name, text]) => `${JSON.stringify(name)}:${text}`);
  return fc
    .tuple(
      fc.array(entry(smallJsonText), { maxLength: Math.max(3, keys.length + 1) }),
      fc.oneof(
        { weight: 5, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: entry(bigJsonText) },
      ),
    )
    .map(([entries, big]) => `{${(big ? [...entries, big] : entries).join(',')}}`);
}

/** Text that is not JSON, or JSON a parser must refuse (prototype poisoning). */
export const invalidJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,]',
    "{'a':1}",
    'nul',
    '\u0000',
    '{"a":1}{"b":2}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '"\\ud800"',
    '\ufeff{}',
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
);

export const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'image/png',
  'x/y',
  'text/html; charset=',
  ';;;',
];

const escapeCharacter = (character: string) =>
  `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Percent-encodes the UTF-8 bytes of `text` (lone surrogates become U+FFFD, as on the wire),
 * leaving only the ASCII characters `keep` matches as they are.
 */
export function percentEncode(text: string, keep = /[A-Za-z0-9._~-]/): string {
  const wellFormed = Buffer.from(text, 'utf8').toString('utf8');
  return encodeURIComponent(wellFormed)
    .replace(/[!'()*]/g, (character) =>
      keep.test(character) ? character : escapeCharacter(character),
    )
    .replace(/%([0-7][0-9A-F])/g, (escaped, hex: string) => {
      const character = String.fromCharCode(parseInt(hex, 16));
      return keep.test(character) ? character : escaped;
    });
}

/** Escapes a URL's text must hold literally: malformed, encoded separators, NUL. */
export const rawUrlText = fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2F', '%2e%2e', '..');
