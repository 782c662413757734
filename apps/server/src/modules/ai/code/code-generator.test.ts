import { CODE_LANGUAGES } from '@appforge/shared/contracts/ai';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { generateBuiltInCode } from './code-generator';

const RECIPE_PROMPT = 'a struct for a recipe with name, servings and cook time';

describe('generateBuiltInCode', () => {
  it('answers success: false, no code, and what it covers and how to go further when no recipe fits', () => {
    const answer = generateBuiltInCode({
      prompt: 'write me a poem',
      language: 'python',
      context: { platform: 'web' },
    });
    expect(answer.success).toBe(false);
    expect(answer.code).toBe('');
    expect(answer.error).toMatch(
      /^The built-in generator has no recipe for this request\. It covers: /,
    );
    for (const recipe of CATALOGUE) expect(answer.error).toContain(recipe.title);
    expect(answer.error).toContain('LLM_BASE_URL, LLM_MODEL and, if needed, LLM_API_KEY');
  });

  it.each(CODE_LANGUAGES)(
    'names the %s code after the prompt: Recipe, servings, cook time',
    (language) => {
      const answer = generateBuiltInCode({
        prompt: RECIPE_PROMPT,
        language,
        context: { platform: 'backend' },
      });
      expect(answer.success).toBe(true);
      expect(answer.code).toMatch(/\bRecipe\b/);
      expect(answer.code).toMatch(/\bservings\b/);
      expect(answer.code).toMatch(
        language === 'python' || language === 'rust' ? /\bcook_time\b/ : /\bcookTime\b/,
      );
      expect(answer.explanation).toContain('cookTime (whole number of minutes)');
    },
  );

  it('gives the same code and explanation every time', () => {
    const request = {
      prompt: 'REST client for products with title and price',
      language: 'kotlin',
      context: { platform: 'android' },
    } as const;
    expect(generateBuiltInCode(request)).toEqual(generateBuiltInCode(request));
  });

  it('explains what the code does, its dependencies and how to use it', () => {
    const { explanation } = generateBuiltInCode({
      prompt: 'CRUD endpoint for todos',
      language: 'rust',
      context: { platform: 'backend' },
    });
    expect(explanation).toContain('/api/todos');
    expect(explanation).toContain('Dependencies: axum 0.8');
    expect(explanation).toContain('How to use it: ');
    expect(explanation).toContain('The prompt named no fields, so these are stand-ins');
  });

  it('renders the client-side repository for a CRUD endpoint on a phone, and says so', () => {
    const answer = generateBuiltInCode({
      prompt: 'CRUD endpoint for notes with title and body',
      language: 'swift',
      context: { platform: 'ios' },
    });
    expect(answer.code).toContain('final class NoteClient');
    expect(answer.code).toContain('URLSession');
    expect(answer.explanation).toContain('this is the client-side repository');
  });
});
