import type { Network, WalletConnection } from '@appforge/shared/contracts/web3';
import { useState } from 'react';
import type { Address } from 'viem';
import { useConnectWallet } from '../api/connect-wallet';
import { useBalance } from '../api/get-balance';
import { transferProblems, type TransferDraft } from '../lib/transfer-checks';
import { useTransfer } from './use-transfer';

const EMPTY: TransferDraft = { tokenAddress: '', toAddress: '', amount: '' };
/** The order fields appear in, so the first problem gets the focus. */
const FIELDS = ['tokenAddress', 'toAddress', 'amount'] as const;
/** ERC-20's usual decimals, used only when the balance (which names them) could not be read. */
const DEFAULT_TOKEN_DECIMALS = 18;

/**
 * The transfer form's state: checked as the server would once submitted, sent through the
 * wallet's custody, and emptied after a success (spec 02 §4 "Wallet"). The form's network is the
 * wallet's: choosing another connects the wallet there (a browser wallet switches its chain, a
 * dev account is funded on it), so the balance checked is the one the transfer spends.
 */
export function useTransferForm(wallet: WalletConnection | null, networks: readonly Network[]) {
  const [draft, setDraft] = useState<TransferDraft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const network = networks.find((item) => item.key === wallet?.network) ?? networks[0]!;
  const switching = useConnectWallet();
  const balance = useBalance(network.key, wallet?.address);
  const transfer = useTransfer(wallet);
  const problems = transferProblems(draft, balance.data, network.nativeCurrency.decimals);
  const tokenAddress = draft.tokenAddress.trim();
  const heldToken = tokenAddress
    ? balance.data?.tokens.find(
        (token) => token.address.toLowerCase() === tokenAddress.toLowerCase(),
      )
    : undefined;

  const edit = (field: keyof TransferDraft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  /** Sends when every check passes; otherwise answers the first field with a problem. */
  const submit = (): keyof TransferDraft | null => {
    setSubmitted(true);
    const firstProblem = FIELDS.find((field) => problems[field]);
    if (firstProblem || !wallet) return firstProblem ?? null;
    const token = tokenAddress
      ? {
          address: tokenAddress as Address,
          decimals: heldToken?.decimals ?? DEFAULT_TOKEN_DECIMALS,
        }
      : null;
    transfer.mutate(
      { network, toAddress: draft.toAddress.trim() as Address, amount: draft.amount.trim(), token },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          setSubmitted(false);
        },
      },
    );
    return null;
  };

  return {
    network,
    chooseNetwork: (next: Network) => {
      if (wallet) switching.mutate({ walletType: wallet.walletType, network: next });
    },
    switching,
    draft,
    edit,
    problems: submitted ? problems : {},
    balance,
    heldToken,
    transfer,
    submit,
  };
}
