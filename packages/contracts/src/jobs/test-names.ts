import { INSTALLATION_TYPE_ALIASES, type OperationType } from '@pipeproof/engine';

/**
 * Saved test record names and the rules tying each to its calculation, as plain values without
 * zod (decision 0641); TestNameSchema (test-name.ts) parses the same list.
 */

/** Saved test record names (product.md §3 Saved test record). */
export const TEST_NAMES = ['Strength Test', 'Tightness Test', 'Purge', 'Let-by Test'] as const;
export type TestName = (typeof TEST_NAMES)[number];

/**
 * The calculation a test of each name is run from: the let-by test is the first part of an
 * existing installation's tightness operation (standards.md §3; product.md §4).
 */
export const TEST_NAME_OPERATION = {
  'Strength Test': 'Strength Test',
  'Tightness Test': 'Tightness Test',
  Purge: 'Purge',
  'Let-by Test': 'Tightness Test',
} as const satisfies Record<TestName, OperationType>;

type InstallationTypeText = keyof typeof INSTALLATION_TYPE_ALIASES;

export interface TestNameMismatch {
  /** Path inside the calculation. */
  readonly path: readonly ['project', 'operationType' | 'installationType'];
  readonly message: string;
}

/** Why a calculation cannot give a test of this name, or null when it can. */
export function findTestNameMismatch(
  testName: TestName,
  project: { operationType: OperationType; installationType: InstallationTypeText },
): TestNameMismatch | null {
  const operation = TEST_NAME_OPERATION[testName];
  if (project.operationType !== operation) {
    return {
      path: ['project', 'operationType'],
      message: `must be ${operation} for a ${testName} record`,
    };
  }
  const isExisting = INSTALLATION_TYPE_ALIASES[project.installationType] === 'existing';
  if (testName === 'Let-by Test' && !isExisting) {
    return {
      path: ['project', 'installationType'],
      message: 'must be existing for a Let-by Test record (new installations have no let-by test)',
    };
  }
  return null;
}
