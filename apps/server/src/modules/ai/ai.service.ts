import { builtInProvider } from '@appforge/codegen/providers/built-in';
import { createLlmProvider, safeOrigin, type LlmSettings } from '@appforge/codegen/providers/llm';
import type { SpecProvider } from '@appforge/codegen/providers/types';
import type { AiAgent } from '@appforge/shared/contracts/ai';

/** The provider that understands prompts: the configured language model, else the built-in generator. */
export function specProviderFor(llm: LlmSettings | null): SpecProvider {
  return llm ? createLlmProvider(llm) : builtInProvider;
}

/** The built-in engines of the AI dashboard, always there (no model, no network). */
const builtInEngine = (id: string, name: string): AiAgent => ({
  id,
  name,
  kind: 'built-in',
  model: null,
  baseUrl: null,
  status: 'ready',
  default: false,
});

/**
 * The agents GET /api/ai/agents lists: the built-in app generator, code recipes, UI recipes and
 * code analyzer always, then the configured model, which answers prompts when it is there. The
 * API key and the base URL's path never leave the server.
 */
export function listAgents(llm: LlmSettings | null): AiAgent[] {
  const builtIn: AiAgent = {
    ...builtInEngine('built-in', builtInProvider.label),
    default: llm === null,
  };
  const engines = [
    builtIn,
    builtInEngine('code-recipes', 'Built-in code recipes'),
    builtInEngine('ui-recipes', 'Built-in UI recipes'),
    builtInEngine('analyzer', 'Code analyzer (ESLint, TypeScript, tree-sitter)'),
  ];
  if (!llm) return engines;
  const baseUrl = safeOrigin(llm.baseUrl);
  return [
    ...engines,
    {
      id: 'llm',
      name: `${llm.model} via ${baseUrl}`,
      kind: llm.kind,
      model: llm.model,
      baseUrl,
      status: 'configured',
      default: true,
    },
  ];
}
