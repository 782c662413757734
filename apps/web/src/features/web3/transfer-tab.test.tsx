import type { WalletConnection } from '@appforge/shared/contracts/web3';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeFunctionData, erc20Abi, parseUnits } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEthereum } from './testing/fake-ethereum';
import { fakeWeb3Server } from './testing/fake-web3-api';
import { renderWeb3 } from './testing/render-web3';
import { BROWSER_ACCOUNT, DEV_ACCOUNT, RECIPIENT, SAMPLE_TOKEN } from './testing/web3-fixtures';

const DEV_WALLET: WalletConnection = {
  success: true,
  address: DEV_ACCOUNT,
  walletType: 'metamask',
  chainId: 31337,
  network: 'ethereum',
  custody: 'dev-account',
};

const form = () => within(screen.getByRole('form', { name: 'Transfer' }));
const field = (label: string) => form().getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

async function openTransfer() {
  renderWeb3('?tab=transfer');
  await screen.findByRole('form', { name: 'Transfer' });
  await waitFor(() => expect(form().getByText('Balance: 100.0000 ETH')).toBeTruthy());
}

const send = () => fireEvent.click(form().getByRole('button', { name: 'Send transfer' }));
const problemOf = (label: string) => {
  const id = field(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((item) => item.endsWith('-problem'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the Transfer tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says to connect a wallet first and keeps the form disabled until then', async () => {
    fakeWeb3Server();
    renderWeb3('?tab=transfer');
    expect(await screen.findByText('Connect a wallet first')).toBeTruthy();
    expect(field('Recipient').disabled).toBe(true);
    expect(field('Amount').disabled).toBe(true);
    expect(
      (form().getByRole('button', { name: 'Send transfer' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('checks the checksum, the decimals, zero and the balance like the server, and sends nothing', async () => {
    const server = fakeWeb3Server({ wallet: DEV_WALLET });
    await openTransfer();
    type('Recipient', RECIPIENT.replace('C51', 'c51'));
    type('Amount', '1.0000001');
    send();
    expect(problemOf('Recipient')).toBe(
      "The address's checksum does not match (EIP-55): check it for a typo.",
    );
    expect(problemOf('Amount')).toBe('The amount has at most 6 decimals (step 0.000001).');
    expect(document.activeElement).toBe(field('Recipient'));
    expect(field('Recipient').getAttribute('aria-invalid')).toBe('true');

    type('Recipient', RECIPIENT.toLowerCase());
    type('Amount', '0');
    expect(problemOf('Recipient')).toBe(`Write the address in its checksummed form: ${RECIPIENT}.`);
    expect(problemOf('Amount')).toBe('The amount must be above 0.');

    type('Recipient', RECIPIENT);
    type('Amount', '100.000001');
    send();
    expect(problemOf('Recipient')).toBeUndefined();
    expect(problemOf('Amount')).toBe('The amount is above your balance of 100 ETH.');
    expect(server.requestsTo('POST /api/web3/token/transfer')).toHaveLength(0);
  });

  it('sends from the dev account, then resets the form and reads the balance and list again', async () => {
    const server = fakeWeb3Server({ wallet: DEV_WALLET });
    await openTransfer();
    const balanceReads = server.requestsTo('GET /api/web3/balance/' + DEV_ACCOUNT).length;
    type('Recipient', RECIPIENT);
    type('Amount', '1.5');
    send();

    expect(await screen.findByText('Transfer sent')).toBeTruthy();
    expect(server.requestsTo('POST /api/web3/token/transfer')[0]!.body).toEqual({
      network: 'ethereum',
      toAddress: RECIPIENT,
      amount: '1.5',
      tokenAddress: '',
    });
    await waitFor(() => expect(field('Recipient').value).toBe(''));
    expect(field('Amount').value).toBe('');
    expect(server.requestsTo('GET /api/web3/balance/' + DEV_ACCOUNT).length).toBeGreaterThan(
      balanceReads,
    );
    expect(await form().findByText('Balance: 98.4999 ETH')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).getByRole('listitem', { name: `1.5 ETH to ${RECIPIENT}` })).toBeTruthy();
  });

  it('moves the wallet to the network chosen in the form and checks the balance there', async () => {
    const server = fakeWeb3Server({ wallet: DEV_WALLET });
    await openTransfer();
    type('Amount', '0.25');
    fireEvent.click(form().getByRole('radio', { name: 'Polygon' }));
    await waitFor(() => expect(form().getByText('Balance: 100.0000 POL')).toBeTruthy());
    expect(server.requestsTo('POST /api/web3/connect-wallet')[0]!.body).toEqual({
      walletType: 'metamask',
      network: 'polygon',
    });
    expect(field('Amount').value).toBe('0.25');
    expect(form().getByRole('radio', { name: 'Polygon' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it("shows the chain's reason in an alert when the transfer is rejected, keeping what was typed", async () => {
    const reason = 'execution reverted: ERC20: transfer amount exceeds balance';
    fakeWeb3Server({
      wallet: DEV_WALLET,
      overrides: {
        'POST /api/web3/token/transfer': () =>
          Response.json({ error: 'chain_rejected', message: reason }, { status: 422 }),
      },
    });
    await openTransfer();
    fireEvent.click(form().getByRole('button', { name: 'Use sample token' }));
    expect(field('Token contract (optional)').value).toBe(SAMPLE_TOKEN);
    type('Recipient', RECIPIENT);
    type('Amount', '5');
    send();
    expect((await form().findByRole('alert')).textContent).toBe(`Transfer failed: ${reason}`);
    expect(field('Amount').value).toBe('5');
  });

  it('has a browser wallet sign a token transfer, then reports its hash to the server', async () => {
    const server = fakeWeb3Server({
      wallet: { ...DEV_WALLET, address: BROWSER_ACCOUNT, custody: 'browser' },
    });
    const wallet = fakeEthereum({ knownChains: [31337], send: server.mineFromWallet });
    renderWeb3('?tab=transfer');
    await screen.findByRole('form', { name: 'Transfer' });
    await waitFor(() => expect(form().getByText('Balance: 0.0000 ETH')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Get test funds' }));
    expect(await form().findByText('Balance: 100.0000 ETH')).toBeTruthy();

    fireEvent.click(form().getByRole('button', { name: 'Use sample token' }));
    type('Recipient', RECIPIENT);
    type('Amount', '12.5');
    send();
    expect(await screen.findByText('Transfer sent')).toBeTruthy();

    const call = wallet.requests.find((request) => request.method === 'eth_sendTransaction')!;
    const [sent] = call.params as [{ from: string; to: string; data: `0x${string}` }];
    expect(sent.from).toBe(BROWSER_ACCOUNT);
    expect(sent.to).toBe(SAMPLE_TOKEN);
    expect(decodeFunctionData({ abi: erc20Abi, data: sent.data }).args).toEqual([
      RECIPIENT,
      parseUnits('12.5', 18),
    ]);
    const reported = server.requestsTo('POST /api/web3/transactions')[0]!.body as {
      txHash: string;
    };
    expect(reported).toEqual({
      network: 'ethereum',
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(server.balanceOf('ethereum', RECIPIENT).tokens[0]!.balance).toBe('12.5');
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).getByRole('listitem', { name: `12.5 AFT to ${RECIPIENT}` })).toBeTruthy();
    expect(field('Token contract (optional)').value).toBe('');
  });
});
