/** "(we call them digs)", "(we just call these meets - …)": the name the person uses for them. */
const CALLED = String.raw`\(\s*(?:we|i|everyone|they)\s+(?:just\s+|always\s+)?call\s+(?:them|these|those|it)\s+["'‘“]?([\p{L}-]+)["'’”]?\s*(?:[-–—:,;]\s*([^()]*?))?\s*\)`;
/** What they were called first: one or two words back to a list's comma or "and", or a determiner. */
const FIRST_NAME = String.raw`(?<![\p{L}-])((?:(?!(?:and|or|the|our|my|their|a|an)\b)[\p{L}-]+\s+)?(?!(?:and|or|the|our|my|their|a|an)\b)[\p{L}-]+)\s*`;
const RENAMED = new RegExp(`${FIRST_NAME}${CALLED}`, 'giu');

/**
 * "work parties (we call them digs - date, task, which lock)": the records go by the person's own
 * name for them wherever they are named again ("people come to many digs"), with the values said.
 */
export const withOwnNamesUsed = (text: string): string =>
  text.replace(RENAMED, (_said, _first: string, name: string, values?: string) =>
    values ? `${name} (${values})` : name,
  );
