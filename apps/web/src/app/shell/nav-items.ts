import {
  Blocks,
  Bot,
  Clapperboard,
  Dices,
  LayoutGrid,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  name: string;
  path: string;
  icon: LucideIcon;
}

/** spec 01 §2 "Navigation entries", in sidebar order. */
export const navItems: readonly NavItem[] = [
  { name: 'App Builder', path: '/', icon: Smartphone },
  { name: 'Categories', path: '/categories', icon: LayoutGrid },
  { name: 'Casino', path: '/casino', icon: Dices },
  { name: 'AI Dashboard', path: '/ai', icon: Bot },
  { name: 'Media Center', path: '/media', icon: Clapperboard },
  { name: 'Web3 Hub', path: '/web3', icon: Blocks },
];
