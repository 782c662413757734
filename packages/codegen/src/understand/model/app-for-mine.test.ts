import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

const linksOf = (prompt: string) =>
  understand(prompt).spec.entities.flatMap((entity) =>
    entity.fields.flatMap((field) => (field.relation ? [`${entity.name}>${field.relation}`] : [])),
  );

/** "a tracker for my dogs: walks": the app is for records that are also what it is about. */
describe('an app for the person’s own records, then what it keeps of them', () => {
  it.each([
    ['tracker for my dogs: walks', ['Walk>Dog']],
    ['care app for my cats: vet visits', ['VetVisit>Cat']],
    ['a log for my bikes: repairs with the cost', ['Repair>Bike']],
  ])('links what it keeps to them: %s', (prompt, links) => {
    expect(linksOf(prompt)).toEqual(links);
  });
});
