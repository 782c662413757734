import { BOUNDARY } from './prompt-parts.ts';

/** The name the person gave the app: quoted, or after "called"/"named". */
export function explicitNameIn(text: string): string | undefined {
  const quoted =
    /["“]([^"”]{2,40})["”]/.exec(text)?.[1] ??
    /(?:^|\s)['‘]([^'’]{2,40})['’](?=[\s.,!?]|$)/.exec(text)?.[1];
  if (quoted?.trim()) return quoted.trim();
  const called =
    // "a park has a named contact": after an article, "named" says which one, not what.
    /(?<!\b(?:a|an|the|one|each|every|its|their)\s+)\b(?:called|named|titled|name it|call it|rename it to|rename to|rename the app to)\s+(.+)/i.exec(
      text,
    )?.[1];
  // "how many times I have called them": a verb of its own, not a name.
  if (!called || /^(?:them|it|him|her|me|us|you|back|in|out|by)\b/i.test(called)) return undefined;
  const taken: string[] = [];
  for (const word of called.split(/\s+/)) {
    const bare = word.replace(/[.,!?;:]+$/, '');
    if (
      !bare ||
      BOUNDARY.has(bare.toLowerCase()) ||
      bare.toLowerCase() === 'and' ||
      taken.length >= 4
    )
      break;
    taken.push(bare);
    if (bare !== word) break;
  }
  return taken.length > 0 ? taken.join(' ') : undefined;
}
