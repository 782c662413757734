import { Bot } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useAiAgents } from '../api/get-agents';
import { agentLabel, activeAgentsText } from '../lib/agents';

/** spec 02 §2: the number of active AI agents and the list of available agents. */
export function AgentsHeader() {
  const agents = useAiAgents();
  return (
    <section
      aria-label="AI agents"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center"
    >
      <div className="flex shrink-0 items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-control bg-linear-to-br from-cyan-500 to-emerald-500 text-slate-950">
          <Bot aria-hidden className="size-5" />
        </span>
        {agents.isPending ? (
          <Skeleton className="h-5 w-32" />
        ) : (
          <p className="text-sm font-medium text-foreground tabular-nums">
            {activeAgentsText(agents.data?.length ?? 0)}
          </p>
        )}
      </div>
      {agents.isPending ? (
        <div className="flex flex-wrap gap-2" aria-hidden>
          <Skeleton className="h-6 w-36 rounded-full" />
          <Skeleton className="h-6 w-40 rounded-full" />
          <Skeleton className="h-6 w-32 rounded-full" />
        </div>
      ) : (
        <ul aria-label="Available agents" className="flex min-w-0 flex-wrap gap-2">
          {(agents.data ?? []).map((agent) => (
            <li
              key={agent.id}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border bg-surface-raised px-2.5 py-1 text-xs text-slate-300"
              title={
                agent.status === 'ready' ? 'Ready' : 'Configured, reached when a prompt is sent'
              }
            >
              <span
                aria-hidden
                className={
                  agent.status === 'ready'
                    ? 'size-1.5 shrink-0 rounded-full bg-emerald-400'
                    : 'size-1.5 shrink-0 rounded-full bg-cyan-400'
                }
              />
              <span className="truncate">{agentLabel(agent)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
