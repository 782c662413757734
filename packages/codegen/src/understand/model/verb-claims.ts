import { eventStrength } from '../lexicon/acts.ts';
import { canBe, isKnownNoun } from '../lexicon/noun-roles.ts';
import type { NounPhrase } from './chunks.ts';
import type { Claim } from './claims.ts';
import type { Complements } from './complements.ts';
import { PLACING } from './phrase-claims.ts';
import { saidBare } from './quantifiers.ts';
import { head, namesValue, namesWhatEachIsCalled, oneOf } from './record-words.ts';
import { BE_FORMS, namesPeople } from './vocabulary.ts';
import { BEING, lastWord, type Verb } from './verb-kinds.ts';

/** "leads to", "results in": what the subject gives rise to. */
const resultsIn = (verb: { words: string[] }, word: string) =>
  (word === 'to' && /^(?:lead|leads|led)$/.test(lastWord(verb))) ||
  (word === 'in' && /^(?:result|results|resulted)$/.test(lastWord(verb)));

/**
 * What a verb says of its subject and its complements: the kind of verb (having, being, creating,
 * acting…), then the claims each kind makes.
 */

/** Verbs that give a person a piece of work: the work holds the link, whichever is the subject. */
const ALLOCATING = new Set(['assigned', 'allocated', 'appointed', 'rostered']);

/** Participles of choosing one for a record: "the protocol used for each experiment". */
const USING = new Set(['used', 'chosen', 'picked', 'selected', 'followed', 'needed', 'required']);
/** Several things said used on one record ("the ropes used on that job"). */
const usedOn = (verb: Verb, things: NounPhrase, on: NounPhrase) =>
  Boolean(verb.participle) &&
  verb.words.some((used) => USING.has(used)) &&
  things.plural &&
  !on.plural &&
  on.quantifier !== 'one';

/** After a verb, "with" names another record taking part ("booked by a member with a trainer"). */
export const TAKING_PART = new Set([...PLACING, 'with', 'off']);

export const quantified = (phrase: NounPhrase) => phrase.quantifier !== undefined;
const several = (phrase: NounPhrase) => phrase.plural || phrase.quantifier === 'many';

/** "at visits", "during sessions", "in lessons": an act a verb's doers take part in. */
const occasionOf = (preps: Complements['preps']) =>
  preps.find(
    ({ word, phrase }) =>
      ['at', 'during', 'in', 'on'].includes(word) &&
      phrase.plural &&
      (eventStrength(phrase.words) >= 1 || canBe(phrase.words, 'act', 0.15)),
  )?.phrase;

/** "which fitter completed the job": the one thing a clause is about, named again. */
const theOne = (phrase: NounPhrase) =>
  phrase.quantifier === undefined && !phrase.plural && !phrase.personal && !phrase.owned;

/** Where several are drawn from: a list of them; people from a squad, a panel or other people. */
const LIST_WORDS = /^(?:list|register|roster|rota|directory|database|pool|panel)$/;
const isPool = (phrase: NounPhrase, drawn: NounPhrase) =>
  LIST_WORDS.test(lastWord(phrase)) ||
  (canBe(drawn.words, 'person', 0.5) &&
    (canBe(phrase.words.slice(-1), 'group', 0.5) ||
      (phrase.plural && canBe(phrase.words, 'person', 0.5))));

