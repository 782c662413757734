import { preparePrompt } from '../new-app.ts';
import { dataModelOf } from './data-model.ts';

/**
 * The model a prompt reads as, heads only and sorted: `"booking customer kayak |
 * booking>customer booking>kayak"`, for tests that state the model a person would expect.
 */
export function modelOf(prompt: string) {
  const model = dataModelOf(preparePrompt(prompt));
  const name = (record: { words: string[] }) => record.words.at(-1);
  const records = model.records.map(name).sort().join(' ');
  const links = [
    ...model.links.map((link) => `${name(link.child)}>${name(link.parent)}`),
    ...model.manyToMany.map((pair) => pair.map(name).sort().join('<>')),
  ].sort();
  return `${records} | ${links.join(' ')}`;
}

/** The record types a prompt reads as, heads only: `["booking", "customer", "kayak"]`. */
export const recordsOf = (prompt: string) => modelOf(prompt).split(' | ')[0]?.split(' ') ?? [];

/** The links a prompt reads as, heads only: `["booking>customer", "booking>kayak"]`. */
export const linksOf = (prompt: string) => modelOf(prompt).split(' | ')[1]?.split(' ') ?? [];

/** The record types a prompt reads as, all their naming words: `["grid ref", "site"]`. */
export const recordWordsOf = (prompt: string) =>
  dataModelOf(preparePrompt(prompt)).records.map((record) => record.words.join(' '));
