import { clausesOf } from './model/parse.ts';
import { pluralWord } from './model/tag-rule-kit.ts';
import { singularOf } from './text.ts';

/**
 * "We have 3 rabbit hutches and each one needs …", "I have many insurance claims going - building,
 * contents, car. Each one has a date …": "each one" opening a clause stands for the first plural
 * named before it in its sentence, else in the sentence before ("each hutch", "each claim"), so
 * that what follows is said of them and no record type is named "One". One set apart by dashes
 * ("our hives - each one is kept by one member - …") is read with the aside (told-aside.ts).
 */
const EACH_ONE = /(?<=(?:^|[.!?;,:]\s*|\band\s+))(each|every)\s+one\b(?!\s+of\b)/gi;

/**
 * The first noun in the plural a text names as what it is about, in the singular: the last word
 * of its phrase, one a number counts first ("9 lads", not "groundworks" of "groundworks firm").
 */
function firstPluralIn(text: string): string | undefined {
  const tokens = clausesOf(text).flat();
  const heads = tokens.filter(
    (token, index) =>
      token.pos === 'noun' && pluralWord(token.word) && tokens[index + 1]?.pos !== 'noun',
  );
  // "Groundworks firm, 9 lads": the ones counted, where a number counts them.
  const counted = heads.find((token) => tokens[tokens.indexOf(token) - 1]?.pos === 'number');
  const noun = counted ?? heads[0];
  return noun && singularOf(noun.word.toLowerCase());
}

export function withEachOneNamed(text: string): string {
  return text.replace(EACH_ONE, (said, each: string, offset: number) => {
    const sentences = text.slice(0, offset).split(/(?<=[.!?])\s+/);
    const named = firstPluralIn(sentences.at(-1) ?? '') ?? firstPluralIn(sentences.at(-2) ?? '');
    return named ? `${each} ${named}` : said;
  });
}
