import { aiAgentsResponseSchema, type AiAgent } from '@appforge/shared/contracts/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

const readAgents = getQueryFn<unknown>({ on401: 'throw' });

/** GET /api/ai/agents, on load of the AI area (spec 02 §7); `agents` defaults to an empty list. */
export const agentsQueryOptions = queryOptions({
  queryKey: ['/api/ai/agents'],
  queryFn: async (context): Promise<AiAgent[]> => {
    try {
      return aiAgentsResponseSchema.parse(await readAgents(context)).agents;
    } catch (error) {
      // spec 02 §8 "Loading agents fails": logged only; the header then counts no agents.
      console.error('Loading the AI agents failed', error);
      return [];
    }
  },
});

export const useAiAgents = () => useQuery(agentsQueryOptions);
