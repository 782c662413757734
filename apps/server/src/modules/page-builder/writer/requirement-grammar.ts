import { oneLine } from './text';

/**
 * A custom requirement read as an instruction: a verb (or none), the thing it names, and the kind
 * of section that thing is when the writer knows one ("add a pricing section" → pricing).
 */

export type RequirementVerb = 'add' | 'mention' | 'highlight';

export type SectionKind =
  'pricing' | 'download' | 'offline' | 'privacy' | 'faq' | 'contact' | 'features';

export interface ParsedRequirement {
  text: string;
  verb: RequirementVerb;
  /** What the requirement names, without its verb, articles or "section" ("accessibility for screen readers"). */
  object: string;
  kind: SectionKind | null;
  /** "at the top", "first": the section goes before the others. */
  first: boolean;
  /** A price the requirement itself states ("$4.99 a month"), or "free". */
  price: string | null;
}

const VERBS: [RequirementVerb, RegExp][] = [
  ['mention', /^(?:mention|note|say|state|tell(?:\s+(?:people|visitors|readers|users))?)\b/i],
  [
    'highlight',
    /^(?:highlight|emphasi[sz]e|stress|spotlight|showcase|promote|focus\s+on|make\s+(?:\w+\s+)?stand\s+out)\b/i,
  ],
  [
    'add',
    /^(?:add|include|show|insert|put|create|feature|list|give|display|provide|have|explain|describe|cover|detail|write)\b/i,
  ],
];

const KINDS: [SectionKind, RegExp][] = [
  ['pricing', /\b(?:pric(?:e|es|ing)|costs?|plans?|subscriptions?|how\s+much|paid|fees?|free)\b/i],
  [
    'offline',
    /\b(?:offline|no\s+(?:internet|connection)|without\s+(?:an?\s+)?(?:internet|connection|network))\b/i,
  ],
  ['privacy', /\b(?:privacy|private|security|secure|safety|data\s+protection|gdpr|your\s+data)\b/i],
  [
    'download',
    /\b(?:download(?:s|ing)?|install(?:ing|ation)?|app\s*stores?|google\s+play|play\s+store|get\s+(?:the\s+app|it)|platforms?)\b/i,
  ],
  ['faq', /\b(?:faqs?|questions?|q\s*&\s*a)\b/i],
  ['contact', /\b(?:contact|support|get\s+in\s+touch|reach\s+(?:us|out)|help\s*desk)\b/i],
  ['features', /\b(?:features?|what\s+it\s+does|capabilit(?:y|ies)|functions?)\b/i],
];

const PRICE =
  /(?:[$€£¥]\s?\d+(?:[.,]\d{1,2})?|\b\d+(?:[.,]\d{1,2})?\s?(?:usd|eur|gbp|dollars?|euros?|pounds?)\b)(?:\s*(?:\/|a|per)\s*(?:month|year|week|mo|yr)\b)?/i;

const SECTION_WORDS = 'sections?|blocks?|parts?|areas?|paragraphs?|panels?|bits?|boxes|box';
const LEADING_FILLER =
  /^(?:(?:please|also|kindly)\b[\s,]*|make\s+sure\s+(?:to\s+|that\s+)?|(?:could|can|would)\s+you\s+)+/i;
/** Articles and sizes before a section word: "a short", "the new". */
const BEFORE_SECTION =
  '(?:(?:a|an|the|some|our|my|its|one|another)\\s+)?(?:(?:short|small|brief|new|dedicated|separate|clear|big|little|whole)\\s+)*';
/** "a section about …", "a short paragraph on …". */
const SECTION_OPENING = new RegExp(
  `^${BEFORE_SECTION}(?:${SECTION_WORDS})\\s+(?:about|on|for|with|covering|explaining|describing|regarding|that\\s+\\w+|to)\\s+`,
  'i',
);
/** "a pricing section" → "pricing". */
const SECTION_ENDING = new RegExp(`^${BEFORE_SECTION}(.+?)\\s+(?:${SECTION_WORDS})$`, 'i');
const PLACEMENT = /\s*\b(?:(?:at|to|on|near)\s+the\s+(?:top|start|beginning|end|bottom)|first)\b/i;
const ON_THE_PAGE = /\s+(?:to|on|in|at)\s+(?:the|this)\s+(?:page|site|website)\b/i;

function objectOf(rest: string): string {
  const object = rest
    .replace(ON_THE_PAGE, '')
    .replace(PLACEMENT, '')
    .replace(/[\s.!?;:,]+$/, '')
    .replace(SECTION_OPENING, '')
    .replace(SECTION_ENDING, '$1')
    .replace(/^(?:about|on|regarding)\s+/i, '');
  return oneLine(object);
}

export function parseRequirement(text: string): ParsedRequirement {
  const clean = oneLine(text).replace(LEADING_FILLER, '');
  const match = VERBS.map(([verb, pattern]) => ({ verb, found: pattern.exec(clean) })).find(
    ({ found }) => found,
  );
  const rest = match?.found ? clean.slice(match.found[0].length).trim() : clean;
  const object = objectOf(rest);
  const price = PRICE.exec(object)?.[0] ?? (/\bfree\b/i.test(object) ? 'free' : null);
  return {
    text: oneLine(text),
    verb: match?.verb ?? 'add',
    object,
    kind: KINDS.find(([, pattern]) => pattern.test(object))?.[0] ?? null,
    first: /\b(?:at|to|on)\s+the\s+(?:top|start|beginning)\b|\bfirst\b/i.test(clean),
    price,
  };
}
