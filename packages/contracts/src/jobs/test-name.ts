import { z } from 'zod';
import { TEST_NAMES } from './test-names';

// The plain list and its rules live in test-names.ts (no zod); re-exported for existing imports.
export {
  TEST_NAMES,
  TEST_NAME_OPERATION,
  findTestNameMismatch,
  type TestName,
  type TestNameMismatch,
} from './test-names';

export const TestNameSchema = z.enum(TEST_NAMES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? 'Test name is required.'
      : `Test name must be one of: ${TEST_NAMES.join(', ')}.`,
});
