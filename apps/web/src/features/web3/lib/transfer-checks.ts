import { addressSchema, amountSchema, type Balance } from '@appforge/shared/contracts/web3';
import { getAddress, parseUnits } from 'viem';

/** The transfer form's text fields as typed. */
export interface TransferDraft {
  tokenAddress: string;
  toAddress: string;
  amount: string;
}

export type TransferProblems = Partial<Record<keyof TransferDraft, string>>;

const isOneCase = (hex: string) => hex === hex.toLowerCase() || hex === hex.toUpperCase();

/**
 * Why an address would be refused, or null. Like the server, only the checksummed form (EIP-55)
 * passes: an address in one case is offered in that form, a wrong mix of cases is a typo.
 */
export function addressProblem(value: string): string | null {
  const parsed = addressSchema.safeParse(value);
  if (!parsed.success) return parsed.error.issues[0]!.message;
  const checksummed = getAddress(parsed.data);
  if (checksummed === parsed.data) return null;
  return isOneCase(parsed.data.slice(2))
    ? `Write the address in its checksummed form: ${checksummed}.`
    : "The address's checksum does not match (EIP-55): check it for a typo.";
}

const amountProblem = (amount: string) => {
  if (!amount) return 'Enter an amount.';
  const parsed = amountSchema.safeParse(amount);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

const above = (amount: string, balance: string, decimals: number) =>
  parseUnits(amount, decimals) > parseUnits(balance, decimals);

/**
 * The form's problems, by field, mirroring the server's checks: checksummed addresses, an amount
 * above 0 with at most 6 decimals, and not above the balance (once the balance is known; the
 * server adds the gas on top for the native currency).
 */
export function transferProblems(
  draft: TransferDraft,
  balance: Balance | undefined,
  nativeDecimals: number,
): TransferProblems {
  const problems: TransferProblems = {};
  const tokenAddress = draft.tokenAddress.trim();
  const toAddress = draft.toAddress.trim();
  const amount = draft.amount.trim();
  const tokenProblem = tokenAddress ? addressProblem(tokenAddress) : null;
  if (tokenProblem) problems.tokenAddress = tokenProblem;
  const toProblem = toAddress ? addressProblem(toAddress) : "Enter the recipient's address.";
  if (toProblem) problems.toAddress = toProblem;
  const amountIssue = amountProblem(amount);
  if (amountIssue) problems.amount = amountIssue;
  if (!balance || tokenProblem || amountIssue) return problems;

  if (!tokenAddress) {
    if (above(amount, balance.nativeBalance, nativeDecimals)) {
      problems.amount = `The amount is above your balance of ${balance.nativeBalance} ${balance.symbol}.`;
    }
    return problems;
  }
  const token = balance.tokens.find(
    (held) => held.address.toLowerCase() === tokenAddress.toLowerCase(),
  );
  if (!token) {
    problems.tokenAddress =
      'This network has no balance of that token for you: use the sample token.';
  } else if (above(amount, token.balance, token.decimals)) {
    problems.amount = `The amount is above your balance of ${token.balance} ${token.symbol}.`;
  }
  return problems;
}
