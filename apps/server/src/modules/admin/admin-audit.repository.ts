import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export type AuditRow = typeof adminAuditLog.$inferSelect;

export interface AuditEntryInput {
  admin: { id: string; name: string };
  /** `<object>.<verb>`, e.g. `subscription.block`. */
  action: string;
  /** What was acted on, e.g. `subscription:<id>`. */
  target: string | null;
  summary: string;
}

export async function insertAuditEntry(db: Database, entry: AuditEntryInput): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.admin.id,
    adminName: entry.admin.name,
    action: entry.action,
    target: entry.target,
    summary: entry.summary,
  });
}

export function listRecentAuditEntries(db: Database, limit: number): Promise<AuditRow[]> {
  return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(limit);
}
