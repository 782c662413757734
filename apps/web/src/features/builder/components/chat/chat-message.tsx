import type { Message } from '@appforge/shared/contracts/builder';
import { AlertCircle, Bot, CheckCircle2, User } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatClockTime } from '@/lib/format-time';
import { ChangedFiles } from './changed-files';

const JUST_NOW_MS = 60_000;

/** spec 01 §2: the time of a message, or "Just now" within the last minute. */
export function messageTime(createdAt: string, now = Date.now()) {
  const at = new Date(createdAt).getTime();
  return Number.isFinite(at) && now - at < JUST_NOW_MS ? 'Just now' : formatClockTime(createdAt);
}

/**
 * One message: its text, the features it lists with checkmarks (a follow-up's: what changed), the
 * files a follow-up touched, its errors as badges, its time.
 */
export function ChatMessage({ message }: { message: Message }) {
  const { features, errors, changedFiles = [] } = message.metadata;
  return (
    <li className={cn('flex gap-3', message.isUser && 'flex-row-reverse')}>
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          message.isUser ? 'bg-cyan-500/15 text-cyan-300' : 'bg-emerald-500/15 text-emerald-300',
        )}
        aria-hidden
      >
        {message.isUser ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div className={cn('flex max-w-[85%] min-w-0 flex-col gap-2', message.isUser && 'items-end')}>
        <span className="sr-only">{message.isUser ? 'You said' : 'Assistant said'}</span>
        <div
          className={cn(
            'rounded-card px-3.5 py-2.5 text-sm whitespace-pre-wrap break-words',
            message.isUser
              ? 'bg-cyan-500/15 text-foreground'
              : 'border border-border bg-surface text-foreground',
          )}
        >
          {message.content}
        </div>
        {features.length > 0 ? (
          <ul className="flex flex-col gap-1" aria-label="Features">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-1.5 text-xs text-slate-300">
                <CheckCircle2 aria-hidden className="mt-0.5 size-3.5 shrink-0 text-emerald-400" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <ChangedFiles files={changedFiles} />
        {errors.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Errors">
            {errors.map((error) => (
              <li key={error}>
                <Badge tone="destructive" className="max-w-full whitespace-normal break-all">
                  <AlertCircle aria-hidden className="size-3 shrink-0" />
                  {error}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <time dateTime={message.createdAt} className="text-[11px] text-muted">
          {messageTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}
