import { z } from 'zod';

/*
 * Numbers read from a path or a query string. Each is bounded to what the column it is compared
 * with holds, so an out-of-range value is a 400 and never reaches the database as an error.
 */

/** The largest value of a PostgreSQL `integer` (int4) column. */
export const PG_INT_MAX = 2_147_483_647;

/** A whole number written in a path or query string, within [min, max] and never past int4. */
export function intParam({ min = 0, max = PG_INT_MAX }: { min?: number; max?: number } = {}) {
  return z.coerce.number().int().min(min).max(Math.min(max, PG_INT_MAX));
}

/** A project version number: versions count from 1 in an int4 column. */
export const versionNumberParam = intParam({ min: 1 });
