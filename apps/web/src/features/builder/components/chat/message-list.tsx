import type { Message } from '@appforge/shared/contracts/builder';
import { Bot, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { ChatMessage } from './chat-message';

/** spec 01 §2: the greeting's suggestion chips fill the input with their text. */
export const SUGGESTIONS = [
  'Build a task manager app',
  'Create a weather app',
  'Make a fitness tracker',
] as const;

function Greeting({ onSuggestion }: { onSuggestion: (text: string) => void }) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-cyan-500 to-emerald-500 text-slate-950">
        <Sparkles aria-hidden className="size-6" />
      </span>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-medium text-foreground">What would you like to build?</h3>
        <p className="max-w-md text-sm text-muted">
          Describe your app and I will generate an Expo app and a TypeScript backend, running live
          in both phones.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {SUGGESTIONS.map((suggestion) => (
          <Button
            key={suggestion}
            variant="outline"
            size="sm"
            className="rounded-full"
            onClick={() => onSuggestion(suggestion)}
          >
            {suggestion}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** The assistant's answer in the making: "Generating app..." with the percentage (spec 01 §2). */
function Generating({ progress }: { progress: number }) {
  const percent = Math.round(progress);
  return (
    <li className="flex gap-3" aria-live="polite">
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-300"
        aria-hidden
      >
        <Bot className="size-4" />
      </span>
      <div className="flex w-64 max-w-[85%] flex-col gap-2 rounded-card border border-border bg-surface px-3.5 py-2.5">
        <div className="flex items-center justify-between text-sm">
          <span className="text-foreground">Generating app...</span>
          <span className="text-muted tabular-nums">{percent}%</span>
        </div>
        <Progress value={percent} aria-label="Generating app" />
      </div>
    </li>
  );
}

export interface MessageListProps {
  messages: Message[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  generating: boolean;
  progress: number;
  onSuggestion: (text: string) => void;
}

/** The conversation, kept scrolled to the latest message. */
export function MessageList({
  messages,
  loading,
  error,
  onRetry,
  generating,
  progress,
  onSuggestion,
}: MessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [count, generating]);

  if (loading) {
    return (
      <div className="flex flex-col gap-4 p-4" aria-busy="true" aria-label="Loading messages">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ml-auto h-10 w-1/2" />
        <Skeleton className="h-20 w-3/4" />
      </div>
    );
  }
  if (error && !messages) {
    return (
      <div className="p-4">
        <ErrorState title="Could not load the conversation" error={error} onRetry={onRetry} />
      </div>
    );
  }
  if (count === 0 && !generating) return <Greeting onSuggestion={onSuggestion} />;
  return (
    <div className="p-4">
      <ol className="flex flex-col gap-5" aria-label="Messages">
        {messages?.map((message) => (
          <ChatMessage key={message.id} message={message} />
        ))}
        {generating ? <Generating progress={progress} /> : null}
      </ol>
      <div ref={end} />
    </div>
  );
}
