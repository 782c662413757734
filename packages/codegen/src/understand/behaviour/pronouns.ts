import pluralize from 'pluralize';
import type { Entity } from '../../app-spec.ts';
import { escaped, wordsOfName } from './mentions.ts';

/** "each of them", "each of those", "them": the records the person named before. */
const THEM = /\b(?:each of (?:them|those)|them)\b/gi;

/** What a clause asks of each record: "how many times we've visited them". */
const ASKED = /\b(?:how many|how much|how often|how long|when)\b/i;

/** "relatives", "library loans": how a record type is named in the plural. */
const pluralOf = (entity: Entity) => pluralize.plural(wordsOfName(entity.name).join(' '));

/**
 * "a list of the relatives … show me when we last saw each of them and how many times we've
 * visited them": "them" are the records last named in the plural before it, said as "each
 * relative" so that what is asked of each is read as any value of a record is.
 */
export function withThemNamed(text: string, entities: Entity[]): string {
  const plurals = entities.map((entity) => ({
    name: wordsOfName(entity.name).join(' '),
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
    let last: { name: string; at: number } | undefined;
    for (const { name, pattern } of plurals)
      for (const match of before.matchAll(pattern))
        if (!last || match.index > last.at) last = { name, at: match.index };
    return last ? `each ${last.name}` : said;
  });
}
