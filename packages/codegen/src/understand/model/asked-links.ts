import type { Claim } from './claims.ts';
import { keyOf, type Links } from './links.ts';
import { recordOf, type RecordType } from './records.ts';

/**
 * Where the person asks of the records rather than tells them: a sentence ending in "?", and from
 * "how many", "which", "show me who" to the sentence's end ("…, and show how many stays each owner had").
 */
const ASKING =
  /(?:^\s*|[,;]\s*(?:and\s+)?)((?:how|which|what|who|whose)\b)|\b(?:show|tell|see|know|list|give)(?:\s+(?:me|us))?\s+(?:how|which|what|who|whose)\b/i;

const linkKey = (child: RecordType, parent: RecordType) => `${keyOf(child)}>${keyOf(parent)}`;

/** The spans of a text that ask questions. */
export function askingSpans(text: string): { from: number; to: number }[] {
  const spans: { from: number; to: number }[] = [];
  for (const sentence of text.matchAll(/[^.!?]+[.!?]*/g)) {
    const from = sentence.index;
    const body = sentence[0];
    if (body.trim().endsWith('?')) spans.push({ from, to: from + body.length });
    else {
      const asked = ASKING.exec(body);
      // ", and which dog walked most": the question starts at its question word.
      const opening = asked ? asked[0].length - (asked[1] ?? asked[0]).length : 0;
      if (asked) spans.push({ from: from + asked.index + opening, to: from + body.length });
    }
  }
  return spans;
}

/** `child>parent` of the links said only in questions ("how many reports came from each tower?"). */
export function askedOnlyLinks(claims: Claim[], records: RecordType[], text: string) {
  const spans = askingSpans(text);
  const asked = (start?: number) =>
    start !== undefined && spans.some(({ from, to }) => start >= from && start < to);
  const keysOf = (inQuestion: boolean) =>
    new Set(
      claims.flatMap((claim) => {
        if (claim.type !== 'belongs' || asked(claim.child.start) !== inQuestion) return [];
        const [child, parent] = [recordOf(claim.child, records), recordOf(claim.parent, records)];
        return child && parent ? [linkKey(child, parent)] : [];
      }),
    );
  const told = keysOf(false);
  return new Set([...keysOf(true)].filter((key) => !told.has(key)));
}

/**
 * A question counts records by what they already reach through another ("inspections of each
 * hive, hives in each apiary: how many inspections at each apiary?"): the question adds no link.
 */
export function withoutAskedShortcuts(model: Links, askedOnly: Set<string>): Links {
  const reaches = (from: RecordType, to: RecordType, skipped: string) => {
    const seen = new Set<RecordType>();
    const queue = [from];
    while (queue.length > 0) {
      const record = queue.shift() as RecordType;
      for (const link of model.links) {
        const key = linkKey(link.child, link.parent);
        if (link.child !== record || key === skipped || seen.has(link.parent)) continue;
        if (link.parent === to) return true;
        seen.add(link.parent);
        queue.push(link.parent);
      }
    }
    return false;
  };
  const links = model.links.filter((link) => {
    const key = linkKey(link.child, link.parent);
    return !askedOnly.has(key) || !reaches(link.child, link.parent, key);
  });
  return { ...model, links };
}
