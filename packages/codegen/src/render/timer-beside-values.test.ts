import { describe, expect, it } from 'vitest';
import { appSpecSchema } from '../app-spec.ts';
import { date, link, number, text } from './behaviour-spec-fields.ts';
import { renderApp } from './index.ts';
import { theme } from './test-theme.ts';

/**
 * "a start and stop button for each booking, and a warning when any runs low": a timer writes its
 * records and reads none, so the values beside it take no linked records, and the routes that
 * save its records still have their collection.
 */
const ROOM_TIMERS = appSpecSchema.parse({
  appName: 'Room timers',
  slug: 'room-timers',
  description: 'Practice rooms with a timer and a low stock flag.',
  category: 'productivity',
  theme: theme('ios', '#0E7490'),
  features: [],
  entities: [
    {
      name: 'Room',
      pluralName: 'Rooms',
      titleField: 'name',
      fields: [
        text('name', 'Name'),
        number('quantity', 'Quantity'),
        number('reorderLevel', 'Reorder level'),
        { name: 'timerStartedAt', label: 'Timer started at', type: 'datetime', required: false },
      ],
      computed: [
        {
          kind: 'lowStock',
          name: 'lowStock',
          label: 'Low stock',
          field: 'quantity',
          against: 'reorderLevel',
        },
      ],
      actions: [
        {
          kind: 'startStop',
          name: 'timer',
          label: 'Timer',
          over: { entity: 'Session', link: 'room' },
          field: 'minutes',
          since: 'timerStartedAt',
        },
      ],
    },
    {
      name: 'Session',
      pluralName: 'Sessions',
      titleField: 'date',
      fields: [
        link('room', 'Room', 'Room'),
        date('date', 'Date'),
        { ...number('minutes', 'Minutes', 'min'), required: true },
      ],
    },
  ],
});

describe('a timer beside values that read no linked records', () => {
  const code = renderApp(ROOM_TIMERS);

  it('computes the values from the record alone', () => {
    expect(code.frontend['src/values.ts']).toContain(
      'export function roomValues(room: StoredRecord): RoomValues',
    );
  });

  it('keeps the collection the timer saves its sessions to', () => {
    const routes = code.backend['src/routes/rooms.ts'];
    expect(routes).toContain("store.collection<SessionInput>('sessions')");
    expect(routes).toContain('sessionsCollection.create(');
  });
});
