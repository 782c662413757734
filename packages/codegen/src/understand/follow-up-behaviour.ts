import { noCase } from 'change-case';
import type { AppSpec, Entity } from '../app-spec.ts';
import { behaviourOf } from './behaviour/index.ts';
import { fieldIdentifier, singularOf } from './text.ts';

/**
 * Follow-ups about what the app computes and does: "show the total pages of each book", "let me
 * check habits off each day" are read by the same behaviour reader as a new idea, over the record
 * types already there; "remove the streak" removes a value or action by what it is called.
 */

const keysOf = (entity: Entity) => [
  ...(entity.computed ?? []).map((value) => `${entity.name}.${value.kind}.${value.name}`),
  ...(entity.actions ?? []).map((action) => `${entity.name}.${action.kind}.${action.name}`),
];

/** The entities with the values and actions the follow-up asks for, each said in `changes`. */
export function withFollowUpBehaviour(text: string, entities: Entity[], changes: string[]) {
  const before = new Set(entities.flatMap(keysOf));
  const after = behaviourOf(text, entities, { keepRecords: true });
  for (const entity of after) {
    const values = (entity.computed ?? []).filter(
      (value) => !before.has(`${entity.name}.${value.kind}.${value.name}`),
    );
    const actions = (entity.actions ?? []).filter(
      (action) => !before.has(`${entity.name}.${action.kind}.${action.name}`),
    );
    if (values.length > 0)
      changes.push(
        `${noCase(entity.pluralName).replace(/^./, (c) => c.toUpperCase())} now show ${values.map((value) => value.label.toLowerCase()).join(', ')}`,
      );
    if (actions.length > 0)
      changes.push(
        `Added one tap on ${noCase(entity.pluralName)}: ${actions.map((action) => action.label.toLowerCase()).join(', ')}`,
      );
  }
  return after;
}

/** "remove the streak", "remove the check off button": a value or action called so; false when none is. */
export function removeBehaviourNamed(spec: AppSpec, changes: string[], part: string) {
  const said = part.replace(/^(?:the|a|an|all|any)\s+|\s+(?:button|value|count)s?$/gi, '');
  const names = new Set([fieldIdentifier(said), fieldIdentifier(singularOf(said))]);
  const called = (item: { name: string; label: string }) =>
    names.has(item.name) || names.has(fieldIdentifier(item.label));
  for (const entity of spec.entities) {
    const value = entity.computed?.find(called);
    const action = entity.actions?.find(called);
    if (!value && !action) continue;
    entity.computed = entity.computed?.filter((item) => item !== value);
    entity.actions = entity.actions?.filter(
      (item) => item !== action && (!value || item.balance !== value.name),
    );
    changes.push(
      `${noCase(entity.pluralName).replace(/^./, (c) => c.toUpperCase())} no longer ${value ? `show ${value.label.toLowerCase()}` : `have ${action!.label.toLowerCase()}`}`,
    );
    return true;
  }
  return false;
}
