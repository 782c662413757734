import type { GenerateUiBody, GeneratedFile, UiPlatform } from '@appforge/shared/contracts/ai';
import { describeUi } from './description-model';
import { UI_CATALOGUE } from './ui-catalogue';
import { matchUiRecipe } from './ui-matcher';
import { componentName } from './ui-names';
import { listed } from './ui-recipe';

export interface BuiltInUi {
  success: boolean;
  code: string;
  files: GeneratedFile[];
  explanation: string;
  error?: string;
}

const EXTENSIONS: Record<UiPlatform, string> = { web: 'tsx', ios: 'swift', android: 'kt' };

const coverage = () => listed(UI_CATALOGUE.map((recipe) => recipe.title.toLowerCase()));

/**
 * The built-in UI generator (spec 02 §2 UI Generation): a component recipe matched to the
 * description, rendered in the platform's framework with the request's theme. Deterministic.
 */
export function generateBuiltInUi(body: GenerateUiBody): BuiltInUi {
  const recipe = matchUiRecipe(body.component);
  if (!recipe) {
    return {
      success: false,
      code: '',
      files: [],
      explanation: '',
      error:
        `The built-in generator builds these components: ${coverage()}. ` +
        'Describe one of them, or set LLM_BASE_URL, LLM_MODEL and LLM_API_KEY so a language model ' +
        'answers free-form requests.',
    };
  }
  const words = describeUi(body.component);
  const name = componentName(words, recipe.defaultName);
  const { code, explanation } = recipe.render({
    description: body.component,
    platform: body.platform,
    theme: body.theme,
    words,
    name,
  });
  return {
    success: true,
    code,
    files: [{ path: `${name}.${EXTENSIONS[body.platform]}`, content: code }],
    explanation,
  };
}
