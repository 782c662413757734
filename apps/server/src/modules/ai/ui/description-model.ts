/** What a UI description names: "a profile card with avatar, name, bio and a follow button". */
export interface DescriptionWords {
  /** The noun phrase asked for, without verbs, articles or filler adjectives: "profile card". */
  subject: string;
  /** A heading: quoted text, or what follows "called", "titled", "saying"…: "Welcome back". */
  title?: string;
  /** A body text: a quoted "message", "text" or "description". */
  message?: string;
  /** The list after "with", "containing"… or ":", buttons excepted: ["avatar", "name", "bio"]. */
  items: string[];
  /** Button labels: "a follow button" → "follow"; "Cancel and Delete buttons" → both. */
  buttons: string[];
  /** A number of things asked for: "onboarding with 3 steps" → 3. */
  count?: number;
}

const QUOTE_OPEN = '\uE000';
const QUOTE_CLOSE = '\uE001';
const QUOTED = /\uE000(\d+)\uE001/g;
const MAX_ITEMS = 12;
const MAX_LABEL_LENGTH = 40;

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const COUNT_WORD = `(?:\\d+|${Object.keys(NUMBERS).join('|')})`;
/** Nouns that name the kind of the listed things ("Free, Pro and Team plans") rather than a thing. */
const COLLECTIVE =
  '(?:fields?|inputs?|rows?|tabs?|options?|items?|entries|entry|steps?|pages?|slides?|screens?|' +
  'sections?|plans?|tiers?|columns?|cards?|settings?|toggles?|switches)';
const ARTICLE = /^(?:a|an|the|some|my|your|their|his|her|its|our|optional)\s+/i;
const LEADING_VERBS =
  /^(?:(?:please|can you|could you|i need|i want|i'd like|we need|create|make|build|generate|design|write|add|give me|show me|show|render|implement|code|me)\s+)+/i;
const FILLER_ADJECTIVES =
  /^(?:simple|basic|modern|clean|nice|beautiful|responsive|minimal|minimalist|small|big|large|new|reusable|custom|little|sleek|elegant|accessible|mobile|native|cool|pretty|good|standard|typical)\s+/i;
const BUTTON_STYLE_WORDS =
  /^(?:primary|secondary|big|large|small|tiny|rounded|round|outlined|filled|ghost|text|floating|bold|wide|full-width|red|blue|green|purple|orange|pink|black|white|grey|gray|yellow|teal)(?:\s+|$)/i;
const SEPARATORS = /\s*(?:,|;|:|&|\/|\band\b|\bor\b|\bplus\b)\s*/i;
const LIST_INTRO =
  /(?:^|\s)(?:with|containing|including|showing|having|listing|that (?:has|have|shows|contains|includes))\s|:/i;
const TITLE_PHRASE =
  /\b(?:called|named|titled|entitled|labell?ed|saying|reading|asking|that says)\s+(\uE000\d+\uE001|[A-Za-z0-9][^,.;:!?\uE000]*?)(?=\s+(?:with|and|that|for|which|where|in|on)\b|[,.;:!?]|$)/i;
const QUOTED_ROLE =
  /\b(?:(?:the|a|an)\s+)?(title|heading|headline|message|text|description|subtitle|body)\s+(?:of\s+)?(\uE000\d+\uE001)/gi;

/** Double and single quoted phrases become placeholders, so commas and "and" inside stay whole. */
function hideQuotes(text: string): { text: string; quotes: string[] } {
  const quotes: string[] = [];
  const hide = (content: string) => `${QUOTE_OPEN}${quotes.push(content.trim()) - 1}${QUOTE_CLOSE}`;
  const normalised = text
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const withoutDouble = normalised.replace(/"([^"]{1,80})"/g, (_, content: string) =>
    hide(content),
  );
  // An apostrophe inside a word ("user's") is not a quote: single quotes open after a space.
  const withoutSingle = withoutDouble.replace(
    /(^|[\s(])'([^']{1,80})'(?=$|[\s.,;:!?)])/g,
    (_, before: string, content: string) => `${before}${hide(content)}`,
  );
  return { text: withoutSingle, quotes };
}

const countOf = (word: string) => NUMBERS[word.toLowerCase()] ?? Number(word);

function shorten(label: string): string {
  if (label.length <= MAX_LABEL_LENGTH) return label;
  return label.slice(0, MAX_LABEL_LENGTH).replace(/\s+\S*$/, '');
}

interface Segment {
  /** With quoted phrases still hidden, so their words are never trimmed. */
  hidden: string;
  text: string;
  hasArticle: boolean;
}

function segmentsOf(text: string, showQuotes: (text: string) => string): Segment[] {
  return text
    .split(SEPARATORS)
    .map((raw) =>
      raw
        .trim()
        .replace(/[.!?]+$/, '')
        // "name for the team page": the purpose phrase is not part of the thing named.
        .replace(/\s(?:for|in|on|from|to|at)\s(?:the|my|our|your|a|an|each|every)\b.*$/i, '')
        .replace(
          new RegExp(`^(?:${COUNT_WORD}\\s+)?${COLLECTIVE}\\s+(?:for|of|like|such as)\\s+`, 'i'),
          '',
        ),
    )
    .filter(Boolean)
    .map((raw) => {
      const hidden = raw.replace(ARTICLE, '');
      return { hidden, text: showQuotes(hidden), hasArticle: ARTICLE.test(raw) };
    });
}

