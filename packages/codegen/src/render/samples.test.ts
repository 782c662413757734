import { describe, expect, it } from 'vitest';
import { understand } from '../understand/understand.ts';
import { renderApp } from './index.ts';

/** The sample records a new install shows. */

describe('sample targets', () => {
  it.each([
    'walking club: every walker sets a target km for the year, logs walks, shows total km and how far through their target each walker is',
    'Savings goals. Each goal has a target amount, I add deposits whenever I can and it shows how close I am to the target.',
    'step challenge: each team sets a target for the month, logs walks with steps, and sees total steps and progress toward the target',
  ])('are further than any sample total, so no sample shows 100%%: %s', (prompt) => {
    const { spec } = understand(prompt);
    const holder = spec.entities.find((entity) =>
      entity.computed?.some((value) => value.kind === 'progress' && value.against),
    )!;
    const target = holder.computed!.find((value) => value.kind === 'progress')!.against!;
    const samples = renderApp(spec).frontend['src/samples.ts']!;
    const targets = [...samples.matchAll(new RegExp(`\\b${target}: ([\\d.]+)`, 'g'))].map((match) =>
      Number(match[1]),
    );
    expect(targets).toHaveLength(3);
    // A sample links to one sample of its parent: a total reaches at most one sample amount (12).
    for (const value of targets) expect(value).toBeGreaterThan(22);
  });
});

describe('samples due again after an interval', () => {
  it.each([
    [
      'Fleet of vans: each van needs a safety check once a fortnight. Show which vans are late.',
      'lastSafetyCheck',
      [-1, -7, -16],
    ],
    [
      'Smoke alarms: the batteries should be changed every 6 months, show which alarms are overdue',
      'lastChanged',
      [-1, -90, -182],
    ],
  ])(
    'were done in the past, one just now, one halfway and one past due: %s',
    (prompt, field, offsets) => {
      const samples = renderApp(understand(prompt).spec).frontend['src/samples.ts']!;
      const days = [...samples.matchAll(new RegExp(`\\b${field}: day\\((-?\\d+)\\)`, 'g'))].map(
        (match) => Number(match[1]),
      );
      expect(days).toEqual(offsets);
    },
  );
});
