import { builtInProvider } from '@appforge/codegen/providers/built-in';
import { createLlmProvider, safeOrigin, type LlmSettings } from '@appforge/codegen/providers/llm';
import type { SpecProvider } from '@appforge/codegen/providers/types';
import type { AiAgent } from '@appforge/shared/contracts/ai';

/** The provider that understands prompts: the configured language model, else the built-in generator. */
export function specProviderFor(llm: LlmSettings | null): SpecProvider {
  return llm ? createLlmProvider(llm) : builtInProvider;
}

/** The agents GET /api/ai/agents lists; the API key and the base URL's path never leave the server. */
export function listAgents(llm: LlmSettings | null): AiAgent[] {
  const builtIn: AiAgent = {
    id: 'built-in',
    name: builtInProvider.label,
    kind: 'built-in',
    model: null,
    baseUrl: null,
    status: 'ready',
    default: llm === null,
  };
  if (!llm) return [builtIn];
  const baseUrl = safeOrigin(llm.baseUrl);
  return [
    builtIn,
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