/** Button labels of the segments, marking which segments they consumed. */
function buttonsOf(
  segments: Segment[],
  showQuotes: (text: string) => string,
): { labels: string[]; used: Set<number> } {
  const labels: string[] = [];
  const used = new Set<number>();
  segments.forEach((segment, index) => {
    const match = /^(.*?)\s*\bbutton(s?)$/i.exec(segment.hidden);
    if (!match) return;
    used.add(index);
    let hidden = (match[1] ?? '').replace(/^.*\b(?:a|an|the)\s+/i, '').replace(LEADING_VERBS, '');
    while (BUTTON_STYLE_WORDS.test(hidden)) hidden = hidden.replace(BUTTON_STYLE_WORDS, '');
    const label = showQuotes(hidden);
    const group: string[] = label ? [label] : [];
    const capitalised = /^[A-Z]/.test(label);
    const collectiveTail = new RegExp(`\\s${COLLECTIVE}$`, 'i');
    // "Cancel and Delete buttons": the plural takes in the words before it that read like labels
    // of the same kind: no "a …", no "… fields", the same capitals; lower-case ones only in pairs.
    for (let back = index - 1; match[2] && back >= 0; back -= 1) {
      const previous = segments[back];
      if (!previous || previous.hasArticle || used.has(back)) break;
      if (previous.text.split(' ').length > 3 || collectiveTail.test(previous.text)) break;
      if (/^[A-Z]/.test(previous.text) !== capitalised) break;
      if (!capitalised && group.length >= 2) break;
      group.unshift(previous.text);
      used.add(back);
    }
    labels.push(...group);
  });
  return { labels, used };
}

function itemOf(text: string): string {
  const collectiveTail = new RegExp(`^(.+?)\\s+${COLLECTIVE}$`, 'i').exec(text);
  return shorten((collectiveTail?.[1] ?? text).trim());
}

function uniqueCaseless(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function subjectOf(text: string): string {
  const head =
    text.split(
      /\s(?:with|for|that|which|where|to|using|containing|including|showing|having|listing)\s|[,:;.!?]/i,
    )[0] ?? '';
  let subject = head.replace(QUOTED, ' ').replace(/\s+/g, ' ').trim().replace(LEADING_VERBS, '');
  subject = subject.replace(ARTICLE, '');
  while (FILLER_ADJECTIVES.test(subject)) subject = subject.replace(FILLER_ADJECTIVES, '');
  // "list of contacts" names a "contacts list".
  const of = /^(.+?)\s+of\s+(?:the\s+|my\s+|your\s+)?(\w+(?:\s\w+)?)$/i.exec(subject);
  return (of ? `${of[2]} ${of[1]}` : subject).trim();
}

export function describeUi(description: string): DescriptionWords {
  const { text: hidden, quotes } = hideQuotes(description);
  const showQuotes = (text: string) =>
    text.replace(QUOTED, (_, index: string) => quotes[Number(index)] ?? '').trim();
  const usedQuotes = new Set<string>();
  let text = hidden;

  let title: string | undefined;
  let message: string | undefined;
  text = text.replace(QUOTED_ROLE, (whole: string, role: string, quoted: string) => {
    const value = showQuotes(quoted);
    if (/^(?:title|heading|headline)$/i.test(role)) {
      if (title !== undefined) return whole;
      title = value;
    } else {
      if (message !== undefined) return whole;
      message = value;
    }
    usedQuotes.add(value);
    return '';
  });
  const phrase = TITLE_PHRASE.exec(text);
  if (phrase && title === undefined) {
    title = shorten(showQuotes(phrase[1] ?? ''));
    usedQuotes.add(title);
    text = text.replace(phrase[0], '');
  }

  const intro = LIST_INTRO.exec(text);
  const before = intro ? text.slice(0, intro.index) : text;
  const list = intro
    ? (text.slice(intro.index + intro[0].length).split(/[.;!?](?:\s|$)|\n/)[0] ?? '')
    : '';

  const listSegments = segmentsOf(list, showQuotes);
  const headSegments = segmentsOf(before, showQuotes);
  const listButtons = buttonsOf(listSegments, showQuotes);
  const headButtons = buttonsOf(headSegments, showQuotes);

  let count: number | undefined;
  const countMatch = new RegExp(`\\b(${COUNT_WORD})\\s+${COLLECTIVE}\\b`, 'i').exec(
    showQuotes(text),
  );
  if (countMatch?.[1]) count = countOf(countMatch[1]);

  const countOnly = new RegExp(`^${COUNT_WORD}\\s+${COLLECTIVE}$|^${COLLECTIVE}$`, 'i');
  const items = uniqueCaseless(
    listSegments
      .filter((segment, index) => !listButtons.used.has(index) && !countOnly.test(segment.text))
      .map((segment) => itemOf(segment.text)),
  ).slice(0, MAX_ITEMS);
  const buttons = uniqueCaseless([...headButtons.labels, ...listButtons.labels].map(shorten)).slice(
    0,
    MAX_ITEMS,
  );
  for (const word of [...items, ...buttons]) usedQuotes.add(word);
  title ??= quotes.find((quote) => !usedQuotes.has(quote));

  return {
    subject: subjectOf(before),
    ...(title ? { title } : {}),
    ...(message ? { message } : {}),
    items,
    buttons,
    ...(count && count > 0 ? { count } : {}),
  };
}
