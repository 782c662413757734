import type { Balance } from '@appforge/shared/contracts/web3';
import { describe, expect, it } from 'vitest';
import { addressProblem, transferProblems } from './transfer-checks';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const BALANCE: Balance = {
  network: 'ethereum',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  symbol: 'ETH',
  nativeBalance: '2.5',
  tokens: [{ symbol: 'AFT', address: TOKEN, decimals: 18, balance: '1000' }],
};
const draft = (overrides: Partial<Parameters<typeof transferProblems>[0]>) => ({
  tokenAddress: '',
  toAddress: RECIPIENT,
  amount: '1',
  ...overrides,
});

describe('transfer checks', () => {
  it('takes only the checksummed form of an address', () => {
    expect(addressProblem(RECIPIENT)).toBeNull();
    expect(addressProblem(RECIPIENT.toLowerCase())).toBe(
      `Write the address in its checksummed form: ${RECIPIENT}.`,
    );
    expect(addressProblem(RECIPIENT.replace('C51', 'c51'))).toMatch(/checksum does not match/);
    expect(addressProblem('0x1234')).toMatch(/0x followed by 40 hexadecimal characters/);
  });

  it('passes a valid native and a valid token transfer', () => {
    expect(transferProblems(draft({ amount: '2.5' }), BALANCE, 18)).toEqual({});
    expect(
      transferProblems(draft({ tokenAddress: TOKEN, amount: '999.123456' }), BALANCE, 18),
    ).toEqual({});
  });

  it('refuses 0, seven decimals, text and an empty amount', () => {
    const amountOf = (amount: string) => transferProblems(draft({ amount }), BALANCE, 18).amount;
    expect(amountOf('0')).toBe('The amount must be above 0.');
    expect(amountOf('0.000000')).toBe('The amount must be above 0.');
    expect(amountOf('0.0000001')).toBe('The amount has at most 6 decimals (step 0.000001).');
    expect(amountOf('1e3')).toBe('The amount is a number such as 0.5.');
    expect(amountOf(' ')).toBe('Enter an amount.');
  });

  it('refuses an amount above the native or the token balance', () => {
    expect(transferProblems(draft({ amount: '2.500001' }), BALANCE, 18).amount).toBe(
      'The amount is above your balance of 2.5 ETH.',
    );
    expect(
      transferProblems(draft({ tokenAddress: TOKEN, amount: '1000.000001' }), BALANCE, 18).amount,
    ).toBe('The amount is above your balance of 1000 AFT.');
    expect(transferProblems(draft({ amount: '99' }), undefined, 18)).toEqual({});
  });

  it('names a token this network holds no balance of, and a missing recipient', () => {
    const problems = transferProblems(
      draft({ tokenAddress: RECIPIENT, toAddress: '' }),
      BALANCE,
      18,
    );
    expect(problems.tokenAddress).toMatch(/use the sample token/);
    expect(problems.toAddress).toBe("Enter the recipient's address.");
  });
});
