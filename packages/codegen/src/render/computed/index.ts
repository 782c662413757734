import type { AppModel } from '../model.ts';
import { COMPUTED_RULES } from './rules.ts';
import { withSummary } from './summary.ts';
import { valuesFile, withValues } from './values.ts';

/** The files both sides share when an app computes values or has actions: the same text in each. */
export function computedFiles(model: AppModel): Record<string, string> {
  const acts = model.entities.some((entity) => entity.actions.length > 0);
  const valued = withValues(model).length > 0 || withSummary(model).length > 0;
  return {
    ...(acts || valued ? { 'src/computed.ts': COMPUTED_RULES } : {}),
    ...(valued ? { 'src/values.ts': valuesFile(model) } : {}),
  };
}
