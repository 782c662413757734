import type { AiHistoryEntry } from '@appforge/shared/contracts/ai';
import type { BadgeProps } from '@/components/ui/badge';

type HistoryType = AiHistoryEntry['type'];

export const HISTORY_TYPE_LABELS: Record<HistoryType, string> = {
  code_generation: 'Code Generation',
  ui_generation: 'UI Generation',
  analysis: 'Analysis',
};

export const HISTORY_TYPE_TONES: Record<HistoryType, NonNullable<BadgeProps['tone']>> = {
  code_generation: 'primary',
  ui_generation: 'outline',
  analysis: 'neutral',
};

export const HISTORY_STATUS_TONES: Record<
  AiHistoryEntry['status'],
  NonNullable<BadgeProps['tone']>
> = { success: 'success', error: 'destructive' };

export const HISTORY_STATUS_LABELS: Record<AiHistoryEntry['status'], string> = {
  success: 'Success',
  error: 'Error',
};

/**
 * The 'AI Response:' text of an entry. The server stores a failure's bare message; spec 02 §8
 * shows it as 'Generation failed: ' + the message, or 'Unknown error' when there is none.
 */
export function historyResponseText(entry: Pick<AiHistoryEntry, 'type' | 'result' | 'status'>) {
  if (entry.status === 'success') return entry.result;
  const prefix = entry.type === 'analysis' ? 'Analysis failed: ' : 'Generation failed: ';
  return prefix + (entry.result.trim() || 'Unknown error');
}

/** Generated code is highlighted; an analysis answers in prose and a failure in a message. */
export function showsCode(entry: Pick<AiHistoryEntry, 'type' | 'language' | 'status'>) {
  return entry.status === 'success' && entry.type !== 'analysis' && entry.language !== null;
}
