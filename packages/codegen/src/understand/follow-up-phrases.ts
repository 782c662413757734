import { noCase } from 'change-case';
import type { AppSpec, Entity } from '../app-spec.ts';
import { kindOfNoun } from './app-kinds.ts';
import { anyOf, pattern, wordList } from './pattern.ts';
import { asciiFold, isPluralNoun, singularOf, wordsOf } from './text.ts';

const DETERMINERS = /^(?:the|a|an|my|each|every|all|our|its)$/;
const ENTITY_WORDS =
  /\s+(?:screen|list|form|tab|page|section|entity|table|model|collection|records?|items?)$/i;

export const wordsOfEntity = (entity: Entity) => [noCase(entity.name), noCase(entity.pluralName)];

/**
 * The entity a phrase names ("tasks", "the wine bottle", "the recipes screen"), or the one whose
 * kind the phrase names ("tasks" for an app of todos, "dishes" for recipes).
 */
export function entityNamed(spec: AppSpec, phrase: string): Entity | undefined {
  const wanted = wordsOf(asciiFold(phrase.replace(ENTITY_WORDS, '')))
    .filter((word) => !DETERMINERS.test(word))
    .join(' ');
  if (!wanted) return undefined;
  const exact = spec.entities.find(
    (entity) =>
      wordsOfEntity(entity).includes(wanted) || noCase(entity.name) === singularOf(wanted),
  );
  if (exact) return exact;
  const kind = kindOfNoun(singularOf(wanted));
  return kind
    ? spec.entities.find((entity) => kindOfNoun(singularOf(noCase(entity.name))) === kind)
    : undefined;
}

/**
 * "a due date to tasks", "notes for each client": the field part and the entity it goes to. A
 * trailing plural the app does not keep ("to tasks" in an app of chores' kin) still names the
 * records, so it is not read as part of the field.
 */
export function splitTarget(spec: AppSpec, phrase: string): { what: string; target?: Entity } {
  const match =
    /^(.*)\s+(to|for|on|in|into|of)\s+((?:(?:the|each|every|my|all|our)\s+)?[\w-]+(?:\s+[\w-]+){0,2})$/i.exec(
      phrase,
    );
  if (!match) return { what: phrase };
  const [, what = '', preposition = '', tail = ''] = match;
  if (!/[\p{L}\p{N}]/u.test(what.replace(/\b(?:a|an|the|new|field|fields|column|input)\b/gi, '')))
    return { what: phrase };
  const target = entityNamed(spec, tail);
  if (target) return { what, target };
  const tailWords = wordsOf(tail.replace(ENTITY_WORDS, '')).filter(
    (word) => !DETERMINERS.test(word),
  );
  // …unless the field part describes records of its own ("projects with a name, … to projects").
  const namesRecords =
    tailWords.length === 1 &&
    isPluralNoun(tailWords[0] ?? '') &&
    /^(?:to|for)$/i.test(preposition) &&
    !/\swith\s/i.test(what);
  return namesRecords ? { what, target: spec.entities[0] } : { what: phrase };
}

/** "difficulty: easy, hard". */
const COLON = /\s*:\s*/;
/** "genre with options fiction, poetry", "size having the values of: s, m, l". */
const WITH_OPTIONS =
  /\s+(?:with|having)\s+(?:the\s+)?(?:options?|values?|choices?)(?:\s+of)?\s*:?\s*/;
/** "mood which can be happy or sad", "status that may be open or closed". */
const WHICH_CAN_BE = /\s+(?:which|that)\s+(?:can|could|may)\s+be\s+/;
/** "size being either small or large", "status one of open, closed". */
const EITHER = /\s+(?:being\s+)?(?:either|one of)\s+/;
/** The field (group 1) and the choices after it (group 2). */
const OPTIONS_AFTER = pattern(
  [/^(.+?)/, anyOf([COLON, WITH_OPTIONS, WHICH_CAN_BE, EITHER]), /(.+)$/],
  'i',
);
const LIST_ONLY_HEAD =
  /^(?:the\s+)?(?:following|these|those|some|new|more|extra)?\s*(?:fields?|columns?|properties|attributes)?$/i;

/**
 * "a difficulty to recipes: easy, medium, hard", "genre with options fiction and poetry", "mood
 * which can be happy or sad": the field and its choices. "the following fields: a, b" is a list.
 */
