import type { AiHistoryEntry } from '@appforge/shared/contracts/ai';
import type { Database } from '../../db/client';
import {
  deleteHistoryEntries,
  insertHistoryEntry,
  listHistoryEntries,
  type AiHistoryRow,
} from './history.repository';

/** What a generate or analyze request leaves in its caller's history. */
export interface HistoryRecord {
  type: AiHistoryEntry['type'];
  prompt: string;
  /** The code (or findings) on success; the server's error message on failure, without a prefix. */
  result: string;
  language: string | null;
  status: AiHistoryEntry['status'];
}

export const HISTORY_LIST_LIMIT = 100;

function presentHistoryEntry(row: AiHistoryRow): AiHistoryEntry {
  return {
    id: row.id,
    type: row.type,
    prompt: row.prompt,
    result: row.result,
    language: row.language,
    timestamp: row.createdAt.toISOString(),
    status: row.status,
  };
}

/** The AI dashboard's history, kept per user (spec 02 §3 "AI history entry", §4 AI dashboard). */
export function createHistoryService(db: Database) {
  return {
    async record(userId: string, entry: HistoryRecord): Promise<AiHistoryEntry> {
      return presentHistoryEntry(await insertHistoryEntry(db, { userId, ...entry }));
    },

    /** The caller's entries, newest first. */
    async list(userId: string, limit = HISTORY_LIST_LIMIT): Promise<AiHistoryEntry[]> {
      return (await listHistoryEntries(db, userId, limit)).map(presentHistoryEntry);
    },

    /** Clear Chat History: removes every entry of the caller; answers how many went. */
    clear(userId: string): Promise<number> {
      return deleteHistoryEntries(db, userId);
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
