import { camelCase } from 'change-case';
import type { ComputedValue } from '../../app-spec-behaviour.ts';
import type { Entity, Field } from '../../app-spec.ts';
import { HOW_MANY_NEEDED } from '../field-clauses.ts';
import {
  ASKS,
  COUNT_ASKED,
  askedIn,
  PERIODS,
  bestIsLowest,
  isBest,
  TYPED_VALUE,
  withoutTyped,
  wordOf,
  type Kind,
} from './asks.ts';
import { askedPer, asksOf, perWords } from './ask-parts.ts';
import { countedPair, impliedPair } from './implied-owners.ts';
import { withSummaryAsked } from './summaries.ts';
import { figureOfRecordAsked, measuredBySuperlative } from './superlatives.ts';
import {
  childrenOf,
  DATE_TYPES,
  escaped,
  freeName,
  MONEY_SAID,
  NOT_AN_AMOUNT,
  namedIn,
  names,
  NUMBER_TYPES,
  sentencesOf,
} from './mentions.ts';

/**
 * Values over linked records, said of the record they belong to: "total spent on each car",
 * "average rating for each restaurant", "personal best per exercise", "when I last went there",
 * "how many orders each product has had".
 */

/** "each X", "per X", "for every X", "on each X", "X's": the record the value is said of. */
const PER = /\b(?:each|per|every|for|on|of)\b/i;

const wordsIn = (label: string) =>
  label
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 2);

/**
 * A number no word of the sentence names, when there is only one it can be: the money field where
 * money is said ("how much they've spent"), else the only amount ("total kg per bed", "the biggest
 * single harvest"); never for a count or a latest value.
 */
function onlyAmount(kind: Kind, candidates: Field[], sentence: string) {
  if (kind === 'count' || kind === 'latest') return undefined;
  const money = candidates.filter((field) => field.type === 'currency');
  if (MONEY_SAID.test(sentence)) return money.length === 1 ? money[0] : undefined;
  const amounts = candidates.filter(
    (field) => (field.type !== 'rating' || kind !== 'sum') && !NOT_AN_AMOUNT.test(field.label),
  );
  return amounts.length === 1 ? amounts[0] : undefined;
}

/** A text value, or a "time" read as a moment: what an ask may say is a number. */
const mayBeNumber = (field: Field) =>
  field.type === 'text' || (DATE_TYPES.includes(field.type) && /\btime$/i.test(field.label));

/**
 * "average nitrate", "the highest grade", "my fastest time": a text value or a time of day named
 * right after the ask, which the ask says is a number (how long it took).
 */
function askedOfText(kind: Kind, child: Entity, sentence: string): Field | undefined {
  const ask = ASKS.find(([asked]) => asked === kind)![1].source;
  return child.fields.find(
    (field) =>
      mayBeNumber(field) &&
      field.name !== child.titleField &&
      // "fastest time" of a "Freestyle time": by its last word too.
      new RegExp(
        `(?:${ask})\\s+(?:[a-z]+\\s+)?(?:${escaped(field.label)}|${escaped(field.label.split(' ').at(-1)!)})\\b`,
        'i',
      ).test(sentence),
  );
}