export function optionsAfter(phrase: string): { head: string; options?: string[] } {
  const match = OPTIONS_AFTER.exec(phrase);
  if (!match) return { head: phrase };
  const [, head = '', rest = ''] = match;
  if (LIST_ONLY_HEAD.test(head.trim())) return { head: rest };
  const options = rest
    .split(/\s*(?:,|\/|\bor\b|\band\b)\s*/i)
    .map((option) => option.trim())
    .filter((option) => option.length > 0 && option.length <= 30);
  return options.length >= 2
    ? { head: head.trim(), options: [...new Set(options)].slice(0, 12) }
    : { head: phrase };
}

/** "I want", "I'd like", "let", "make" before the records that get a field. */
const I_WANT = /(?:i\s+(?:want|need|would like|'d like)\s+|let\s+|make\s+)?/;
/** "each book", "the clients", "tasks": the records (group 1). */
const OWNER = /(?:(?:each|every|all|the|my)\s+)?([\w\s-]{2,40}?)/;
/** "to have", "should also include", "needs", "must have", "has". */
const SHOULD_HAVE = anyOf([
  /to\s+(?:also\s+)?have/,
  /should\s+(?:also\s+)?(?:have|include|show|store)/,
  /(?:also\s+)?needs?/,
  /must\s+have/,
  /can\s+have/,
  /(?:also\s+)?(?:have|has)/,
]);
/** "I want each book to have a cover", "tasks should have a due date": the records and the field (group 2). */
const HAVE_CLAUSE = pattern([/^/, I_WANT, OWNER, /\s+/, SHOULD_HAVE, /\s+(.+)$/], 'i');
/** "give clients a birthday": the records and the field (group 2). */
const GIVE_CLAUSE = pattern([/^give\s+/, OWNER, /\s+((?:an?|some)\s+.+)$/], 'i');

/** "tasks should have a due date", "I want each book to have a cover", "give clients a birthday": an add. */
export function asAddClause(spec: AppSpec, body: string): string | undefined {
  const match = HAVE_CLAUSE.exec(body) ?? GIVE_CLAUSE.exec(body);
  if (!match) return undefined;
  const owner = entityNamed(spec, match[1] ?? '');
  return owner ? `${match[2]} to ${noCase(owner.pluralName)}` : undefined;
}

/** The verb that opens the next edit: "…, then make it blue", "… and remove the notes". */
const NEXT_EDIT_VERB = anyOf([
  wordList('make change rename'),
  'call it',
  'name it',
  wordList('set turn use paint'),
  /colou?r\s+(?:it|the|everything)/,
  wordList('remove delete drop'),
  'get rid',
  wordList('add also switch'),
]);
/** "and then", "then", "and", or nothing, between two edits. */
const AND_THEN = /(?:and\s+)?(?:then\s+)?/;
/** "add tags and then make it blue", "add tags, remove notes": before the next edit's verb. */
const BEFORE_AN_EDIT = pattern([/,?\s+/, AND_THEN, '(?=(?:please\\s+)?', NEXT_EDIT_VERB, '\\b)']);
/** "add tags and link tasks to projects". */
const BEFORE_A_LINK = pattern([/(?:,\s+|\s+and\s+)/, AND_THEN, /(?=(?:link|connect)\s)/]);
/** Where a follow-up splits into clauses: at the end of a sentence, before an edit or a link. */
export const CLAUSE_SPLIT = pattern(
  [/[.;!?](?:\s+|$)/, '|', BEFORE_AN_EDIT, '|', BEFORE_A_LINK],
  'i',
);

/** The words that present records as a screen of their own: "a tab for authors". */
const SCREEN_WORDS = 'screen tab section page list';
const SCREEN_OR_TABLE = wordList(`${SCREEN_WORDS} entity table model collection`);
/** "a new screen", "the authors table": a phrase that asks for records of their own. */
export const NAMES_AN_ENTITY = pattern([/\b/, SCREEN_OR_TABLE, /\b/], 'i');
/** "a tab for authors", "my movies list", "authors with name and bio": the records (group 1) and their fields (group 2). */
export const NEW_ENTITY = pattern(
  [
    /^(?:(?:a|an|the)\s+)?(?:new\s+)?/,
    `(?:${wordList(SCREEN_WORDS)}\\s+(?:for|of|with)\\s+)?`,
    /(?:my\s+)?(.+?)/,
    `(?:\\s+${SCREEN_OR_TABLE})?`,
    /(?:\s+with\s+(.+))?$/,
  ],
  'i',
);
