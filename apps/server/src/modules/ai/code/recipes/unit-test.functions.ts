import type { CodeLanguage } from '@appforge/shared/contracts/ai';

export type Literal = string | number | boolean;

export interface KnownCase {
  title: string;
  input: Literal;
  expected: Literal;
}

/** A function the recipe can write and test itself, found by the words of the name the prompt gave. */
export interface KnownFunction {
  id: string;
  /** The name when the prompt describes the function without naming it ("a palindrome check"). */
  defaultName: string;
  /** Matches the words of a function name the prompt gives ("is valid email"). */
  matches: RegExp;
  /** Matches a prompt that describes the function without naming it. */
  described: RegExp;
  /** What it does, for the explanation. */
  does: string;
  /** Kotlin returns Long, so expected numbers there carry an L. */
  kotlinLong?: boolean;
  /** Imports the implementation needs, per language. */
  imports: Partial<Record<CodeLanguage, string[]>>;
  /** The implementation named `name` (already in the language's naming style). */
  code: Record<CodeLanguage, (name: string) => string>;
  cases: KnownCase[];
}

const SLUGIFY: KnownFunction = {
  id: 'slugify',
  defaultName: 'slugify',
  matches: /slug/i,
  described: /\bslug(?:s|ify)?\b/i,
  does: 'turns text into a URL slug: lower-case letters and digits joined by single dashes, accents dropped',
  imports: {
    python: ['import re', 'import unicodedata'],
    kotlin: ['import java.text.Normalizer'],
  },
  code: {
    typescript: (name) =>
      `export function ${name}(text: string): string {\n  return text\n    .normalize('NFKD')\n    .replace(/[\\u0300-\\u036f]/g, '')\n    .toLowerCase()\n    .replace(/[^a-z0-9]+/g, '-')\n    .replace(/^-+|-+$/g, '');\n}`,
    javascript: (name) =>
      `/** @param {string} text */\nexport function ${name}(text) {\n  return text\n    .normalize('NFKD')\n    .replace(/[\\u0300-\\u036f]/g, '')\n    .toLowerCase()\n    .replace(/[^a-z0-9]+/g, '-')\n    .replace(/^-+|-+$/g, '');\n}`,
    python: (name) =>
      `def ${name}(text: str) -> str:\n    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()\n    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")`,
    swift: (name) =>
      `func ${name}(_ text: String) -> String {\n    let plain = text.folding(options: .diacriticInsensitive, locale: nil).lowercased()\n    return plain.components(separatedBy: CharacterSet.alphanumerics.inverted)\n        .filter { !$0.isEmpty }\n        .joined(separator: "-")\n}`,
    kotlin: (name) =>
      `fun ${name}(text: String): String =\n    Normalizer.normalize(text, Normalizer.Form.NFKD)\n        .replace(Regex("\\\\p{M}+"), "")\n        .lowercase()\n        .replace(Regex("[^a-z0-9]+"), "-")\n        .trim('-')`,
    rust: (name) =>
      `/// Letters and digits, lower-cased, with one dash for every other run of characters. Accents stay:\n/// the standard library has no Unicode normalization (the unicode-normalization crate does).\npub fn ${name}(text: &str) -> String {\n    let mut slug = String::with_capacity(text.len());\n    for c in text.chars().flat_map(char::to_lowercase) {\n        if c.is_alphanumeric() {\n            slug.push(c);\n        } else if !slug.is_empty() && !slug.ends_with('-') {\n            slug.push('-');\n        }\n    }\n    slug.trim_end_matches('-').to_owned()\n}`,
  },
  cases: [
    {
      title: 'lower-cases words and joins them with dashes',
      input: 'Hello, World!',
      expected: 'hello-world',
    },
    {
      title: 'collapses runs of spaces and trims the ends',
      input: '  spaces   everywhere  ',
      expected: 'spaces-everywhere',
    },
    { title: 'leaves a slug as it is', input: 'already-a-slug', expected: 'already-a-slug' },
    { title: 'gives an empty slug for empty text', input: '', expected: '' },
  ],
};

const EMAIL: KnownFunction = {
  id: 'email',
  defaultName: 'isValidEmail',
  matches: /e-?mail/i,
  described: /\be-?mail (?:validat\w*|check\w*|regex)|\bvalidat\w* (?:an? |the )?e-?mail/i,
  does: 'tells whether text looks like an email address (something@domain.tld, no spaces); only sending a message proves it exists',
  imports: { python: ['import re'] },
  code: {
    typescript: (name) =>
      `export function ${name}(text: string): boolean {\n  return /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(text);\n}`,
    javascript: (name) =>
      `/** @param {string} text */\nexport function ${name}(text) {\n  return /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(text);\n}`,
    python: (name) =>
      `def ${name}(text: str) -> bool:\n    return re.fullmatch(r"[^\\s@]+@[^\\s@]+\\.[^\\s@]+", text) is not None`,
    swift: (name) =>
      `func ${name}(_ text: String) -> Bool {\n    text.range(of: "^[^\\\\s@]+@[^\\\\s@]+\\\\.[^\\\\s@]+$", options: .regularExpression) != nil\n}`,
    kotlin: (name) =>
      `private val EMAIL = Regex("""[^\\s@]+@[^\\s@]+\\.[^\\s@]+""")\n\nfun ${name}(text: String): Boolean = EMAIL.matches(text)`,
    rust: (name) =>
      `pub fn ${name}(text: &str) -> bool {\n    let Some((user, domain)) = text.split_once('@') else {\n        return false;\n    };\n    let Some((host, top_level)) = domain.rsplit_once('.') else {\n        return false;\n    };\n    !user.is_empty()\n        && !host.is_empty()\n        && !top_level.is_empty()\n        && !domain.contains('@')\n        && !text.contains(char::is_whitespace)\n}`,
  },
  cases: [
    { title: 'accepts a plain address', input: 'ada@example.com', expected: true },
    { title: 'rejects an address without a domain', input: 'ada@', expected: false },
    { title: 'rejects text without an at sign', input: 'no-at-sign.com', expected: false },
    { title: 'rejects two at signs', input: 'two@@example.com', expected: false },
  ],
};

