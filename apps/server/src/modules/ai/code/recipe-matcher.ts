import type { CodeRecipe } from './code-recipe';

/** A recipe answers when at least this many of its triggers match the prompt. */
export const MATCH_THRESHOLD = 1;

/** How many of the recipe's triggers match the prompt. */
export const scoreRecipe = (recipe: CodeRecipe, prompt: string) =>
  recipe.triggers.filter((trigger) => trigger.test(prompt)).length;

/**
 * The recipe whose triggers match the prompt best; a tie goes to the one listed first in the
 * catalogue, and below the threshold nothing answers (the caller says what the catalogue covers).
 */
export function matchRecipe(prompt: string, recipes: readonly CodeRecipe[]): CodeRecipe | null {
  let best: CodeRecipe | null = null;
  let bestScore = MATCH_THRESHOLD - 1;
  for (const recipe of recipes) {
    const score = scoreRecipe(recipe, prompt);
    if (score > bestScore) {
      best = recipe;
      bestScore = score;
    }
  }
  return best;
}
