/** spec 02 §2 "Web3 Hub": the five tabs, in order. */
export const WEB3_TABS = [
  { value: 'networks', label: 'Networks' },
  { value: 'transfer', label: 'Transfer' },
  { value: 'nfts', label: 'NFTs' },
  { value: 'defi', label: 'DeFi' },
  { value: 'contracts', label: 'Contracts' },
] as const;

export type Web3Tab = (typeof WEB3_TABS)[number]['value'];
