import type { CreateTestRecordRequest, TestResult } from '@pipeproof/contracts';
import { AppError } from '../../app-error';

export const ACTION_NOTE_REQUIRED =
  'Describe the action taken for a failed let-by test, e.g. reported to the responsible person.';
export const ACTION_NOTE_ONLY_ON_FAIL = 'An action note is recorded only with a failed test.';

/**
 * The note of the action taken, checked against the server's own verdict (product.md §5,
 * decision 0414): a failed let-by test must say what was done about it (gas may be passing a
 * closed valve); a passed test has nothing to act on, so a note there is a mistake, not kept.
 */
export function assertActionNote(input: CreateTestRecordRequest, testResult: TestResult): void {
  if (testResult === 'FAIL') {
    if (input.testName === 'Let-by Test' && input.actionNote === undefined) {
      throw new AppError('VALIDATION_ERROR', `actionNote: ${ACTION_NOTE_REQUIRED}`, {
        field: 'actionNote',
      });
    }
    return;
  }
  if (input.actionNote !== undefined) {
    throw new AppError('VALIDATION_ERROR', `actionNote: ${ACTION_NOTE_ONLY_ON_FAIL}`, {
      field: 'actionNote',
    });
  }
}
