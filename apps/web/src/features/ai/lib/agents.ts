import type { AiAgent } from '@appforge/shared/contracts/ai';

/** spec 02 §2: each agent by its name, or 'AI Agent' when it has none. */
export const agentLabel = (agent: Pick<AiAgent, 'name'>) => agent.name.trim() || 'AI Agent';

export const activeAgentsText = (count: number) =>
  `${count} active ${count === 1 ? 'agent' : 'agents'}`;