const PALINDROME: KnownFunction = {
  id: 'palindrome',
  defaultName: 'isPalindrome',
  matches: /palindrom/i,
  described: /\bpalindromes?\b/i,
  does: 'tells whether text reads the same backwards, ignoring case, spaces and punctuation',
  imports: {},
  code: {
    typescript: (name) =>
      `export function ${name}(text: string): boolean {\n  const letters = text.toLowerCase().replace(/[^\\p{L}\\p{N}]/gu, '');\n  return letters === [...letters].reverse().join('');\n}`,
    javascript: (name) =>
      `/** @param {string} text */\nexport function ${name}(text) {\n  const letters = text.toLowerCase().replace(/[^\\p{L}\\p{N}]/gu, '');\n  return letters === [...letters].reverse().join('');\n}`,
    python: (name) =>
      `def ${name}(text: str) -> bool:\n    letters = [char for char in text.lower() if char.isalnum()]\n    return letters == letters[::-1]`,
    swift: (name) =>
      `func ${name}(_ text: String) -> Bool {\n    let letters = text.lowercased().filter { $0.isLetter || $0.isNumber }\n    return letters == String(letters.reversed())\n}`,
    kotlin: (name) =>
      `fun ${name}(text: String): Boolean {\n    val letters = text.lowercase().filter { it.isLetterOrDigit() }\n    return letters == letters.reversed()\n}`,
    rust: (name) =>
      `pub fn ${name}(text: &str) -> bool {\n    let letters: Vec<char> = text\n        .chars()\n        .filter(|c| c.is_alphanumeric())\n        .flat_map(char::to_lowercase)\n        .collect();\n    letters.iter().eq(letters.iter().rev())\n}`,
  },
  cases: [
    { title: 'accepts a single word', input: 'racecar', expected: true },
    {
      title: 'ignores case, spaces and punctuation',
      input: 'A man, a plan, a canal: Panama',
      expected: true,
    },
    { title: 'rejects a word that is not one', input: 'hello', expected: false },
    { title: 'counts empty text as a palindrome', input: '', expected: true },
  ],
};

const FACTORIAL: KnownFunction = {
  id: 'factorial',
  defaultName: 'factorial',
  matches: /factorial/i,
  described: /\bfactorials?\b/i,
  does: 'multiplies the whole numbers from 1 to n (0! is 1)',
  kotlinLong: true,
  imports: {},
  code: {
    typescript: (name) =>
      `export function ${name}(n: number): number {\n  if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a whole number of 0 or more');\n  let product = 1;\n  for (let i = 2; i <= n; i++) product *= i;\n  return product;\n}`,
    javascript: (name) =>
      `/** @param {number} n */\nexport function ${name}(n) {\n  if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a whole number of 0 or more');\n  let product = 1;\n  for (let i = 2; i <= n; i++) product *= i;\n  return product;\n}`,
    python: (name) =>
      `def ${name}(n: int) -> int:\n    if n < 0:\n        raise ValueError("n must be 0 or more")\n    product = 1\n    for i in range(2, n + 1):\n        product *= i\n    return product`,
    swift: (name) =>
      `func ${name}(_ n: Int) -> Int {\n    precondition(n >= 0, "n must be 0 or more")\n    return n < 2 ? 1 : (2...n).reduce(1, *)\n}`,
    kotlin: (name) =>
      `fun ${name}(n: Int): Long {\n    require(n >= 0) { "n must be 0 or more" }\n    return (2..n).fold(1L) { product, i -> product * i }\n}`,
    rust: (name) => `pub fn ${name}(n: u64) -> u64 {\n    (2..=n).product()\n}`,
  },
  cases: [
    { title: 'gives 1 for 0', input: 0, expected: 1 },
    { title: 'gives 1 for 1', input: 1, expected: 1 },
    { title: 'multiplies up to 5', input: 5, expected: 120 },
    { title: 'multiplies up to 10', input: 10, expected: 3_628_800 },
  ],
};

export const KNOWN_FUNCTIONS: readonly KnownFunction[] = [SLUGIFY, EMAIL, PALINDROME, FACTORIAL];
