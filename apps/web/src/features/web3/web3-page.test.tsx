import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEthereum } from './testing/fake-ethereum';
import { fakeWeb3Server } from './testing/fake-web3-api';
import { renderWeb3 } from './testing/render-web3';
import {
  BROWSER_ACCOUNT,
  DEV_ACCOUNT,
  devNetworks,
  remoteEthereum,
  SAMPLE_TOKEN,
} from './testing/web3-fixtures';

const walletCard = () => within(screen.getByRole('region', { name: 'Wallet' }));
const connectWith = async (label: string) => {
  const card = within(await screen.findByRole('region', { name: 'Wallet' }));
  fireEvent.click(await card.findByRole('button', { name: label }));
};

describe('the Web3 Hub', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the networks with their chain ids, symbols, gas prices and explorers', async () => {
    const [, polygon, bsc] = devNetworks();
    const server = fakeWeb3Server({ networks: [remoteEthereum(), polygon!, bsc!] });
    renderWeb3();
    expect(await screen.findByText('3 Networks')).toBeTruthy();
    const dev = within(screen.getByRole('article', { name: 'Polygon (dev)' }));
    expect(dev.getByText('31338')).toBeTruthy();
    expect(dev.getByText('POL')).toBeTruthy();
    expect(dev.getByText('Dev chain')).toBeTruthy();
    const inert = dev.getByRole('button', { name: 'Explorer' }) as HTMLButtonElement;
    expect(inert.disabled).toBe(true);
    expect(inert.title).toBe('No explorer for a dev chain');

    fireEvent.click(dev.getByRole('button', { name: 'Gas Price on Polygon (dev)' }));
    expect(await dev.findByText('1.875 gwei')).toBeTruthy();
    expect(server.requestsTo('GET /api/web3/gas-price')[0]!.query.get('network')).toBe('polygon');

    const remote = within(screen.getByRole('article', { name: 'Ethereum' }));
    expect(remote.getByText('Remote')).toBeTruthy();
    const explorer = remote.getByRole('link', { name: /^Explorer for Ethereum/ });
    expect(explorer.getAttribute('href')).toBe('https://etherscan.io');
  });

  it('connects MetaMask without a provider to a funded dev account and shows its balances', async () => {
    const server = fakeWeb3Server();
    renderWeb3();
    await screen.findByRole('region', { name: 'Wallet' });
    expect(
      await walletCard().findByText(/No wallet extension found: .* a dev account Appforge holds/),
    ).toBeTruthy();
    await connectWith('MetaMask');

    expect(await walletCard().findByText('Connected')).toBeTruthy();
    expect(server.requestsTo('POST /api/web3/connect-wallet')[0]!.body).toEqual({
      walletType: 'metamask',
      network: 'ethereum',
    });
    expect(walletCard().getByText('Dev account')).toBeTruthy();
    expect(walletCard().getByText(DEV_ACCOUNT)).toBeTruthy();
    expect(walletCard().getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(await walletCard().findByText('100.0000 ETH')).toBeTruthy();
    const tokens = walletCard().getByRole('list', { name: 'Token balances' });
    expect(tokens.textContent).toContain('1,000.0000 AFT');
    expect(walletCard().queryByRole('button', { name: 'Get test funds' })).toBeNull();
  });

  it('asks a browser wallet for its account, adds the dev chain on 4902, then records the address', async () => {
    const server = fakeWeb3Server();
    const wallet = fakeEthereum({ isMetaMask: true, knownChains: [1] });
    renderWeb3();
    await screen.findByRole('region', { name: 'Wallet' });
    expect(await walletCard().findByText(/Your browser wallet asks you/)).toBeTruthy();
    fireEvent.click(walletCard().getByRole('radio', { name: 'Polygon' }));
    await connectWith('MetaMask');

    expect(await walletCard().findByText('Browser wallet')).toBeTruthy();
    expect(wallet.methods()).toEqual([
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(wallet.requests[2]!.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Polygon (dev)',
        nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
        rpcUrls: [`${window.location.origin}/api/web3/rpc/polygon`],
      },
    ]);
    expect(wallet.chainId()).toBe(31338);
    expect(server.requestsTo('POST /api/web3/connect-wallet')[0]!.body).toEqual({
      walletType: 'metamask',
      network: 'polygon',
      address: BROWSER_ACCOUNT,
    });

    expect(await walletCard().findByText('0.0000 POL')).toBeTruthy();
    fireEvent.click(walletCard().getByRole('button', { name: 'Get test funds' }));
    expect(await walletCard().findByText('100.0000 POL')).toBeTruthy();
    expect(server.requestsTo('POST /api/web3/faucet')[0]!.body).toEqual({
      network: 'polygon',
      address: BROWSER_ACCOUNT,
    });
  });

  it('picks the Coinbase extension among several and says when the user declines', async () => {
    const server = fakeWeb3Server();
    const metamask = fakeEthereum({ isMetaMask: true });
    const coinbase = fakeEthereum({
      isCoinbaseWallet: true,
      refuse: { eth_requestAccounts: { code: 4001, message: 'User rejected the request.' } },
    });
    vi.stubGlobal('ethereum', {
      ...metamask.provider,
      providers: [metamask.provider, coinbase.provider],
    });
    renderWeb3();
    await connectWith('Coinbase Wallet');

    expect((await walletCard().findByRole('alert')).textContent).toBe(
      "Couldn't connect: You declined the request in your wallet.",
    );
    expect(coinbase.methods()).toEqual(['eth_requestAccounts']);
    expect(metamask.methods()).toEqual([]);
    expect(server.requestsTo('POST /api/web3/connect-wallet')).toHaveLength(0);
  });

  it("shows WalletConnect's missing project id as the server says it", async () => {
    fakeWeb3Server({ walletConnectConfigured: false });
    renderWeb3();
    await connectWith('WalletConnect');
    expect((await walletCard().findByRole('alert')).textContent).toContain(
      'WalletConnect needs a project id: set WALLETCONNECT_PROJECT_ID',
    );
    expect(walletCard().queryByText('Connected')).toBeNull();
  });

  it('keeps a connection across reloads, switches its network and disconnects', async () => {
    const server = fakeWeb3Server();
    renderWeb3();
    await connectWith('MetaMask');
    expect(await walletCard().findByText('100.0000 ETH')).toBeTruthy();
    cleanup();

    renderWeb3();
    await screen.findByRole('region', { name: 'Wallet' });
    expect(await walletCard().findByText('100.0000 ETH')).toBeTruthy();
    fireEvent.click(walletCard().getByRole('radio', { name: 'BNB Chain' }));
    expect(await walletCard().findByText('100.0000 BNB')).toBeTruthy();
    expect(server.requestsTo('POST /api/web3/connect-wallet').at(-1)!.body).toEqual({
      walletType: 'metamask',
      network: 'bsc',
    });

    fireEvent.click(walletCard().getByRole('button', { name: 'Disconnect' }));
    expect(await walletCard().findByRole('button', { name: 'MetaMask' })).toBeTruthy();
    expect(server.requestsTo('POST /api/web3/disconnect')).toHaveLength(1);
  });

  it('shows the sample token as deployed at its address and the casino cards as samples', async () => {
    fakeWeb3Server();
    renderWeb3('?tab=contracts');
    const token = within(
      await screen.findByRole('article', { name: 'Sample token on Ethereum (dev)' }),
    );
    expect(token.getByText('Deployed')).toBeTruthy();
    expect(token.getByText(SAMPLE_TOKEN)).toBeTruthy();
    for (const game of ['Slots', 'Roulette', 'Poker']) {
      const card = within(screen.getByRole('article', { name: `${game} contract` }));
      expect(card.getByText('Active')).toBeTruthy();
      expect(card.getByText('Sample')).toBeTruthy();
    }
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'DeFi' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Token Swaps' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    expect(
      (screen.getByRole('button', { name: 'Liquidity Pools' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
