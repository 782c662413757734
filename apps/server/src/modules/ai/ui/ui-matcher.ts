import { describeUi } from './description-model';
import { UI_CATALOGUE } from './ui-catalogue';
import type { UiRecipe } from './ui-recipe';

/**
 * The recipe whose triggers match the description most often, a match in the noun phrase asked
 * for counting twice ("a tab bar with Home and Profile" is a tab bar, not a profile); a tie goes to
 * the one listed first in the catalogue; null when nothing matches.
 */
export function matchUiRecipe(description: string): UiRecipe | null {
  const { subject } = describeUi(description);
  let best: UiRecipe | null = null;
  let bestScore = 0;
  for (const recipe of UI_CATALOGUE) {
    const score = recipe.triggers.reduce(
      (sum, trigger) =>
        sum + (trigger.test(description) ? 1 : 0) + (subject && trigger.test(subject) ? 1 : 0),
      0,
    );
    if (score > bestScore) {
      best = recipe;
      bestScore = score;
    }
  }
  return best;
}
