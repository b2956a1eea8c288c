import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Where the last page ended: a row's time as PostgreSQL wrote it, and its id. */
export interface Keyset {
  readonly at: string;
  readonly id: string;
}

/**
 * Select this beside each row: its time as PostgreSQL's own text, to the microsecond. A cursor
 * made from a JavaScript Date keeps only milliseconds and could skip or repeat rows.
 */
export function keysetTime(column: AnyPgColumn): SQL<string> {
  return sql<string>`${column}::text`;
}

/** Rows after `after` in (time, id) order; every row on the first page. */
export function afterKeyset(
  time: AnyPgColumn,
  id: AnyPgColumn,
  after: Keyset | null,
): SQL | undefined {
  if (after === null) return undefined;
  return sql`(${time}, ${id}) > (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/**
 * Every row, oldest first, one page (one query) at a time (decision 0813): each page is read only
 * when the one before has been used, so an account of any size is never in memory at once.
 */
export async function* keysetPages<T extends { keyset: Keyset }>(
  pageSize: number,
  fetchPage: (after: Keyset | null, limit: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let after: Keyset | null = null;
  for (;;) {
    const rows = await fetchPage(after, pageSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = last.keyset;
  }
}
