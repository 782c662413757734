import type { EntityModel } from '../../model.ts';
import { behaviourHook, hasBehaviour, hasRecordBehaviour } from '../behaviour.ts';

/** What list and detail screens add for a record type's computed values and one-tap actions. */
export function behaviourParts(
  entity: EntityModel,
  record: string,
  subject: string,
  screen: 'list' | 'detail',
) {
  // A detail screen shows one record's values and actions, never the summary of them all.
  const shown = screen === 'list' ? hasBehaviour(entity) : hasRecordBehaviour(entity);
  if (!shown)
    return {
      imports: [],
      components: [],
      state: '',
      values: '',
      actions: '',
      detail: '',
      overview: '',
    };
  const values =
    entity.computed.length > 0 ? `<ValueChips values={behaviour.texts(${record})} compact />` : '';
  const actions =
    entity.actions.length > 0
      ? `{behaviour.actions(${record}).map((action) => (\n  <ActionButton key={action.label} action={action} subject={${subject}} />\n))}`
      : '';
  const detail = [
    entity.computed.length > 0 &&
      `<View style={styles.card}>\n  <ValueChips values={behaviour.texts(${record})} />\n</View>`,
    entity.actions.length > 0 &&
      `<View style={styles.quickActions}>\n  ${actions.replace(/\n/g, '\n  ')}\n</View>`,
  ]
    .filter(Boolean)
    .join('\n');
  // Above the list: what is computed over all the records.
  const overview =
    screen === 'list' && entity.summary.length > 0
      ? `<View style={styles.overview}>\n  <ValueChips values={behaviour.summary} />\n</View>`
      : '';
  return {
    imports: [`import { ${behaviourHook(entity)} } from '../behaviour';`],
    components: [
      ...(entity.actions.length > 0 ? ['ActionButton'] : []),
      ...(entity.computed.length > 0 || overview ? ['ValueChips'] : []),
    ],
    state: `  const behaviour = ${behaviourHook(entity)}();`,
    values,
    actions,
    detail,
    overview,
  };
}

/** The detail screen's style for its row of action buttons. */
export const QUICK_ACTIONS_STYLE =
  "    quickActions: { flexDirection: 'row', flexWrap: 'wrap', gap: 10 },\n";
