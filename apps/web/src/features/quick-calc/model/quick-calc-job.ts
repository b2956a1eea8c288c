/**
 * /calc saved as a commercial job on the account (decision 0439): the job details the form does
 * not ask for, and what has been sent, so an unchanged job is not sent twice and a test result
 * already recorded keeps its record. What is sent is planned in `plan-quick-calc-save.ts`, which
 * loads with the results, not with the form.
 */
export interface QuickCalcJob {
  /** The job's clientId on the account (decision 0403); a new job number starts a new job. */
  readonly clientId: string;
  readonly customerName: string;
  readonly gasSafeNumber: string;
  readonly location: string;
  /** The action taken after a failed let-by test (the server requires it then, decision 0414). */
  readonly actionNote: string;
  /** The job number it was last saved under, or null before the first save. */
  readonly savedJobNumber: string | null;
  /** Each result recorded for the job, by what it recorded. */
  readonly records: readonly QuickCalcRecordRef[];
  /** What was last queued for the account (job and records), or null. */
  readonly sentKey: string | null;
}

export interface QuickCalcRecordRef {
  readonly key: string;
  readonly clientId: string;
  /** ISO 8601, when it was first recorded. */
  readonly recordedAt: string;
}

export type QuickCalcJobField = 'customerName' | 'gasSafeNumber' | 'location' | 'actionNote';

export function createEmptyJob(clientId: string): QuickCalcJob {
  return {
    clientId,
    customerName: '',
    gasSafeNumber: '',
    location: '',
    actionNote: '',
    savedJobNumber: null,
    records: [],
    sentKey: null,
  };
}