/** The child's field the sentence names (by label or unit); for "when … last", its date. */
function fieldFor(kind: Kind, child: Entity, sentence: string): Field | undefined {
  const lower = sentence.toLowerCase();
  // "fastest time" typed in is what is now computed, never what it reads.
  const candidates = child.fields.filter(
    (field) =>
      !TYPED_VALUE.test(field.label) &&
      (kind === 'latest' ? field.type !== 'relation' : NUMBER_TYPES.includes(field.type)),
  );
  // "highest and lowest temperature … and total rainfall": the field named right after its own
  // ask (or the ask it is joined to) first.
  const ask = ASKS.find(([asked]) => asked === kind)![1].source;
  const right = candidates.find((field) =>
    new RegExp(
      `(?:${ask})\\s+(?:(?:and|or|&)\\s+[a-z]+\\s+)?(?:[a-z]+\\s+)?${escaped(field.label)}\\b`,
      'i',
    ).test(sentence),
  );
  if (right) return right;
  const spoken = candidates.find(
    (field) =>
      wordsIn(field.label).some((word) => lower.includes(word.replace(/s$/, ''))) ||
      // "pH", "BP": a short label said whole.
      new RegExp(`\\b${escaped(field.label)}\\b`, 'i').test(sentence) ||
      (field.unit !== undefined && new RegExp(`\\b${field.unit}\\b`, 'i').test(sentence)),
  );
  if (spoken) return spoken;
  const measured =
    kind === 'min' || kind === 'max' ? measuredBySuperlative(candidates, sentence) : undefined;
  const figure =
    measured ??
    (kind !== 'latest' ? figureOfRecordAsked(ask, child, candidates, sentence) : undefined);
  if (figure) return figure;
  if (kind !== 'latest' && kind !== 'count') {
    const text = askedOfText(kind, child, sentence);
    if (text) return { ...text, type: 'number' };
  }
  const fallback = onlyAmount(kind, candidates, sentence);
  if (fallback) return fallback;
  // "total time spent on each song": the time a timer or a log recorded, however it is named.
  if (
    kind !== 'latest' &&
    /\b(?:time|how long|duration|minutes?|mins?|hours?|hrs?)\b/i.test(sentence)
  )
    return candidates.find((field) =>
      /\b(?:minutes?|hours?|mins?|hrs?|duration|time)\b/i.test(
        `${field.label} ${field.unit ?? ''}`,
      ),
    );
  return spoken;
}

/**
 * "when I last went", "the last date I did each one", "how long since the last one": the date of
 * the latest record.
 */
const DATE_ASKED = /\bwhen\b|\blast date\b|\bhow long since\b/i;

/** The latest record's date, which a record logged without one gets ("the sets I do"). */
function dateOf(child: Entity, added: boolean): Field | undefined {
  const kept = child.fields.find(
    (field) => DATE_TYPES.includes(field.type) && !TYPED_VALUE.test(field.label),
  );
  if (kept || !added) return kept;
  return { name: freeName(child, 'date'), label: 'Date', type: 'date', required: true };
}

/**
 * The field a value reads: for the latest, its date where the date is asked (`added`: a date the
 * records were kept without is added to them).
 */
const readField = (kind: Kind, child: Entity, sentence: string, added = true) =>
  kind === 'latest' && DATE_ASKED.test(sentence)
    ? dateOf(child, added)
    : fieldFor(kind, child, sentence);

/** The parent the value is said of, and the linked records it reads. */
function pairIn(sentence: string, entities: Entity[]) {
  // Of several linked kinds none named, the one whose fields answer what is asked ("total time"
  // is the sessions', not the tasks').
  const answers = (child: Entity) =>
    ASKS.some(
      ([kind, pattern]) =>
        kind !== 'count' && pattern.test(sentence) && readField(kind, child, sentence, false),
    );
  // "each course shows how many assignments": the record after "each" or "per" first; "time each
  // swim, then show total minutes per dog": after the ask, when one is named there.
  const after = perWords(sentence);
  // "how many times each tool…": said of the record after "each" when it is one, else of any named.
  const named = namedIn(sentence, entities);
  const perNamed = (words: string[]) =>
    named.filter((entity) => words.some((word) => names(word, entity)));
  // "each cow's average litres per milking": when the records after the ask are those read, which
  // nothing links to, the value is of the one named before it.
  const read = (entity: Entity) => answers(entity) && childrenOf(entity, entities).length === 0;
  const afterAsk = perNamed(after);
  const owners =
    afterAsk.length > 0 && afterAsk.every(read)
      ? perNamed(perWords(sentence, true)).filter((entity) => !read(entity))
      : [];
  const each = owners.length > 0 ? owners : afterAsk;
  for (const parent of each.length > 0 ? each : named) {
    const links = childrenOf(parent, entities);
    const answering = links.filter(({ child }) => answers(child));
    // A named kind whose fields cannot answer gives way to the one kind that can ("time each
    // swim, then total minutes per dog": the timed sessions' minutes).
    // Not the only linked kind where the records asked of are linked to one of them ("how many
    // stays each owner had", each stay of a dog), or where another kind holds the amount.
    const apart = (entity: Entity) =>
      entity !== parent && !links.some(({ child }) => child === entity);
    const throughOne = (entity: Entity) =>
      links.some(({ child }) => entity.fields.some((field) => field.relation === child.name));
    const namedApart = named.some((entity) => apart(entity) && throughOne(entity));
    const elsewhere = [...named, ...entities.filter(answers)].some(apart);
    const link =
      answering.find(({ child }) => named.includes(child)) ??
      (answering.length === 1 && !namedApart ? answering[0] : undefined) ??
      links.find(({ child }) => named.includes(child)) ??
      (links.length === 1 && !elsewhere ? links[0] : undefined);
    if (link && PER.test(sentence)) return { parent, ...link };
  }
  return (
    impliedPair(entities, after, answers, askedPer(sentence)) ??
    (COUNT_ASKED.test(sentence) ? countedPair(entities, after, named) : undefined)
  );
}

