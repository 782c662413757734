import { CODE_LANGUAGES, CODE_PLATFORMS, type CodeLanguage } from '@appforge/shared/contracts/ai';
import { describe, expect, it } from 'vitest';
import { checkSyntax } from '../../syntax/check-syntax';
import { CATALOGUE } from '../catalogue';
import type { CodeRecipe } from '../code-recipe';
import { readEntity } from '../prompt-model';

const IDS = [
  'data-model',
  'crud-endpoint',
  'rest-client',
  'form-validation',
  'pagination',
  'debounce-throttle',
];

/** A plain entity, one with every kind and names languages reserve, and the stand-in fields. */
const PROMPTS = [
  'a struct for a recipe with name, servings and cook time',
  'a Task with title, price, contact email, password, in stock, website, tags, due date, starts at, weight, default and return',
  'todos',
];

const recipe = (id: string): CodeRecipe => {
  const found = CATALOGUE.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${id} is not in the catalogue`);
  return found;
};

const render = (
  id: string,
  prompt: string,
  language: CodeLanguage,
  platform: (typeof CODE_PLATFORMS)[number],
) => recipe(id).render({ prompt, language, platform, entity: readEntity(prompt) }).code;

describe.each(IDS)('%s', (id) => {
  it.each(CODE_LANGUAGES)('parses in %s on every platform', async (language) => {
    for (const prompt of PROMPTS) {
      for (const platform of CODE_PLATFORMS) {
        const code = render(id, prompt, language, platform);
        const problems = await checkSyntax(language, code, { jsx: false });
        expect(problems, `${platform}: ${prompt}\n${code}`).toEqual([]);
      }
    }
  });

  it('renders the same code twice', () => {
    for (const language of CODE_LANGUAGES) {
      expect(render(id, PROMPTS[1]!, language, 'ios')).toBe(
        render(id, PROMPTS[1]!, language, 'ios'),
      );
    }
  });
});

describe('the parse check', () => {
  it.each(CODE_LANGUAGES)(
    'fails on a %s rendering with its last closing brace dropped',
    async (language) => {
      const code = render('crud-endpoint', PROMPTS[0]!, language, 'backend');
      const broken = code.slice(0, code.lastIndexOf(language === 'python' ? ')' : '}'));
      expect(await checkSyntax(language, code, { jsx: false })).toEqual([]);
      expect((await checkSyntax(language, broken, { jsx: false })).length).toBeGreaterThan(0);
    },
  );
});
