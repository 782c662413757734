import pluralize from 'pluralize';
import type { Entity } from '../../app-spec.ts';
import { escaped } from './mentions.ts';

/** "each of them", "each of those", "them": the records the person named before. */
const THEM = /\b(?:each of (?:them|those)|them)\b/gi;

/** What a clause asks of each record: "how many times we've visited them". */
const ASKED = /\b(?:how many|how much|how often|how long|when)\b/i;

const pluralOf = (entity: Entity) =>
  pluralize.plural(entity.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());

/**
 * "a list of the relatives … show me when we last saw each of them and how many times we've
 * visited them": "them" are the records last named in the plural before it, said as "each
 * relative" so that what is asked of each is read as any value of a record is.
 */
export function withThemNamed(text: string, entities: Entity[]): string {
  const plurals = entities.map((entity) => ({
    singular: pluralize.singular(pluralOf(entity)),
    pattern: new RegExp(`\\b${escaped(pluralOf(entity))}\\b`, 'gi'),
  }));
  return text.replace(THEM, (said, at: number) => {
    // "spend them on …": a bare "them" is resolved only where something is asked of each;
    // "how many services each of them has had": what the clause counts is not "them".
    const clause =
      text
        .slice(0, at)
        .split(/[.!?;,]/)
        .at(-1) ?? '';
    if (said.toLowerCase() === 'them' && !ASKED.test(clause)) return said;
    const before = text.slice(0, at - clause.length);
    const last = plurals
      .map(({ singular, pattern }) => ({
        singular,
        at: Math.max(-1, ...[...before.matchAll(pattern)].map((match) => match.index)),
      }))
      .filter(({ at: found }) => found >= 0)
      .sort((a, b) => b.at - a.at)[0];
    return last ? `each ${last.singular}` : said;
  });
}
