import { describe, expect, it } from 'vitest';
import { appSpecSchema } from '../app-spec.ts';
import { date, text } from './behaviour-spec-fields.ts';
import { renderApp } from './index.ts';
import { loadGenerated } from './test-bundle.ts';
import { theme } from './test-theme.ts';

/** Progress of all records toward a whole the idea states: those done of it, or how many. */

const parks = (field?: string) =>
  appSpecSchema.parse({
    appName: 'Park Quest',
    slug: 'park-quest',
    description: 'The national parks, ticked off as we visit them.',
    category: 'travel',
    theme: theme('ios'),
    features: [],
    entities: [
      {
        name: 'Park',
        pluralName: 'Parks',
        titleField: 'name',
        fields: [text('name', 'Name'), date('visitedOn', 'Visited on', false)],
        summary: [{ kind: 'progress', name: 'parksSeen', label: 'Parks seen', target: 63, field }],
      },
    ],
  });

const summaryOf = async (field?: string) =>
  (
    await loadGenerated<Record<string, (rows: object[]) => object>>(
      renderApp(parks(field)).frontend,
      'src/values.ts',
    )
  ).parkSummaryValues!;

const rows = [
  { id: 'a', name: 'Zion', visitedOn: '2026-05-02' },
  { id: 'b', name: 'Arches', visitedOn: '' },
  { id: 'c', name: 'Acadia' },
  { id: 'd', name: 'Olympic', visitedOn: '2025-08-19' },
];

describe('progress of all records toward a stated whole', () => {
  it('counts the records whose date says they are done', async () => {
    expect((await summaryOf('visitedOn'))(rows)).toEqual({ parksSeen: { done: 2, total: 63 } });
  });

  it('counts every record when nothing says done', async () => {
    expect((await summaryOf())(rows)).toEqual({ parksSeen: { done: 4, total: 63 } });
  });

  it('shows how many of the whole, and its share, over the list', () => {
    expect(renderApp(parks('visitedOn')).frontend['src/behaviour.ts']).toContain(
      "{ label: 'Parks seen', text: values.parksSeen.total > 0 ? `${values.parksSeen.done} of ${values.parksSeen.total} (",
    );
  });
});
