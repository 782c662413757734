import { createContext, use } from 'react';

export interface PageBuilderContextValue {
  /** The project every call and download is about. */
  projectId: string;
  /** A Build All job is writing pages: single generations wait until it ends. */
  building: boolean;
}

export const PageBuilderContext = createContext<PageBuilderContextValue | null>(null);

export function usePageBuilderContext(): PageBuilderContextValue {
  const value = use(PageBuilderContext);
  if (!value) throw new Error('usePageBuilderContext outside the page builder dashboard');
  return value;
}
