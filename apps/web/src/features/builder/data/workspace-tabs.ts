import {
  Bot, Boxes, BrainCircuit, Cable, Code2, Database, FilePlus2, FileSearch, FolderCog, FolderTree, Gift, HardDrive,
  KeyRound, ListOrdered, MessageSquare, MonitorSmartphone, Network, Package, Palette, Puzzle, Rocket, Settings, ShieldCheck,
  Sparkles, Terminal, BookOpen, type LucideIcon,
} from 'lucide-react';

export type WorkspaceTabId =
  | 'chat' | 'console' | 'deployments' | 'preview' | 'database' | 'ai-agent' | 'ai-assistant' | 'ai-engineer'
  | 'ai-file-management' | 'secrets' | 'settings' | 'code-search' | 'dependencies' | 'docs' | 'extension-store'
  | 'app-storage' | 'auth' | 'new-file' | 'file-management' | 'integrations' | 'networking' | 'queue' | 'autonomous'
  | 'affiliate' | 'code' | 'design';

export interface WorkspaceTab {
  id: WorkspaceTabId;
  label: string;
  icon: LucideIcon;
  /** Placeholder tabs show only their icon and this caption (spec 01 §2). */
  caption?: string;
}

/** spec 01 §2 "Central tab strip", in order. */
export const WORKSPACE_TABS: WorkspaceTab[] = [
  { id: 'chat', label: 'Chat', icon: MessageSquare },
  { id: 'console', label: 'Console', icon: Terminal, caption: 'Console coming soon' },
  { id: 'deployments', label: 'Deployments', icon: Rocket, caption: 'Deployments coming soon' },
  { id: 'preview', label: 'Preview', icon: MonitorSmartphone, caption: 'Preview tools coming soon' },
  { id: 'database', label: 'Database', icon: Database },
  { id: 'ai-agent', label: 'AI Agent', icon: Bot, caption: 'AI agent coming soon' },
  { id: 'ai-assistant', label: 'AI Assistant', icon: Sparkles, caption: 'AI assistant coming soon' },
  { id: 'ai-engineer', label: 'AI Engineer', icon: BrainCircuit, caption: 'AI engineer coming soon' },
  { id: 'ai-file-management', label: 'AI File Management', icon: FolderCog, caption: 'AI file management coming soon' },
  { id: 'secrets', label: 'Secrets', icon: KeyRound, caption: 'Secrets coming soon' },
  { id: 'settings', label: 'Settings', icon: Settings, caption: 'Settings coming soon' },
  { id: 'code-search', label: 'Code Search', icon: FileSearch, caption: 'Code search coming soon' },
  { id: 'dependencies', label: 'Dependencies', icon: Package, caption: 'Dependency tools coming soon' },
  { id: 'docs', label: 'Docs', icon: BookOpen, caption: 'Docs coming soon' },
  { id: 'extension-store', label: 'Extension Store', icon: Puzzle, caption: 'Extension store coming soon' },
  { id: 'app-storage', label: 'App Storage', icon: HardDrive, caption: 'App storage coming soon' },
  { id: 'auth', label: 'Auth', icon: ShieldCheck, caption: 'Authentication coming soon' },
  { id: 'new-file', label: 'New File', icon: FilePlus2, caption: 'New file coming soon' },
  { id: 'file-management', label: 'File Management', icon: FolderTree, caption: 'File management coming soon' },
  { id: 'integrations', label: 'Integrations', icon: Cable, caption: 'Integrations coming soon' },
  { id: 'networking', label: 'Networking', icon: Network, caption: 'Networking coming soon' },
  { id: 'queue', label: 'Queue', icon: ListOrdered },
  { id: 'autonomous', label: 'Autonomous', icon: Boxes },
  { id: 'affiliate', label: 'Affiliate', icon: Gift },
  { id: 'code', label: 'Code', icon: Code2 },
  { id: 'design', label: 'Design', icon: Palette, caption: 'Design tools coming soon' },
];

/** The tabs with real content: always in the strip, in spec order; the placeholders sit in its "More" menu. */
export const WORKING_TAB_IDS: ReadonlySet<WorkspaceTabId> = new Set([
  'chat', 'database', 'queue', 'autonomous', 'affiliate', 'code', 'design',
]);
