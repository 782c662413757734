import type { NetworkKey } from '@appforge/shared/contracts/web3';

export interface Web3Settings {
  /** `$DATA_DIR/chains`: the dev chains' state files. */
  chainsDir: string;
  /** Networks switched to a real endpoint (RPC_URL_*); the others run as local dev chains. */
  rpcUrls: Partial<Record<NetworkKey, string>>;
  /** WalletConnect's project id (WALLETCONNECT_PROJECT_ID), or null when not configured. */
  walletConnectProjectId: string | null;
}
