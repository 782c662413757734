import { PRIVATE_KEY_FIELD_PATTERN } from '@appforge/shared/contracts/web3';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body carries transaction hashes or signed transactions, so 0x + 64 hex is expected. */
    carriesHashes?: boolean;
  }
}

/** A secp256k1 private key written as hex, with or without its 0x. */
const KEY_LIKE_VALUE = /^(0x)?[0-9a-f]{64}$/i;
/** A BIP-39 recovery phrase: 12 to 24 lowercase words. */
const SEED_PHRASE_VALUE = /^[a-z]+(\s+[a-z]+){11,23}$/;
const MAX_DEPTH = 32;

/**
 * Whether `value` holds something that looks like a private key or seed: a field named like one
 * anywhere in it, or (with `checkValues`) a value shaped like one.
 */
export function holdsPrivateKey(value: unknown, checkValues: boolean, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  if (typeof value === 'string') {
    const text = value.trim();
    return checkValues && (KEY_LIKE_VALUE.test(text) || SEED_PHRASE_VALUE.test(text));
  }
  if (Array.isArray(value))
    return value.some((item) => holdsPrivateKey(item, checkValues, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) =>
        PRIVATE_KEY_FIELD_PATTERN.test(key) || holdsPrivateKey(item, checkValues, depth + 1),
    );
  }
  return false;
}

export const privateKeyRefused = () =>
  new HttpError(
    400,
    'private_key_refused',
    'Appforge never accepts a private key, seed phrase or secret: keep it in your wallet. Connect the wallet instead, or use the dev account Appforge holds for you on the dev chains.',
  );

/**
 * The web3 scope's preValidation hook: a request carrying a key is refused before validation, so
 * neither a validation message nor a log line ever repeats it.
 */
export async function refusePrivateKeys(request: FastifyRequest): Promise<void> {
  const checkValues = request.routeOptions.config.carriesHashes !== true;
  if (holdsPrivateKey(request.body, checkValues) || holdsPrivateKey(request.query, checkValues)) {
    throw privateKeyRefused();
  }
}
