import type { AppSpec } from '../app-spec.ts';
import type { DataModelCase } from './data-models.ts';
import { pattern, wordList } from '../understand/pattern.ts';

/** A feature word as a part of a camel-case name: "monthlyStats", "sortedBy", "weeklyTotals". */
const FEATURE_PART = pattern([
  '(?:^|[a-z])',
  wordList('Stats Statistics Totals Sort Sorted Search Filter Reminder Favou?rites?'),
  '(?:[A-Z]|$)',
]);
/** Field names that come from feature phrases: a feature part, or one at the start ("stats"). */
const FEATURE_FIELD = pattern([FEATURE_PART, '|^', wordList('stats totals sorted search filter')]);

export interface DataModelScore {
  /** The record types are the expected ones, no more, no fewer. */
  records: boolean;
  /** The links are the expected ones, no more, no fewer. */
  links: boolean;
  /** No field is named after a feature phrase. */
  noFeatureFields: boolean;
  /** Expected record types the spec does not have. */
  dropped: string[];
  /** What the spec holds, as `records | links`, for reports. */
  found: string;
}

/** How an AppSpec's data model compares with what the case expects. */
export function scoreDataModel(spec: AppSpec, expected: DataModelCase): DataModelScore {
  // "check-in" is the entity CheckIn: names are compared without hyphens.
  const bare = (text: string) => text.toLowerCase().replace(/-/g, '');
  const headOf = (name: string) =>
    expected.records.find((record) => bare(name).endsWith(bare(record)));
  const relationsOf = (name: string) =>
    spec.entities
      .find((entity) => entity.name === name)
      ?.fields.flatMap((field) =>
        field.type === 'relation' && field.relation ? [field.relation] : [],
      ) ?? [];
  // A record that only links two others is how many-to-many is kept.
  const isJoin = (name: string) =>
    relationsOf(name).length === 2 &&
    (spec.entities.find((entity) => entity.name === name)?.fields.length ?? 0) <= 3;
  const links = spec.entities.flatMap((entity) => {
    if (isJoin(entity.name)) {
      const [a, b] = relationsOf(entity.name).map((target) => headOf(target) ?? target);
      return [[a, b].sort().join('<>')];
    }
    const child = headOf(entity.name) ?? entity.name;
    return relationsOf(entity.name).map((target) => `${child}>${headOf(target) ?? target}`);
  });
  const records = spec.entities
    .filter((entity) => !isJoin(entity.name))
    .map((entity) => headOf(entity.name) ?? entity.name);
  const wantedLinks = expected.links.map((link) =>
    link.includes('<>') ? link.split('<>').sort().join('<>') : link,
  );
  const same = (a: string[], b: string[]) => [...a].sort().join(' ') === [...b].sort().join(' ');
  return {
    records: same(records, expected.records),
    links: same(links, wantedLinks),
    noFeatureFields: spec.entities.every((entity) =>
      entity.fields.every((field) => !FEATURE_FIELD.test(field.name)),
    ),
    dropped: expected.records.filter((record) => !records.includes(record)),
    found: `${records.join(' ')} | ${links.join(' ')}`,
  };
}
