import type { Database } from '../../db/client';
import { activityEvents } from '../../db/schema';

export type ActivityKind = (typeof activityEvents.$inferInsert)['kind'];

export interface NewActivity {
  userId: string;
  projectId: string;
  kind: ActivityKind;
  /** The project's version the event happened on. */
  version: number;
  detail?: Record<string, string | number>;
}

/**
 * Records what someone did in the builder that no other table keeps (an export, a restore, a
 * preview load, a runtime error the preview threw); the Productivity Tracker counts them.
 */
export async function recordActivity(db: Database, activity: NewActivity): Promise<void> {
  await db.insert(activityEvents).values({ ...activity, detail: activity.detail ?? {} });
}
