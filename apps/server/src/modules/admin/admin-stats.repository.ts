import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { generationJobs, projects, users } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Users, projects, generations and failed generations, in one statement. */
export async function platformCounts(db: Database) {
  const [counts] = await db
    .select({
      users: sql<number>`(select count(*)::int from ${users})`,
      projects: sql<number>`(select count(*)::int from ${projects})`,
      generations: sql<number>`count(*)::int`,
      failedGenerations: sql<number>`(count(*) filter (where ${eq(generationJobs.status, 'failed')}))::int`,
    })
    .from(generationJobs);
  if (!counts) throw new Error('Counting returned no row.');
  return counts;
}

export interface DailyCounts {
  date: string;
  users: number;
  projects: number;
  generations: number;
  failedGenerations: number;
}

/** Rows created per UTC day of `createdAt` since `since` (a UTC midnight). */
function perDay(createdAt: PgColumn, since: SQL, where: SQL = sql`true`) {
  const day = sql`(${createdAt} at time zone 'UTC')::date`;
  return sql`select ${day} as day, count(*)::int as n from ${createdAt.table}
    where ${createdAt} >= ${since} and ${where} group by 1`;
}

/** One row per UTC day for the last `days` days (today included), oldest first, zeros kept. */
export async function dailyCounts(db: Database, days: number): Promise<DailyCounts[]> {
  const today = sql`(now() at time zone 'UTC')::date`;
  const first = sql`(${today} - ${days - 1}::int)`;
  const since = sql`(${first}::timestamp at time zone 'UTC')`;
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as "date",
      coalesce(u.n, 0) as "users", coalesce(p.n, 0) as "projects",
      coalesce(g.n, 0) as "generations", coalesce(f.n, 0) as "failedGenerations"
    from (select generate_series(${first}, ${today}, interval '1 day')::date as day) d
    left join (${perDay(users.createdAt, since)}) u on u.day = d.day
    left join (${perDay(projects.createdAt, since)}) p on p.day = d.day
    left join (${perDay(generationJobs.createdAt, since)}) g on g.day = d.day
    left join (${perDay(generationJobs.createdAt, since, sql`${generationJobs.status} = 'failed'`)}) f
      on f.day = d.day
    order by d.day`);
  return rowsOf<DailyCounts>(result);
}