/** Claims of one verb: what its subject and complements say about each other. */
export function verbClaims(
  verb: Verb,
  kind: string,
  subjects: NounPhrase[],
  { objects, preps }: Complements,
  /** Said of each of them by an "each" before the verb ("volunteers, each is assigned one stage"). */
  ofEach = false,
): Claim[] {
  const claims: Claim[] = [];
  const allocates = verb.words.some((word) => ALLOCATING.has(word));
  for (const subject of subjects) {
    if (kind === 'becoming') {
      // "a quote becomes a print job", "a quote turns into a print job".
      const into = preps.filter(({ word }) => word === 'into').map(({ phrase }) => phrase);
      for (const object of [...objects, ...into])
        claims.push({
          type: 'belongs',
          child: object,
          parent: subject,
          firm: true,
          explicit: true,
        });
    } else if (kind === 'having' || kind === 'composing') {
      const had = kind === 'having' ? objects : preps.map(({ phrase }) => phrase);
      // "has test type, value and units": after values, a plural that is mostly a value is one.
      // "ovens have names and temperatures": many having many values have one each; "which
      // proposals have no nights" asks after records.
      const bare = (object: NounPhrase) =>
        saidBare(object) && !/^(?:no|any|some)$/.test(object.words[0] ?? '');
      const mostlyValue = (object: NounPhrase) =>
        canBe(object.words, 'value', 0.5) && !canBe(object.words, 'thing', 0.3);
      const valueAmong = (object: NounPhrase, index: number) =>
        (had.slice(0, index).some((earlier) => !several(earlier)) && mostlyValue(object)) ||
        (/^(?:have|had)$/.test(lastWord(verb)) &&
          several(subject) &&
          bare(object) &&
          (mostlyValue(object) || namesValue(object) || namesWhatEachIsCalled(object.words)));
      // "each dive has several divers from our volunteer list", "players from our squad": drawn
      // from a pool, or from those kept ("a list of dancers" is read as the dancers), again and again.
      const pooled = (object: NounPhrase) =>
        kind === 'having' &&
        preps.some(
          ({ word, phrase }) =>
            word === 'from' && (isPool(phrase, object) || head(phrase) === head(object)),
        );
      had.forEach((object, index) =>
        claims.push(
          several(object) && !valueAmong(object, index)
            ? pooled(object)
              ? { type: 'many', a: subject, b: object, explicit: true }
              : { type: 'belongs', child: object, parent: subject, firm: true, explicit: true }
            : object.quantifier !== 'one'
              ? { type: 'attribute', owner: subject, attribute: oneOf(object) }
              : // "which kid has which scooter": each scooter is with the kid who has it, not
                // one of many picked for each other.
                subject.picked && object.picked
                ? {
                    type: 'belongs',
                    child: { ...object, picked: false },
                    parent: subject,
                    firm: true,
                    explicit: true,
                  }
                : { type: 'belongs', child: subject, parent: object, firm: true, explicit: true },
        ),
      );
      // "each session has one practitioner at one venue": the one place said of it is its too.
      for (const { word, phrase } of kind === 'having' ? preps : [])
        if (phrase.quantifier === 'one' && ['at', 'in', 'on'].includes(word))
          claims.push({
            type: 'belongs',
            child: subject,
            parent: phrase,
            firm: true,
            explicit: true,
          });
    } else if (kind === 'creating') {
      for (const object of objects) {
        const explicit = quantified(subject) || quantified(object);
        // "each callout sends one appliance": each has exactly one person or thing, so points to it;
        // "each team makes one submission" makes it.
        const one =
          object.quantifier === 'one' &&
          !several(subject) &&
          (canBe(object.words, 'thing', 0.5) || canBe(object.words, 'person', 0.5));
        claims.push({
          type: 'belongs',
          child: one ? subject : object,
          parent: one ? object : subject,
          firm: true,
          explicit,
          verb: lastWord(verb),
          doer: { phrase: subject, act: lastWord(verb) },
        });
        for (const { word, phrase } of preps) {
          const passing = word === 'with' ? !phrase.plural : !phrase.plural && !phrase.quantifier;
          claims.push({
            type: 'belongs',
            child: object,
            parent: phrase,
            firm: false,
            passing,
            explicit: explicit || quantified(phrase),
          });
        }
      }
    } else if (kind === 'acting' && occasionOf(preps) && objects.length > 0) {
      // "doctors see patients at visits": the occasion is where both take part.
      const occasion = occasionOf(preps) as NounPhrase;
      for (const parent of [subject, ...objects])
        claims.push({ type: 'belongs', child: occasion, parent, firm: true, explicit: true });
    } else {
      // "each result is a time" names no link: after "is", only a preposition's phrase does, or
      // one thing counted as one ("each ascent is one climber on one route").
      // ("a job is one job in one pair": see role-nouns.ts, the job is the document.)
      const named =
        kind === 'being'
          ? objects.filter(
              (phrase) => phrase.quantifier === 'one' && lastWord(phrase) !== lastWord(subject),
            )
          : objects;
      const linked = [
        ...named.map((phrase) => ({ word: '', phrase })),
        ...preps.filter((prep) => TAKING_PART.has(prep.word) && !prep.placing),
      ];
      for (const { word, phrase: other } of linked) {
        // "some customers are schools with several pianos": being with many is having them.
        const hasMany =
          verb.words.every((being) => BE_FORMS.has(being)) &&
          word === 'with' &&
          other.quantifier === 'many';
        // "members attend many groups" says many of each; "students join clubs" only of known
        // records; "mouldings come from a few suppliers": each comes from one of the few.
        // "one introduction might lead to several dates", "a referral can result in many
        // appointments": what follows from each is its own.
        const follows = kind === 'acting' && objects.length === 0 && resultsIn(verb, word);
        const saysMany = other.quantifier === 'many' && !hasMany && word !== 'from' && !follows;
        // "tariffs come from suppliers": where each comes from is one, not many.
        const bothPlural =
          kind === 'acting' && several(subject) && several(other) && word !== 'from' && !follows;
        const firm = kind === 'being' || (word === 'from' && other.quantifier === 'many');
        const explicit = firm || quantified(subject) || quantified(other);
        // "drivers are assigned to deliveries": each delivery has its driver, as "a chore is assigned to a kid".
        // "the celebrant booked for each funeral", "the protocol used for each experiment": each
        // has its one, used again; "the invoice sent for each job" is made for it.
        const made = canBe(subject.words, 'document', 0.5) || canBe(subject.words, 'act', 0.5);
        const oneForEach =
          verb.participle &&
          word === 'for' &&
          other.quantifier === 'each' &&
          !several(subject) &&
          subject.quantifier === undefined &&
          (!made || verb.words.some((used) => USING.has(used)));
        // …but "each player is assigned one instrument" gives each player its one.
        const eachGetsOne = (subject.quantifier === 'each' || ofEach) && other.quantifier === 'one';
        const allocated =
          allocates &&
          namesPeople(lastWord(subject)) &&
          !namesPeople(lastWord(other)) &&
          !eachGetsOne;
        // "the instructor leading each dive", "a nurse who checks each ward", "which of our rigs
        // drilled every borehole": each has its one.
        // "one model sits for each session", "one leader is with each group": so does each one.
        const oneWithEach =
          kind === 'being' &&
          word !== '' &&
          subject.quantifier === 'one' &&
          other.quantifier === 'each';
        const eachHasOne =
          oneWithEach ||
          (kind === 'acting' &&
            (word === '' || (word === 'for' && subject.quantifier === 'one')) &&
            (other.quantifier === 'each' || (subject.quantifier === 'one' && theOne(other))) &&
            !several(subject) &&
            ((subject.quantifier === undefined &&
              (canBe(subject.words, 'person', 0.5) || !isKnownNoun(lastWord(subject)))) ||
              subject.quantifier === 'one'));
        // "each deployment produces images", "every field grows crops": the many are each one's.
        const eachMakesMany =
          kind === 'acting' &&
          word === '' &&
          subject.quantifier === 'each' &&
          other.plural &&
          other.quantifier === undefined;
        const [child, parent] =
          (kind === 'being' && (allocated || oneForEach || hasMany)) ||
          eachHasOne ||
          eachMakesMany ||
          follows
            ? [other, subject]
            : [subject, other];
        // "cameras are deployed at locations" where deployments are kept: said of the act.
        const passive = kind === 'being' && !BEING.has(lastWord(verb)) && word !== '';
        const said = {
          ...(kind === 'acting' || passive ? { verb: lastWord(verb) } : {}),
          ...(kind === 'acting' ? { doer: { phrase: subject, act: lastWord(verb) } } : {}),
        };
        claims.push(
          saysMany || bothPlural
            ? {
                type: 'many',
                a: subject,
                b: other,
                passing: !saysMany,
                explicit: saysMany,
                ...said,
              }
            : {
                type: 'belongs',
                child,
                parent,
                firm,
                // "booked with a trainer" in passing; "is with one operator" of each.
                passing: word === 'with' && !['one', 'each'].includes(other.quantifier ?? ''),
                explicit,
                ...said,
                // "the ropes used on that job", "the parts used on a job" (see links.ts).
                ...(usedOn(verb, subject, other) ? { used: true } : {}),
              },
        );
      }
    }
  }
  // "sits on a page in one of my albums": each page is in an album.
  for (const { phrase, placing } of preps)
    if (placing)
      claims.push({ type: 'belongs', child: placing, parent: phrase, firm: true, explicit: true });
  return claims;
}
