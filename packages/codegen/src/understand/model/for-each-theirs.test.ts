import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "…, and for every job the rooms I'm skimming": the records named right after "for each" one
 * record are each one's own; "the matches on each show" only says where the matches are.
 */
describe('the records named for each record', () => {
  it.each([
    [
      "customers, the jobs I do for each customer, and for every job the rooms I'm skimming",
      'customer job room | job>customer room>job',
    ],
    [
      'Landlord app: properties, and for each property the tenants (name, phone) and the repairs (date, cost)',
      'property repair tenant | repair>property tenant>property',
    ],
    [
      'Allotment society: plots, and for every plot the tenants and the inspections (date, notes)',
      'inspection plot tenant | inspection>plot tenant>plot',
    ],
    [
      'Boat club: boats, and for each boat the crews (name, size) and the races (date, place)',
      'boat crew race | crew>boat race>boat',
    ],
    [
      'Wrestling: shows (date, venue), the matches on each show and the title belts',
      'belt match show | match>show',
    ],
  ])('%s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
