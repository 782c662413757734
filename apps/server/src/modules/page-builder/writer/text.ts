/** Small text helpers of the page writer: escaping, lists, casing and fitting text to a length. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** One line of text: runs of whitespace (newlines too) become one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "a", "a and b", "a, b and c". */
export function listed(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "GameNight" → "Game night": a PascalCase name in words, first word capitalised. */
export function wordsOf(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
  return capitalise(
    spaced
      .split(' ')
      .map((word, index) => (index > 0 && !/^[A-Z0-9]+$/.test(word) ? word.toLowerCase() : word))
      .join(' '),
  );
}

/** A sentence ends with a full stop (or the punctuation it already has). */
export const sentence = (text: string) => {
  const trimmed = oneLine(text);
  return trimmed === '' || /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * `text` cut to at most `max` characters, on a word boundary when that keeps at least `min`
 * characters, with an ellipsis when anything was cut.
 */
export function truncateWords(text: string, max: number, min = 0): string {
  const clean = oneLine(text);
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const boundary = room.lastIndexOf(' ');
  const cut = boundary >= min ? room.slice(0, boundary) : room;
  return `${cut.replace(/[\s,;:–—-]+$/, '')}…`;
}

/** A slug for ids: lowercase letters, digits and dashes, starting with a letter. */
export function slugOf(text: string, fallback: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return /^[a-z]/.test(slug) ? slug : `${fallback}${slug ? `-${slug}` : ''}`;
}

/** "a game night", "an exercise set" (by the first letter: vowels take "an"). */
export const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
