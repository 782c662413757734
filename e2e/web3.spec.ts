import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { injectTestWallet, testWalletHashes, testWalletRequests } from './support/eip1193-provider';
import { openPage } from './support/ready';

/** A fresh address per test, so balances before and after are this test's alone. */
const aRecipient = () => privateKeyToAccount(generatePrivateKey()).address;

interface BalanceAnswer {
  nativeBalance: string;
  tokens: { address: string; symbol: string; balance: string }[];
}

/** The balance the server reads from the chain, with the page's cookie (the same user). */
async function balanceOf(request: APIRequestContext, address: Address): Promise<BalanceAnswer> {
  const response = await request.get(`/api/web3/balance/${address}?network=ethereum`);
  expect(response.status()).toBe(200);
  return (await response.json()) as BalanceAnswer;
}

const wei = (amount: string) => parseUnits(amount, 18);

async function openTransferForm(page: Page) {
  await page.getByRole('tab', { name: 'Transfer' }).click();
  return page.getByRole('form', { name: 'Transfer' });
}

test('without a wallet extension: a dev account, a native transfer, and the form checks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 2200 });
  await openPage(page, '/web3');
  await expect(page.getByRole('heading', { level: 1, name: 'Web3 Hub' })).toBeVisible();
  await expect(page.getByText('3 Networks', { exact: true })).toBeVisible();
  const ethereum = page.getByRole('article', { name: 'Ethereum (dev)', exact: true });
  await expect(ethereum).toContainText('31337');
  await ethereum.getByRole('button', { name: 'Gas Price on Ethereum (dev)' }).click();
  await expect(ethereum.getByText(/^(< )?[\d.,]+ gwei$/)).toBeVisible();
  await expect(ethereum.getByRole('button', { name: 'Explorer' })).toBeDisabled();

  const wallet = page.getByRole('region', { name: 'Wallet' });
  await expect(wallet.getByText(/^No wallet extension found/)).toBeVisible();

  await wallet.getByRole('button', { name: 'MetaMask' }).click();
  await expect(wallet.getByText('Dev account', { exact: true })).toBeVisible();
  await expect(wallet.getByText('100.0000 ETH')).toBeVisible();
  const address = (await wallet.locator('code').first().textContent()) as Address;
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  const form = await openTransferForm(page);
  const recipient = aRecipient();
  await form
    .getByLabel('Recipient')
    .fill(recipient.replace(/[a-f]/, (letter) => letter.toUpperCase()));
  await form.getByLabel('Amount').fill('1.0000001');
  await form.getByRole('button', { name: 'Send transfer' }).click();
  await expect(form.getByText(/checksum does not match \(EIP-55\)/)).toBeVisible();
  await expect(form.getByText('The amount has at most 6 decimals (step 0.000001).')).toBeVisible();

  const recipientBefore = await balanceOf(page.request, recipient);
  await form.getByLabel('Recipient').fill(recipient);
  await form.getByLabel('Amount').fill('1.5');
  await form.getByRole('button', { name: 'Send transfer' }).click();
  await expect(page.getByText('Transfer sent', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Recipient')).toHaveValue('');
  await expect(form.getByLabel('Amount')).toHaveValue('');

  // The recipient got exactly 1.5 ETH; the sender paid it and the gas.
  const recipientAfter = await balanceOf(page.request, recipient);
  expect(wei(recipientAfter.nativeBalance) - wei(recipientBefore.nativeBalance)).toBe(wei('1.5'));
  const sender = wei((await balanceOf(page.request, address)).nativeBalance);
  expect(sender < wei('98.5')).toBe(true);
  expect(sender > wei('98.4')).toBe(true);
  await expect(wallet.getByText('100.0000 ETH')).toHaveCount(0);
  await expect(wallet.getByText(/^98\.4\d{3} ETH$/)).toBeVisible();

  const list = page.getByRole('list', { name: 'Transactions' });
  const row = list.getByRole('listitem', { name: `1.5 ETH to ${recipient}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Confirmed');
  const { transactions } = (await (await page.request.get('/api/web3/transactions')).json()) as {
    transactions: { txHash: string; to: string }[];
  };
  const hash = transactions.find((transaction) => transaction.to === recipient)!.txHash;
  await expect(row.getByTitle(hash)).toBeVisible();
  await page.screenshot({ path: '/tmp/web3-dev-account.png', fullPage: true });

  // A phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const main = page.getByRole('main');
  expect(await main.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  await page.screenshot({ path: '/tmp/web3-phone.png', fullPage: true });
});

test('with a browser wallet: the dev chain added, test funds, a token transfer signed in the wallet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 2200 });
  const account = await injectTestWallet(page);
  await openPage(page, '/web3');
  const wallet = page.getByRole('region', { name: 'Wallet' });
  await expect(wallet.getByText(/^Your browser wallet asks you/)).toBeVisible();

  await wallet.getByRole('button', { name: 'MetaMask' }).click();
  await expect(wallet.getByText('Browser wallet', { exact: true })).toBeVisible();
  await expect(wallet.getByText(account.address, { exact: true })).toBeVisible();
  expect(await testWalletRequests(page)).toEqual([
    'eth_requestAccounts',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
  ]);
  await expect(wallet.getByText('0.0000 ETH')).toBeVisible();
  await wallet.getByRole('button', { name: 'Get test funds' }).click();
  await expect(wallet.getByText('100.0000 ETH')).toBeVisible();

  const form = await openTransferForm(page);
  const recipient = aRecipient();
  await form.getByRole('button', { name: 'Use sample token' }).click();
  const token = await form.getByLabel('Token contract (optional)').inputValue();
  await form.getByLabel('Recipient').fill(recipient);
  await form.getByLabel('Amount').fill('12.5');
  await form.getByRole('button', { name: 'Send transfer' }).click();
  await expect(page.getByText('Transfer sent', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Recipient')).toHaveValue('');
  expect((await testWalletRequests(page)).at(-1)).toBe('eth_sendTransaction');
  const [hash] = await testWalletHashes(page);

  const held = (balance: BalanceAnswer) =>
    balance.tokens.find((item) => item.address === token)?.balance ?? '0';
  expect(held(await balanceOf(page.request, recipient))).toBe('12.5');
  expect(held(await balanceOf(page.request, account.address))).toBe('987.5');

  const row = page
    .getByRole('list', { name: 'Transactions' })
    .getByRole('listitem', { name: new RegExp(`^12\\.5 \\w+ to ${recipient}$`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Confirmed');
  await expect(row.getByTitle(hash!)).toBeVisible();
  await page.screenshot({ path: '/tmp/web3-browser-wallet.png', fullPage: true });
});
