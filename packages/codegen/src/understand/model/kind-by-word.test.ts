import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

const entitiesOf = (prompt: string) =>
  understand(prompt).spec.entities.map(
    (entity) => `${entity.name}(${entity.fields.map((field) => field.name).join(' ')})`,
  );

/**
 * "show me each one" (a TV show?), "a couple of" (a date night?), "around town" (a place
 * visited?), "the journey home" (a trip?): a kind read from a word anywhere names the app, not
 * the values of the records the person named, nor records they never named.
 */
describe('a kind read from a word anywhere', () => {
  it.each([
    [
      'the lanterns for our street festival, show me each one with its colour and who made it',
      ['Lantern(name colour madeBy)'],
    ],
    [
      'my couple of vintage typewriters - year, ribbon colour',
      ['VintageTypewriter(name year ribbonColour)'],
    ],
    [
      'a list of the ponds I have dipped in around town - depth, what I found',
      ['Pond(name depth)'],
    ],
    [
      'the rail passes we bought for the journey home - price, valid until',
      ['RailPass(name price validUntil)'],
    ],
  ])('adds no values or records of its own: %s', (prompt, entities) => {
    expect(entitiesOf(prompt)).toEqual(entities);
  });

  it.each([
    ['every haircut a client books earns a point', 'Haircut(name date status notes)'],
    ['every massage a client books earns a point', 'Massage(name date status notes)'],
  ])('reads "a client books" as a verb, naming no kind: %s', (prompt, entity) => {
    expect(entitiesOf(prompt)[0]).toBe(entity);
  });

  it.each([
    ['an app to keep my recipes', 'ingredients'],
    ['a tracker for the books I read', 'author'],
  ])('leaves the values of the records a kind is about: %s', (prompt, value) => {
    expect(entitiesOf(prompt)[0]).toContain(value);
  });
});
