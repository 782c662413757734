import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

/**
 * "Our hives - each one is kept by one member - …" and "choirs, where a chorister can sing in more
 * than one choir": a clause set apart that speaks of the records before it again.
 */
describe('"each one" set apart by dashes', () => {
  it.each([
    [
      'Bee club: members, and our hives - each one is kept by one member and sits in one apiary - the apiaries, and inspections of each hive.',
      'apiary hive inspection member | hive>apiary hive>member inspection>hive',
    ],
    [
      'Our boats - every one is moored at one marina - and the marinas.',
      'boat marina | boat>marina',
    ],
    [
      'Kennel club: owners (each owner has a few dogs), the dogs - each one is kept in one block - and the blocks.',
      'block dog owner | dog>block dog>owner',
    ],
    [
      'Sailing school: instructors (an instructor has several courses), the dinghies - every one is moored at one jetty - and the jetties.',
      'course dinghy instructor jetty | course>instructor dinghy>jetty',
    ],
  ])('is each of the phrase before: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a "where" clause that counts the records it describes', () => {
  it.each([
    [
      'Choristers and our choirs, where a chorister can sing in more than one choir.',
      'choir chorister | choir<>chorister',
    ],
    [
      'Volunteers and the rotas (early, late, weekend) where a volunteer can be on more than one rota.',
      'rota volunteer | rota<>volunteer',
    ],
  ])('says on its own how they stand: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
