import { describe, expect, it } from 'vitest';
import { appSpecSchema } from '../app-spec.ts';
import { behaviourFound } from '../corpus/behaviour-score.ts';
import { understand } from '../understand/understand.ts';
import { text } from './behaviour-spec-fields.ts';
import { renderApp } from './index.ts';
import { loadGenerated } from './test-bundle.ts';
import { theme } from './test-theme.ts';

/** "how many are still open": of the records a tap marks done, those not done yet. */

const jobs = appSpecSchema.parse({
  appName: 'Fete Jobs',
  slug: 'fete-jobs',
  description: 'The jobs for the summer fete, ticked off as they are done.',
  category: 'productivity',
  theme: theme('ios'),
  features: [],
  entities: [
    {
      name: 'Job',
      pluralName: 'Jobs',
      titleField: 'name',
      fields: [
        text('name', 'Name'),
        { name: 'done', label: 'Done', type: 'boolean', required: false },
      ],
      actions: [{ kind: 'markDone', name: 'markDone', label: 'Mark done', field: 'done' }],
      summary: [{ kind: 'count', name: 'jobsStillOpen', label: 'Jobs still open', field: 'done' }],
    },
  ],
});

describe('a count of the records still open', () => {
  it('counts those whose flag does not say done', async () => {
    const values = await loadGenerated<Record<string, (rows: object[]) => object>>(
      renderApp(jobs).frontend,
      'src/values.ts',
    );
    const rows = [
      { id: 'a', name: 'Bunting', done: true },
      { id: 'b', name: 'Raffle', done: false },
      { id: 'c', name: 'Cake stall' },
    ];
    expect(values.jobSummaryValues!(rows)).toEqual({ jobsStillOpen: 2 });
  });

  it.each([
    [
      'village fete: the jobs to sort, mark each job done, and show how many are still outstanding',
      'Job',
    ],
    [
      'packing for the move: tick each box off as packed and show how many boxes are left to do',
      'Box',
    ],
  ])('is read where a tap marks them done: %s', (prompt, name) => {
    const entity = understand(prompt).spec.entities.find((candidate) => candidate.name === name);
    expect(entity?.summary).toEqual([
      expect.objectContaining({ kind: 'count', field: expect.any(String) }),
    ]);
    expect(behaviourFound(understand(prompt).spec)).toContain(`${name}.markDone`);
  });
});
