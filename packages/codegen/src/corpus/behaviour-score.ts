import type { AppSpec } from '../app-spec.ts';
import { buildModel } from '../render/model.ts';

/** What an app computes and does, as "<record type>.<kind>", sorted and each once: what renders. */
export function behaviourFound(spec: AppSpec): string[] {
  const model = buildModel(spec);
  const found = model.entities.flatMap((entity) => [
    ...entity.computed.map((value) => `${entity.name}.${value.kind}`),
    ...entity.actions.map((action) => `${entity.name}.${action.kind}`),
    ...entity.summary.map((value) => `${entity.name}.${value.kind}`),
  ]);
  return [...new Set(found)].sort();
}

/** Exactly as expected: the same values and actions on the same record types (names ignore case). */
export const sameBehaviour = (found: string[], expected: string[]) =>
  found.map((item) => item.toLowerCase()).join(' ') ===
  expected.map((item) => item.toLowerCase()).join(' ');
