import type { CalculatorType } from '@pipeproof/engine';

/** A job's records split into those its certificate judges and those a later record replaced. */
export interface StandingRecords<T> {
  /** Oldest first: the certificate's tests, and its overall result. */
  readonly standing: readonly T[];
  /** Oldest first: listed on the certificate with their verdicts, not judged (decision 0923). */
  readonly replaced: readonly T[];
}

/**
 * A domestic job holds one test, a single procedure, and 'Record Changes' records it again after a
 * change (product.md /domestic): its last record stands and every earlier one was replaced by it,
 * as the account's 'Open' already takes the last record (decision 0898). A commercial or
 * industrial job's records are tests of their own, a let-by FAIL included (decision 0414): all of
 * them stand. Records come oldest first, as the job gives them.
 */
export function splitReplacedRecords<T>(
  calculatorType: CalculatorType,
  records: readonly T[],
): StandingRecords<T> {
  if (calculatorType !== 'domestic' || records.length < 2) {
    return { standing: records, replaced: [] };
  }
  return { standing: records.slice(-1), replaced: records.slice(0, -1) };
}
