import { getAddress, type Address } from 'viem';
import { HttpError } from '../../plugins/errors';

/** EIP-55: mixed case carries a checksum; all-lowercase or all-uppercase carries none. */
const hasChecksum = (address: string) => {
  const digits = address.slice(2);
  return digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
};

/**
 * An address in its EIP-55 form, from any case (wallets answer in lowercase). A checksum that
 * fails means a mistyped character, so it is refused rather than corrected.
 */
export function normalizedAddress(address: string, what: string): Address {
  const checksummed = getAddress(address.toLowerCase());
  if (hasChecksum(address) && address !== checksummed) {
    throw new HttpError(
      400,
      'invalid_address',
      `The ${what} fails its EIP-55 checksum: a character may be mistyped.`,
    );
  }
  return checksummed;
}

/** Transfers take addresses only in their EIP-55 form (spec 02 §5): a typo cannot send funds. */
export function checksummedOnly(address: string, what: string): Address {
  const checksummed = normalizedAddress(address, what);
  if (address !== checksummed) {
    throw new HttpError(
      400,
      'invalid_address',
      `Write the ${what} in its checksummed form (EIP-55): ${checksummed}.`,
    );
  }
  return checksummed;
}
