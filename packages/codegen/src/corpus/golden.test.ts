import { describe, expect, it } from 'vitest';
import type { AppSpec } from '../app-spec.ts';
import { generate } from '../index.ts';
import { FOLLOW_UPS, type ExpectedChange } from './follow-ups.ts';
import { NEW_APPS } from './new-apps.ts';
import { DATA_MODEL_CASES } from './data-models.ts';
import { CATEGORY_IDS } from '../understand/vocabulary/index.ts';

const alternatives = (text: string) => text.split('|');

describe('the golden corpus: new apps', () => {
  it('spans every one of the 28 categories', () => {
    const covered = new Set(NEW_APPS.flatMap((app) => alternatives(app.category)));
    expect(CATEGORY_IDS.filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(NEW_APPS.map((app) => [app.prompt, app] as const))('%s', async (_prompt, app) => {
    const result = await generate({ prompt: app.prompt });
    const { appSpec } = result;
    expect(result.errors).toEqual([]);
    expect(alternatives(app.category)).toContain(appSpec.category);
    for (const [entityNames, fields] of Object.entries(app.entities)) {
      const entity = appSpec.entities.find((candidate) =>
        alternatives(entityNames).includes(candidate.name),
      );
      expect(
        entity,
        `entity ${entityNames} in ${appSpec.entities.map((e) => e.name).join(', ')}`,
      ).toBeDefined();
      const names = entity?.fields.map((field) => field.name) ?? [];
      for (const field of fields) {
        expect(
          alternatives(field).some((name) => names.includes(name)),
          `${field} in ${names.join(', ')}`,
        ).toBe(true);
      }
    }
    for (const feature of app.features ?? []) expect(appSpec.features).toContain(feature);
    if (app.appName) expect(appSpec.appName).toBe(app.appName);
    if (app.primaryColor) expect(appSpec.theme.primaryColor).toBe(app.primaryColor);
    const tree = {
      frontend: Object.keys(result.generatedCode.frontend).sort(),
      backend: Object.keys(result.generatedCode.backend).sort(),
    };
    expect(tree).toMatchSnapshot();
  });
});

const fieldKeys = (spec: AppSpec, withType: boolean) =>
  spec.entities.flatMap((entity) =>
    entity.fields.map((field) => `${entity.name}.${field.name}${withType ? `:${field.type}` : ''}`),
  );

/** What changed between two specs, in the shape of ExpectedChange (only the keys that changed). */
function diff(before: AppSpec, after: AppSpec): ExpectedChange {
  const change: ExpectedChange = {};
  const oldFields = new Set(fieldKeys(before, false));
  const newFields = new Set(fieldKeys(after, false));
  const typed = new Map(fieldKeys(after, true).map((key) => [key.split(':')[0]!, key]));
  const oldEntities = new Set(before.entities.map((entity) => entity.name));
  const newEntities = new Set(after.entities.map((entity) => entity.name));
  const added = [...newFields].filter(
    (key) => !oldFields.has(key) && oldEntities.has(key.split('.')[0]!),
  );
  const removed = [...oldFields].filter(
    (key) => !newFields.has(key) && newEntities.has(key.split('.')[0]!),
  );
  if (added.length === 1 && removed.length === 1) change.renamedFields = [[removed[0]!, added[0]!]];
  else {
    if (added.length > 0) change.addedFields = added.map((key) => typed.get(key)!);
    if (removed.length > 0) change.removedFields = removed;
  }
  const addedEntities = [...newEntities].filter((name) => !oldEntities.has(name));
  const removedEntities = [...oldEntities].filter((name) => !newEntities.has(name));
  if (addedEntities.length > 0) change.addedEntities = addedEntities;
  if (removedEntities.length > 0) change.removedEntities = removedEntities;
  const addedFeatures = after.features.filter((feature) => !before.features.includes(feature));
  const removedFeatures = before.features.filter((feature) => !after.features.includes(feature));
  if (addedFeatures.length > 0) change.addedFeatures = addedFeatures;
  if (removedFeatures.length > 0) change.removedFeatures = removedFeatures;
  if (after.appName !== before.appName) change.appName = after.appName;
  if (after.theme.primaryColor !== before.theme.primaryColor)
    change.primaryColor = after.theme.primaryColor;
  if (after.theme.style !== before.theme.style) change.style = after.theme.style;
  if (after.navigation !== before.navigation) change.navigation = after.navigation;
  return change;
}

describe('the golden corpus: follow-ups', () => {
  it.each(FOLLOW_UPS.map((script) => [script.start, script] as const))(
    '%s',
    async (_start, script) => {
      let current = await generate({ prompt: script.start });
      for (const turn of script.turns) {
        const next = await generate({ prompt: turn.prompt, previous: current.appSpec });
        expect(next.errors, turn.prompt).toEqual([]);
        expect(diff(current.appSpec, next.appSpec), turn.prompt).toEqual(turn.expect);
        expect(next.features[0], turn.prompt).not.toMatch(/^No change recognised/);
        const unchanged = Object.keys(current.generatedCode.frontend).filter(
          (path) => next.generatedCode.frontend[path] === current.generatedCode.frontend[path],
        );
        if (turn.expect.primaryColor || turn.expect.appName)
          expect(unchanged.length, turn.prompt).toBeGreaterThan(0);
        current = next;
      }
    },
  );
});

describe('the multi-record corpus', () => {
  it.each(DATA_MODEL_CASES.map((entry) => [entry.prompt] as const))(
    '%s generates with zero errors and links only to its own record types',
    async (prompt) => {
      const result = await generate({ prompt });
      expect(result.errors).toEqual([]);
      const names = new Set(result.appSpec.entities.map((entity) => entity.name));
      const targets = result.appSpec.entities.flatMap((entity) =>
        entity.fields.flatMap((field) => (field.type === 'relation' ? [field.relation] : [])),
      );
      for (const target of targets) expect(names).toContain(target);
    },
  );
});
