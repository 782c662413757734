import {
  pageBuilderQuerySchema,
  pageTypeSchema,
  type PageType,
} from '@appforge/shared/contracts/page-builder';

/** spec 02 §2: the dashboard's four tabs, in order. */
export const PAGE_BUILDER_TABS = [
  { value: 'pages', label: 'Generated Pages' },
  { value: 'validation', label: 'Validation' },
  { value: 'performance', label: 'Performance' },
  { value: 'preview', label: 'Preview' },
] as const;
export type PageBuilderTab = (typeof PAGE_BUILDER_TABS)[number]['value'];

export const pageTypeFrom = (value: string | null): PageType | null =>
  pageTypeSchema.safeParse(value).data ?? null;

/** A project id from a link; anything that is not an id means "the server's choice". */
export const projectIdFrom = (value: string | null): string | null =>
  pageBuilderQuerySchema.safeParse({ projectId: value ?? undefined }).data?.projectId ?? null;

/** The address's query with `changes` applied: a null removes the parameter. */
export function withChanges(
  current: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
