/**
 * The jobs API's limits as plain numbers, without zod (decision 0641): the calculator shows them
 * on its first load (field lengths, line counts) and must not pull the schema library in with
 * them. The schemas that enforce them import them from here.
 */

/** Longest text a job or test record field may hold (job number, customer, site name, …). */
export const JOB_TEXT_MAX_CHARS = 200;

/**
 * At most this many pipe, meter and hose/stack lines each in a saved calculation (a job has a
 * handful; /api/calculate allows 200 because it stores nothing). Decision 0401.
 */
export const JOB_CALCULATION_MAX_LINES = 50;

/** GET /api/jobs returns at most this many jobs. */
export const JOB_LIST_LIMIT = 200;

/**
 * Longest note of the action taken after a failed test (product.md §3, §5), e.g. 'Reported to the
 * responsible person; supply isolated.' A few sentences: it prints on the one-page certificate
 * (decision 0414).
 */
export const ACTION_NOTE_MAX_CHARS = 500;
