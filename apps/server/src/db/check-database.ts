import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** A health check answers within this, even when the database hangs instead of refusing. */
export const DATABASE_CHECK_TIMEOUT_MS = 3_000;

export type DatabaseCheck = { up: true } | { up: false; error: unknown };

/** Asks the database `select 1`: up when it answers in time, else down with the reason. */
export async function checkDatabase(
  db: Db,
  timeoutMs: number = DATABASE_CHECK_TIMEOUT_MS,
): Promise<DatabaseCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return { up: true };
  } catch (error) {
    return { up: false, error };
  } finally {
    clearTimeout(timer);
  }
}
