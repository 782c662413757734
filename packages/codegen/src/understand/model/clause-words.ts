import { canBe } from '../lexicon/noun-roles.ts';
import { singularOf } from '../text.ts';
import type { Token } from './parse.ts';
import { RELATIVE_PRONOUNS } from './chunks.ts';
import { BE_FORMS } from './vocabulary.ts';

/** What a clause's words say before they are chunked: questions left out, verbs made plain, typos read as meant. */

/**
 * "and when it's due back", "whether it is paid": a question about a record is a value of it,
 * never a record; its words are left out of the clause up to the next comma, or up to the
 * subject of the sentence it opens ("when we sell we agree contracts with merchants").
 */
export function withoutQuestions(tokens: Token[]): Token[] {
  let asking = false;
  let verbAsked = false;
  return tokens.flatMap((token, index) => {
    // "checkouts when a borrower takes a packet home": "when" after acts describes each of them.
    if (describesActs(tokens, index)) return [{ ...token, pos: 'other' as const }];
    if (/^(?:when|whether)$/.test(token.word)) [asking, verbAsked] = [true, false];
    else if (asking && verbAsked && SENTENCE_SUBJECTS.has(token.word)) asking = false;
    if (asking && token.pos === 'verb') verbAsked = true;
    const kept = !asking;
    if (asking && (token.comma || tokens[index + 1]?.word === 'and')) asking = false;
    // "see when each pet was last fed": the records asked about are named all the same.
    const each = (at: number) =>
      /^(?:each|every)$/.test(tokens[at]?.word ?? '') && tokens[at + 1]?.pos === 'noun';
    return kept || each(index) || each(index - 1) ? [token] : [];
  });
}

const SENTENCE_SUBJECTS = new Set(['i', 'we', 'they', 'you']);

/** Adverbs of how often or how far, which may stand inside a verb ("is always done by"). */
const WITHIN_VERB = new Set(
  'always usually often normally generally typically mostly only just also never sometimes still'.split(
    ' ',
  ),
);

const isRelative = (token: Token | undefined) =>
  token?.pos === 'other' && RELATIVE_PRONOUNS.has(token.word);

/**
 * "stray dogs we pick up are each collected by one warden": a clause of the person's own between
 * the phrase and its verb says nothing of the records, and hides the verb's subject; "are each
 * collected" says of each what "are collected" says of them all; "I want to log" what "I log" says.
 */
export function withPlainVerbs(tokens: Token[]): Token[] {
  const dropped = new Set<number>();
  const wished = new Set<number>();
  tokens.forEach((token, index) => {
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    const floating = BE_FORMS.has(before?.word ?? '') && after?.pos === 'verb' && after.participle;
    if (token.word === 'each' && floating) dropped.add(index);
    // "a round is always done by the same van", "can usually take": "is done", "can take";
    // "volunteers who often help at": "who help".
    const opening = before?.pos === 'verb' || before?.pos === 'noun' || isRelative(before);
    const within = opening && after?.pos === 'verb' && !before?.comma;
    if (WITHIN_VERB.has(token.word) && within) dropped.add(index);
    // "for each service I want to log the parts": "I log the parts"; "we'd like to note": "we note".
    if (wantsTo(tokens, index)) {
      [index, index + 1].forEach((at) => dropped.add(at));
      wished.add(index - 1);
    }
    if (!SENTENCE_SUBJECTS.has(token.word) || before?.pos !== 'noun' || !before.plural) return;
    let end = index + 1;
    while (tokens[end]?.pos === 'verb' && !BE_FORMS.has(tokens[end]?.word ?? '')) end += 1;
    if (end === index + 1 || !BE_FORMS.has(tokens[end]?.word ?? '')) return;
    for (let at = index; at < end; at += 1) dropped.add(at);
  });
  return tokens
    .map((token, index) =>
      wished.has(index) ? { ...token, word: token.word.replace(/'d$/, '') } : token,
    )
    .filter((_token, index) => !dropped.has(index));
}

/** Verbs of wanting before "to" and the verb wanted: "want", "need", "would like", "'d love". */
const WANTING = new Set(['want', 'wants', 'need', 'needs', 'like', 'love']);

/** "I want to log", "we'd like to record": the person's wish, before the act they wish for. */
function wantsTo(tokens: Token[], index: number) {
  const [token, to, verb] = tokens.slice(index, index + 3);
  const by = tokens[index - 1];
  const person = by && (SENTENCE_SUBJECTS.has(by.word.replace(/'d$/, '')) || by.word === 'would');
  return WANTING.has(token?.word ?? '') && to?.word === 'to' && verb?.pos === 'verb' && person;
}

function describesActs(tokens: Token[], index: number) {
  const [before, after] = [tokens[index - 1], tokens[index + 1]];
  return (
    tokens[index]?.word === 'when' &&
    before?.pos === 'noun' &&
    Boolean(before.plural) &&
    !before.comma &&
    canBe([singularOf(before.word)], 'act', 0.3) &&
    ['determiner', 'possessive'].includes(after?.pos ?? '')
  );
}

/**
 * The text with each noun mistyped as the parser read it ("bussines" → "business"), where the
 * word meant is as long as the one written, so that every place in the text stays where it was.
 */
export function spelledAsMeant(text: string, tokens: Token[]): string {
  let spelled = text;
  for (const { word, start, end } of tokens) {
    const written = text.slice(start, end);
    if (
      /^[a-z]+$/i.test(written) &&
      word.length === written.length &&
      word !== written.toLowerCase()
    )
      spelled = spelled.slice(0, start) + word + spelled.slice(end);
  }
  return spelled;
}
