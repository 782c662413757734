import type { Message, Priority } from '@appforge/shared/contracts/builder';
import type { Project } from '@appforge/shared/contracts/builder';
import { Code2, MessageSquare, Palette } from 'lucide-react';
import type { Ref } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { LazyCodePanel } from '../code/lazy-code-panel';
import { DesignPlaceholder } from '../placeholder-tab';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';

export interface BuildConsoleProps {
  project: Project | undefined;
  messages: Message[] | undefined;
  messagesLoading: boolean;
  messagesError: Error | null;
  onRetryMessages: () => void;
  generating: boolean;
  progress: number;
  /** Why a message cannot be sent right now (no project, connecting, reconnecting); null when connected. */
  offlineHint: string | null;
  draft: string;
  onDraftChange: (draft: string) => void;
  priority: Priority;
  onPriorityChange: (priority: Priority) => void;
  onSend: () => void;
  inputRef: Ref<HTMLTextAreaElement>;
}

/** The chat tab, titled "Build Console": inner tabs Chat, Code and Design (spec 01 §2). */
export function BuildConsole(props: BuildConsoleProps) {
  const { project, offlineHint } = props;
  const connected = offlineHint === null;
  return (
    <section
      aria-labelledby="build-console-title"
      className="flex min-h-0 flex-1 flex-col rounded-card border border-border bg-surface/60"
    >
      <Tabs defaultValue="chat" className="flex min-h-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
          <h2 id="build-console-title" className="text-lg font-medium text-foreground">
            Build Console
          </h2>
          <span className="flex items-center gap-1.5 text-xs text-muted">
            <span
              className={cn('size-2 rounded-full', connected ? 'bg-emerald-400' : 'bg-amber-400')}
              aria-hidden
            />
            AI Assistant Online
          </span>
          <TabsList className="ml-auto">
            <TabsTrigger value="chat">
              <MessageSquare aria-hidden />
              Chat
            </TabsTrigger>
            <TabsTrigger value="code">
              <Code2 aria-hidden />
              Code
            </TabsTrigger>
            <TabsTrigger value="design">
              <Palette aria-hidden />
              Design
            </TabsTrigger>
          </TabsList>
        </header>
        <TabsContent
          value="chat"
          className="mt-0 flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden"
        >
          <div className="min-h-0 flex-1 overflow-y-auto">
            <MessageList
              messages={props.messages}
              loading={props.messagesLoading}
              error={props.messagesError}
              onRetry={props.onRetryMessages}
              generating={props.generating}
              progress={props.progress}
              onSuggestion={props.onDraftChange}
            />
          </div>
          <ChatComposer
            draft={props.draft}
            onDraftChange={props.onDraftChange}
            priority={props.priority}
            onPriorityChange={props.onPriorityChange}
            onSend={props.onSend}
            generating={props.generating}
            offlineHint={offlineHint}
            inputRef={props.inputRef}
          />
        </TabsContent>
        <TabsContent value="code" className="mt-0 min-h-0 flex-1 overflow-y-auto p-4">
          <LazyCodePanel project={project} />
        </TabsContent>
        <TabsContent value="design" className="mt-0 flex-1">
          <DesignPlaceholder />
        </TabsContent>
      </Tabs>
    </section>
  );
}
