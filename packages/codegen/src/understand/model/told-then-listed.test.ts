import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "I tune pianos in schools and chapels. Clients, their pianos, my tunings …": what the first
 * sentence says the person does is said again in the list of records after it; what it names
 * only there is no record type.
 */
describe('a first sentence of what the person does, then a list of records', () => {
  it.each([
    [
      'We restore rocking horses and dolls houses. Customers, their toys (maker, age), the restorations on each toy, and the paints we use.',
      'customer paint restoration toy | restoration>toy toy>customer',
    ],
    [
      'I tune pianos in schools and chapels. Clients, their pianos (make, serial), and my tunings of each piano (date, pitch).',
      'client piano tuning | piano>client tuning>piano',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('keeps one it names again later', () => {
    expect(
      modelOf(
        'I work as a dispatcher for our van club. Drivers (name, phone), vans (reg), deliveries with one driver in one van, and the dispatcher who booked each delivery.',
      ).split(' | ')[0],
    ).toContain('dispatcher');
  });
});
