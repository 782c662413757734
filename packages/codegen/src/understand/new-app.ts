import { withEachOneNamed } from './each-one-named.ts';
import pluralize from 'pluralize';
import { MAX_ENTITIES, type AppSpec, type Entity } from '../app-spec.ts';
import { kindOfTopic, type AppKind } from './app-kinds.ts';
import {
  entityFromTemplate,
  resolveNoun,
  type DraftEntity,
  type ResolvedNoun,
} from './entities.ts';
import { behaviourOf } from './behaviour/index.ts';
import { resolveRelations } from './relations.ts';
import { featuresIn } from './features.ts';
import { type Subject } from './prompt-parts.ts';
import { explicitNameIn } from './explicit-name.ts';
import { cleanPrompt, entityNames, singularOf, titleOf, wordsOf } from './text.ts';
import { withOwnNamesUsed } from './called-by-us.ts';
import { withNamedOnesApart } from './named-ones.ts';
import { withToldAsides } from './told-aside.ts';
import { isKnownNoun } from './lexicon/noun-roles.ts';
import { withUsNamed } from './us-named.ts';
import { joinBinomials } from './binomials.ts';
import { specFrom } from './spec-from.ts';
import { dataModelOf } from './model/data-model.ts';
import { entitiesOfModel } from './model/model-entities.ts';
import type { RecordType } from './model/records.ts';

export interface Understood {
  spec: AppSpec;
  /** What the generator wants the person to know (shown first in the feature list). */
  notes: string[];
}

