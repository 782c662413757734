import { AMOUNT_STEP, type Network, type WalletConnection } from '@appforge/shared/contracts/web3';
import { Send } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTransferForm } from '../hooks/use-transfer-form';
import type { TransferDraft } from '../lib/transfer-checks';
import { web3FailureMessage } from '../lib/web3-failure';
import { formatAmount } from '../lib/web3-format';
import { FailureAlert } from './failure-alert';
import { NetworkChoice } from './network-choice';
import { TransferField } from './transfer-field';

export interface TransferFormProps {
  wallet: WalletConnection | null;
  networks: readonly Network[];
}

/** spec 02 §3 "Transfer form" and §5: token (optional), recipient, amount (step 0.000001), network. */
export function TransferForm({ wallet, networks }: TransferFormProps) {
  const form = useTransferForm(wallet, networks);
  const { network, draft, problems, balance, heldToken, transfer, switching } = form;
  const baseId = useId();
  const ids: Record<keyof TransferDraft, string> = {
    tokenAddress: `${baseId}-token`,
    toAddress: `${baseId}-to`,
    amount: `${baseId}-amount`,
  };
  const symbol = heldToken?.symbol ?? network.nativeCurrency.symbol;
  const held = heldToken?.balance ?? balance.data?.nativeBalance;
  const balanceHint = !wallet
    ? undefined
    : held !== undefined
      ? `Balance: ${formatAmount(held)} ${symbol}`
      : balance.isPending
        ? 'Reading the balance...'
        : undefined;
  const browserWallet = wallet?.custody === 'browser';
  // The fieldset disables everything in a browser; the controls say so themselves too.
  const locked = !wallet;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const firstProblem = form.submit();
    if (firstProblem) document.getElementById(ids[firstProblem])?.focus();
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Transfer" className="flex flex-col gap-4">
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-foreground">Network</span>
          <NetworkChoice
            label="Transfer network"
            networks={networks}
            value={switching.isPending ? switching.variables.network.key : network.key}
            onChange={form.chooseNetwork}
          />
          {switching.isPending ? (
            <p className="text-xs text-muted" aria-live="polite">
              Switching the wallet to {switching.variables.network.name}...
            </p>
          ) : null}
        </div>
        <TransferField
          id={ids.tokenAddress}
          label="Token contract (optional)"
          hint={`Empty = the native currency (${network.nativeCurrency.symbol}).`}
          problem={problems.tokenAddress}
          action={
            network.tokenAddress ? (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-xs"
                disabled={locked}
                onClick={() => form.edit('tokenAddress', network.tokenAddress!)}
              >
                Use sample token
              </Button>
            ) : null
          }
        >
          {(describedBy) => (
            <Input
              id={ids.tokenAddress}
              className="font-mono"
              placeholder="0x… (empty for the native currency)"
              autoComplete="off"
              disabled={locked}
              spellCheck={false}
              value={draft.tokenAddress}
              aria-invalid={problems.tokenAddress ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => form.edit('tokenAddress', event.target.value)}
            />
          )}
        </TransferField>
        <TransferField id={ids.toAddress} label="Recipient" problem={problems.toAddress}>
          {(describedBy) => (
            <Input
              id={ids.toAddress}
              className="font-mono"
              placeholder="0x…"
              autoComplete="off"
              disabled={locked}
              spellCheck={false}
              value={draft.toAddress}
              aria-invalid={problems.toAddress ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => form.edit('toAddress', event.target.value)}
            />
          )}
        </TransferField>
        <TransferField id={ids.amount} label="Amount" hint={balanceHint} problem={problems.amount}>
          {(describedBy) => (
            <Input
              id={ids.amount}
              type="number"
              inputMode="decimal"
              step={AMOUNT_STEP}
              min={AMOUNT_STEP}
              placeholder="0.5"
              className="tabular-nums"
              disabled={locked}
              value={draft.amount}
              aria-invalid={problems.amount ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => form.edit('amount', event.target.value)}
            />
          )}
        </TransferField>
        <div>
          <BusyButton
            type="submit"
            icon={Send}
            busy={transfer.isPending}
            disabled={locked || balance.isPending || switching.isPending}
            busyLabel={browserWallet ? 'Confirm in your wallet...' : 'Sending...'}
          >
            Send transfer
          </BusyButton>
        </div>
      </fieldset>
      {transfer.isError ? (
        <FailureAlert title="Transfer failed" message={web3FailureMessage(transfer.error)} />
      ) : null}
      {switching.isError ? (
        <FailureAlert
          title="Couldn't switch the network"
          message={web3FailureMessage(switching.error)}
        />
      ) : null}
    </form>
  );
}