/** "CheckIn" → "Check In": a type name as words. */
const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

/** The parent without the link a reversed pair turned round. */
const withoutLink = (pair: { parent: Entity; dropped?: string }): Entity =>
  pair.dropped
    ? { ...pair.parent, fields: pair.parent.fields.filter((field) => field.name !== pair.dropped) }
    : pair.parent;

/** A label as said inside a phrase: "nitrate", but "pH" and "BMI" as they are written. */
const labelInText = (label: string) => (/[A-Z]/.test(label.slice(1)) ? label : label.toLowerCase());

export function withTotals(text: string, entities: Entity[]): Entity[] {
  let result = entities;
  // "each album has how many stickers it needs in total": a target kept, not a count asked.
  const asked = sentencesOf(text).map((sentence) => sentence.replace(HOW_MANY_NEEDED, ' '));
  for (const sentence of asked.flatMap(asksOf)) {
    const pair = pairIn(sentence, result);
    if (!pair) {
      result = withSummaryAsked(sentence, result, readField);
      continue;
    }
    const period = PERIODS.find(([, pattern]) => pattern.test(sentence))?.[0];
    // A "Total minutes" typed in gives way to the computed one, and its name.
    const cleared = withoutTyped(withoutLink(pair));
    let parent = cleared;
    let child = pair.child;
    for (const [kind, pattern, label] of askedIn(sentence)) {
      const best = isBest(pattern, sentence);
      if (parent.computed?.some((value) => value.kind === kind)) continue;
      const through = 'through' in pair ? { through: pair.through } : {};
      const over = { entity: pair.child.name, link: pair.link.name, ...through };
      const field = kind === 'count' ? undefined : readField(kind, child, sentence);
      if (kind !== 'count' && !field) continue;
      // A text value asked as a number ("average nitrate") is one from now on; a date asked of
      // records kept without one is added.
      if (field && !child.fields.includes(field))
        child = {
          ...child,
          fields: child.fields.some((candidate) => candidate.name === field.name)
            ? child.fields.map((candidate) => (candidate.name === field.name ? field : candidate))
            : [...child.fields, field],
        };
      // "best time per runner": the best of times is the quickest.
      const quickest = bestIsLowest(kind, best, field, sentence);
      if (quickest && parent.computed?.some((value) => value.kind === 'min')) continue;
      // "when I last went": the last visit, by the date it keeps.
      const lastOne = kind === 'latest' && DATE_TYPES.includes(field!.type);
      const name =
        kind === 'count'
          ? pair.child.pluralName
          : `${wordOf(kind, label, sentence)} ${lastOne ? spaced(pair.child.name).toLowerCase() : labelInText(field!.label)}`;
      const value: ComputedValue = {
        kind: quickest ? 'min' : kind,
        name: freeName(parent, camelCase(name).replace(/[^A-Za-z0-9]/g, '') || kind),
        label: (kind === 'count' ? spaced(pair.child.pluralName) : name).slice(0, 40),
        over,
        ...(field ? { field: field.name } : {}),
        ...(period && kind !== 'latest' ? { period } : {}),
      };
      parent = { ...parent, computed: [...(parent.computed ?? []), value] };
    }
    if (parent === cleared) continue;
    const linked = 'added' in pair ? pair.added : pair.child;
    result = result.map((entity) =>
      entity === pair.parent ? parent : entity === linked ? withoutTyped(child) : entity,
    );
    if ('created' in pair && pair.created) result = [...result, parent];
  }
  return result;
}
