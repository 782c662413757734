import type { GenerateCodeBody, GenerateCodeResponse } from '@appforge/shared/contracts/ai';
import { CATALOGUE } from './catalogue';
import { readEntity } from './prompt-model';
import { matchRecipe } from './recipe-matcher';

export type BuiltInCodeAnswer = Pick<
  GenerateCodeResponse,
  'success' | 'code' | 'explanation' | 'error'
>;

/** The answer when no recipe covers the prompt: what the catalogue covers and how to go further. */
const NO_RECIPE =
  'The built-in generator has no recipe for this request. ' +
  `It covers: ${CATALOGUE.map((recipe) => recipe.title).join(', ')}. ` +
  'Configure a language model (LLM_BASE_URL, LLM_MODEL and, if needed, LLM_API_KEY) for free-form requests.';

/**
 * The built-in engine of POST /api/ai/generate-code: the best recipe for the prompt, rendered in
 * the language for the platform with the prompt's names. Pure and deterministic: the same request
 * always gives the same code.
 */
export function generateBuiltInCode(
  request: Pick<GenerateCodeBody, 'prompt' | 'language' | 'context'>,
): BuiltInCodeAnswer {
  const recipe = matchRecipe(request.prompt, CATALOGUE);
  if (!recipe) return { success: false, code: '', explanation: '', error: NO_RECIPE };
  const { code, explanation } = recipe.render({
    prompt: request.prompt,
    language: request.language,
    platform: request.context.platform,
    entity: readEntity(request.prompt),
  });
  return { success: true, code, explanation };
}
