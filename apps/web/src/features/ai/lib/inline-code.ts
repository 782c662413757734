export interface TextPart {
  text: string;
  code: boolean;
}

/**
 * Splits an explanation at its `backticks`, so names of functions and packages show in the code
 * font. An unpaired backtick stays as written.
 */
export function inlineCodeParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /`([^`\n]+)`/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), code: false });
    parts.push({ text: match[1] ?? '', code: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), code: false });
  return parts;
}