/** A bullet that describes a record of its own ("- Members with membership type", "- Orders: …"). */
const DEFINING_BULLET = /\r?\n\s*(?:[-*•]|\d+[.)])\s+(?=[^\n]*(?:\bwith\b|\bhas\b|\bhave\b|[:(]))/g;

const PAIR = String.raw`([\p{L}-]+)\s+(?:and|&)\s+([\p{L}-]+)`;
const MANY_MANY = String.raw`(?:a\s+)?many[\s-]+to[\s-]+many(?:\s+(?:relationship|relation|link))?`;
/** "rooms & paints: many to many", "teams and quizzes are many-to-many", "many to many between …". */
const MANY_TO_MANY = new RegExp(
  String.raw`\b${PAIR}(?:\s*:|\s+(?:are|is)|\s*,)?\s+${MANY_MANY}\b|\b${MANY_MANY}\s+between\s+(?:the\s+)?${PAIR}\b`,
  'giu',
);
const manyOfEach = (a: string, b: string) => `${a} have many ${b} and ${b} have many ${a}`;
/** "whats still owed", "thats it": a question word's "is" written without its apostrophe. */
const APOSTROPHE_LEFT_OUT = /\b(what|that|there|here|how|who|where)s\b/gi;

/** A count kept, said as a question: "keep how many tins I've got", "each with how many boxes we have". */
const KEPT_COUNT =
  /\b(keeps?|notes?|records?|logs?|tracks?|with(?=\s+how\s+many\s+\p{L}+\s+(?:i|we|they)\b))\s+how\s+many\s+(\p{L}+)\s+(?:(?:i|we|they)(?:['’]ve|\s+have)\s+got|(?:are|is)\s+left|(?:i|we)\s+have(?=\s*(?:[,.;:–—-]|and\b|$)))/giu;

/**
 * Bullets that describe records become sentences and other bullets list items; newlines end
 * sentences; emoji and symbols go. Two words joined by "and" that name one thing are joined so
 * that no list reads them apart: a name in capitals ("Dungeons and Dragons") and a pair of
 * participles before a noun ("a lost and found app"). "Each one" opening a clause is named as the
 * records it stands for ("3 hutches and each hutch needs …").
 */
export const preparePrompt = (prompt: string) =>
  joinBinomials(
    cleanPrompt(
      withToldAsides(withNamedOnesApart(withOwnNamesUsed(withUsNamed(withEachOneNamed(prompt)))))
        .replace(APOSTROPHE_LEFT_OUT, "$1's")
        .replace(DEFINING_BULLET, '; ')
        // "I keep how many tins I've got", "we note how many jars are left": a count kept is "the
        // number of" them, a value of the record.
        .replace(KEPT_COUNT, '$1 the number of $2')
        // "a booking = one guest + one room": "is".
        .replace(/(?<=\p{L})\s*=\s*(?=\p{L})/gu, ' is ')
        // "rooms & paints: many to many", "many-to-many between teams and quizzes": each has many.
        .replace(MANY_TO_MANY, (_said, a?: string, b?: string, c?: string, d?: string) =>
          manyOfEach(a ?? c ?? '', b ?? d ?? ''),
        )
        // "batch -> one recipe": each points to one; "farms -> turbines (serial) -> faults": each
        // holds the next, its own.
        .replace(/(?<=[\p{L})])\s*(?:-+>|→|\s>)\s*(?=(?:one|1|a single)\s+\p{L})/giu, ' is for ')
        .replace(/(?<=[\p{L})])\s*(?:-+>|→|\s>)\s*(?=\p{L})/gu, ' and their ')
        .replace(/\r?\n\s*(?:[-*•]|\d+[.)])\s+/g, ', ')
        .replace(/\r?\n+/g, '. ')
        // "harvests - always from one field - and …": dashes around what is said of each set it
        // apart, as parentheses do; "tattoo studio app - artists, clients …": a dash between
        // spaces introduces, as a colon does.
        .replace(
          /\s+[-–—]\s+((?:each|always|all|usually)\s+(?:from|in|at|on|off|to|for|with|by|of)\s[^-–—.;:()]{1,50}?)\s+[-–—]\s+/giu,
          ' ($1), ',
        )
        .replace(/\s+[-–—]\s+/g, ': '),
    )
      .replace(/\.\s*;/g, ';')
      // "inoculated w one strain", "flushes w/ weight", "…, w/ date": short for "with"; "nights n
      // each night", "members + the locos": "and".
      .replace(/(?<=\p{L}\s)w\/?(?=\s+\p{L})|(?<=[,;:]\s)w\/(?=\s+\p{L})|\bw\/(?=\p{L})/gu, 'with ')
      .replace(/(?<=\p{L}\s)(?:n|\+)(?=\s+\p{L})/gu, 'and')
      .replace(/with\s+ +/g, 'with ')
      .replace(/\bto do\b(?=\s+(?:list|app|tracker|manager|items?)\b)/gi, 'to-do')
      .replace(/\b([\p{L}-]+) before and after\b/giu, '$1 before, $1 after')
      // "a repair job that's assigned to a gang", "we're a pottery studio": a word and its verb.
      .replace(/\b(that|which|who|she|he)['’]s\b/giu, '$1 is')
      // "which room it's in": "it is" where a place or a past follows ("it's name" is its name).
      .replace(
        /\b(it)['’]s(?=\s+(?:in|on|at|from|with|by|under|inside|near|kept|stored|\p{L}+ed)\b)/giu,
        '$1 is',
      )
      .replace(/\b(we|they|you)['’]re\b/giu, '$1 are')
      .replace(/\b(we|they|you|i)['’]ve\b/giu, '$1 have')
      .replace(/\bi['’]m\b/giu, 'I am')
      .replace(/\bthere['’]?s\b/giu, 'there is')
      // "app for my catering business pls", "… with the chef's name thx": a courtesy, never a
      // record; at a sentence's end it is left out.
      .replace(
        /(?<=\S)[\s,]+(?:pls|plz|plse|please|thx|thnx|ty|thanks|thank you|cheers)(?=\s*[.!?]+(?:\s|$)|\s*$)/giu,
        '',
      )
      .replace(/\b(?:pls|plz|plse)\b/giu, 'please')
      // "porters work lots of jobs obv", "tbh the rota is a mess": chat asides, no words of the idea.
      .replace(/[\s,]*\b(?:obv|obvs|tbh|lol|btw|fyi|imo|imho|ofc|of course)\b/giu, '')
      // "Oh and the events we lay on", "Um, also the rooms": a sentence's opening exclamation.
      .replace(/(?<=^|[.!?;]\s*)(?:oh|ah|um+|erm|hmm+)\b[,!]?\s*/giu, '')
      // "boats, and also fuel fills per boat", "stalls, and then sales per stall": after "and"
      // or "plus", "also" and "then" add nothing.
      .replace(/\b(and|plus)\s+(?:also|then)\b/giu, '$1')
      .replace(/\b(?:thx|thnx|ty)\b(?=\s*[.!]|$)/giu, 'thanks')
      // "our members (the kids)", "3 groomers (the big machines)": another name for the same.
      .replace(/\s*\(\s*the\s+[\p{L}\s'-]{1,30}\)/giu, (said) =>
        /\b(?:and|or)\b/i.test(said) ? said : '',
      )
      // "one patient many prostheses": one has many.
      .replace(
        /\b(one\s+\p{L}+),?\s+(many|several|multiple|lots of)\s+(?=\p{L}+s\b)/giu,
        '$1 has $2 ',
      )
      // "my best (lowest) lap": the superlative in parentheses says which way the best runs.
      .replace(/\b(?:personal\s+)?(?:best|top)\s*\(\s*(\p{L}+est)\s*\)/giu, (said, word: string) =>
        isKnownNoun(word.toLowerCase()) ? said : word,
      )
      // "the acts on our books": registered with the business, an idiom that names no books.
      .replace(/\s+on\s+(?:our|my|the|their|his|her)\s+books\b/giu, '')
      // "grid ref", "archive ref": after a naming word, "ref" is short for a reference, not a
      // referee ("the ref").
      .replace(/\b(\p{L}+)\s+ref\b(?!['’-])/giu, (said, word: string) =>
        NOT_NAMING.test(word) ? said : `${word} reference`,
      ),
  );

/** Words before "ref" that leave it a person: "the ref", "each ref", "our ref". */
const NOT_NAMING =
  /^(?:the|a|an|one|each|every|our|my|their|his|her|its|your|this|that|and|or|by|to|with|as|is)$/i;

/** "Task Manager" from "a task manager", "Book Tracker" from "track books", a kind's name from "a recipe app". */
function appNameFor(resolved: ResolvedNoun[], subject: Subject | undefined): string {
  const [first] = resolved;
  if (!first) return 'My List';
  if (resolved.length > 1) {
    const names = [
      ...new Set(resolved.map((noun) => titleOf(pluralize.plural(noun.words.join(' '))))),
    ];
    if (names.length === 1) return `${names[0]} Manager`;
    const joined = `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
    return joined.length <= 40 ? joined : `${names[0]} Manager`;
  }
  if (first.measure) return titleOf(first.words.join(' '));
  const singular = [...first.phrase.slice(0, -1), singularOf(first.phrase.at(-1) ?? '')].join(' ');
  if (subject?.appWord) return titleOf(`${singular} ${subject.appWord}`);
  if (first.kind && subject?.source !== 'verb' && subject?.source !== 'app-for')
    return first.kind.appName;
  if (first.kind && !subject) return first.kind.appName;
  return titleOf(`${singular} tracker`);
}

/** The kind's further record types, when the person named one record type and nothing else. */
function withExtras(entities: DraftEntity[], kind: AppKind | undefined) {
  if (!kind?.extraEntities || entities.length !== 1) return entities;
  const extras = kind.extraEntities.map((template) => entityFromTemplate(template, kind));
  return [
    ...entities,
    ...extras.filter((extra) => !entities.some((entity) => entity.name === extra.name)),
  ];
}

const plural = (record: RecordType | undefined) =>
  record ? pluralize(record.words.join(' ')) : 'records';

/** "managers post updates": the people read as the app's users, and how to keep them. */
const usersNote = (user: RecordType, made: RecordType | undefined) =>
  `Read “${plural(user)}” as the people who use the app, not as records: say “add ${plural(user)} to ${plural(made)}” to keep them`;

const noCaseName = (entity: Entity | undefined) =>
  entity ? entity.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : 'item';

/** A new app from a prompt: one reading of its data model, then a name, features and a theme. */
export function understandNewApp(prompt: string): Understood {
  const text = preparePrompt(prompt);
  const model = dataModelOf(text);
  const subjectNouns = model.subject ? model.subject.nouns.map(resolveNoun) : [];
  const recordNouns = model.records.map((record) =>
    record === model.main && model.mainNoun
      ? model.mainNoun
      : resolveNoun(record.phrase ?? record.words),
  );
  const kind = model.kind;
  const drafts = withExtras(entitiesOfModel(model), model.kindByWord ? undefined : kind);
  const notes: string[] = [];
  if (drafts.length > MAX_ENTITIES)
    notes.push(
      `Left out ${drafts
        .slice(MAX_ENTITIES)
        .map((entity) => noCaseName(entity as Entity))
        .join(
          ', ',
        )}: an app starts with at most ${MAX_ENTITIES} record types, so add them one at a time`,
    );
  const entities = behaviourOf(text, resolveRelations(drafts.slice(0, MAX_ENTITIES)));
  for (const { user, made } of model.users) notes.push(usersNote(user, made));
  const named = model.main ? model.values.has(model.main) : model.values.size > 0;
  if (model.guessed)
    notes.push(
      'No app idea found in the prompt, so this is a simple list app to start from: describe what it should keep track of',
    );
  else if (!kind && !named && entities.length === 1) {
    const fieldNames = entities[0]?.fields.map((field) => field.label.toLowerCase()).join(', ');
    notes.push(
      `Assumed each ${noCaseName(entities[0])} has ${fieldNames}: list the fields you want and I will change them`,
    );
  }
  const fieldWords = entities.flatMap((entity) =>
    entity.fields.flatMap((field) => wordsOf(field.label)),
  );
  // A record that kept its own name ("Reading" of a tank, not a book) names the app by it too.
  const kept = new Set(entities.map((entity) => entity.name));
  const ownNouns = recordNouns.map((noun, index) => {
    const words = model.records[index]?.words ?? noun.words;
    const kindName = entityNames(noun.words).name;
    return kept.has(kindName) ? noun : { ...noun, words };
  });
  const nameNouns = subjectNouns.length > 0 ? subjectNouns : ownNouns;
  const ignore = new Set([
    ...[...subjectNouns, ...recordNouns].flatMap((noun) => noun.phrase),
    ...fieldWords,
  ]);
  const name =
    explicitNameIn(text) ??
    (model.mainNoun?.words.join(' ') === 'daily log' && !model.subject
      ? 'Daily Log'
      : appNameFor(nameNouns, model.subject));
  const features = [...(kind?.features ?? []), ...featuresIn(model.outsideValues)];
  const categoryWord = model.subject?.categoryWord;
  const category = categoryWord ? kindOfTopic(categoryWord)?.category : undefined;
  return { spec: specFrom({ name, text, entities, kind, category, features, ignore }), notes };
}
