import pluralize from 'pluralize';
import type { Entity } from '../../app-spec.ts';
import { escaped, wordsOfName } from './mentions.ts';

/** "each of them", "each of those", "each one", "them": the records the person named before. */
const THEM = /\b(?:each of (?:them|those)|(?:each|every) one\b(?! of\b)|them)\b/gi;

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
  const names = entities.map((entity) => ({
    name: wordsOfName(entity.name).join(' '),
    plural: escaped(pluralOf(entity)),
  }));
  const plurals = names.map(({ name, plural }) => ({
    name,
    pattern: new RegExp(`\\b${plural}\\b`, 'gi'),
  }));
  // "bat boxes … flag any box that …, and how long since each one": named by its head too.
  const forms = names.map(({ name, plural }) => {
    const head = name.split(' ').at(-1) ?? name;
    return { name, said: [escaped(name), plural, escaped(head), escaped(pluralize.plural(head))] };
  });
  const named = forms.map(({ name, said }) => ({
    name,
    pattern: new RegExp(`\\b(?:${said.join('|')})\\b`, 'gi'),
  }));
  // "each convention has a date, city and fee, and … days until each one": the one counted.
  const counted = forms.map(({ name, said }) => ({
    name,
    pattern: new RegExp(`\\b(?:each|every)\\s+(?:${said.join('|')})\\b`, 'gi'),
  }));
  return text.replace(THEM, (said, at: number) => {
    // "heaviest weight per exercise and the last date I did each one": the record its sentence
    // named last.
    if (/one$/i.test(said)) {
      const sentence =
        text
          .slice(0, at)
          .split(/[.!?;]/)
          .at(-1) ?? '';
      const from = at - sentence.length;
      const inSentence =
        lastOf(counted, text.slice(0, at), from) ?? lastOf(named, text.slice(0, at), from);
      if (inSentence) return `each ${inSentence}`;
      // "best score per game and the last time I played each one": said per a record loosely named.
      if (/\b(?:per|each|every)\s+[a-z]/i.test(sentence)) return said;
    }
    // "spend them on …": a bare "them" is resolved only where something is asked of each;
    // "how many services each of them has had": what the clause counts is not "them".
    const clause =
      text
        .slice(0, at)
        .split(/[.!?;,]/)
        .at(-1) ?? '';
    if (said.toLowerCase() === 'them' && !ASKED.test(clause)) return said;
    const last = lastOf(plurals, text.slice(0, at - clause.length));
    return last ? `each ${last}` : said;
  });
}

/** The name of the record type whose pattern matches last in `before`, from `from` on. */
function lastOf(names: { name: string; pattern: RegExp }[], before: string, from = 0) {
  let last: { name: string; at: number } | undefined;
  for (const { name, pattern } of names)
    for (const match of before.matchAll(pattern))
      if (match.index >= from && (!last || match.index > last.at)) last = { name, at: match.index };
  return last?.name;
}
