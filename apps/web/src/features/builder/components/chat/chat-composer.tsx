import type { Priority } from '@appforge/shared/contracts/builder';
import { Mic, Palette, PlusCircle, Send, Wrench } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

export const PLACEHOLDER = 'Describe your app or ask for modifications...';
const PRIORITIES: Priority[] = ['high', 'normal', 'low'];

export interface ChatComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  priority: Priority;
  onPriorityChange: (priority: Priority) => void;
  onSend: () => void;
  generating: boolean;
  /** Said beside Send while the socket is not open (Send is disabled then); null when connected. */
  offlineHint: string | null;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** spec 01 §2: present, without a function yet; said so on hover. */
function InertButton({
  label,
  icon: Icon,
  iconOnly,
}: {
  label: string;
  icon: typeof Mic;
  iconOnly?: boolean;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size={iconOnly ? 'icon' : 'sm'}
          aria-label={label}
          aria-disabled="true"
          onClick={() => undefined}
        >
          <Icon aria-hidden />
          {iconOnly ? null : label}
        </Button>
      </TooltipTrigger>
      <TooltipContent>Coming soon</TooltipContent>
    </Tooltip>
  );
}

/**
 * The input: Enter sends, Shift+Enter adds a line; the text is trimmed and never sent empty; Send is
 * disabled while empty or generating and the input while generating (spec 01 §2, §5).
 */
export function ChatComposer({
  draft,
  onDraftChange,
  priority,
  onPriorityChange,
  onSend,
  generating,
  offlineHint,
  inputRef,
}: ChatComposerProps) {
  const canSend = draft.trim().length > 0 && !generating && offlineHint === null;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  return (
    <div className="flex flex-col gap-2 border-t border-border p-3">
      <div className="flex flex-wrap items-center gap-1">
        <InertButton label="Add feature" icon={PlusCircle} />
        <InertButton label="Change design" icon={Palette} />
        <InertButton label="Fix issue" icon={Wrench} />
      </div>
      <Textarea
        ref={inputRef}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={PLACEHOLDER}
        aria-label="Message"
        disabled={generating}
        rows={3}
        className="max-h-48 min-h-20 resize-y"
      />
      <div className="flex items-center gap-2">
        <InertButton label="Voice input" icon={Mic} iconOnly />
        <span className="ml-auto text-xs text-muted" aria-live="polite">
          {offlineHint ?? 'Enter to send, Shift+Enter for a new line'}
        </span>
        <Select value={priority} onValueChange={(value) => onPriorityChange(value as Priority)}>
          <SelectTrigger aria-label="Priority" className="h-9 w-28">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PRIORITIES.map((level) => (
              <SelectItem key={level} value={level}>
                {level.charAt(0).toUpperCase() + level.slice(1)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button onClick={onSend} disabled={!canSend}>
          <Send aria-hidden />
          Send
        </Button>
      </div>
    </div>
  );
}
