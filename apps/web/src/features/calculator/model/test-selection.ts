import type { InstallationType, OperationType } from '@pipeproof/engine';
import type { CalculatorDraft } from './calculator-draft';

/**
 * Strength Test and Existing installation are mutually exclusive (product.md §4, standards.md §4: a
 * strength test is for new installations only). The form disables the conflicting option; should
 * one be chosen anyway while the other is selected, the other gives way.
 */
export function selectInstallationType(
  draft: CalculatorDraft,
  installationType: InstallationType,
): CalculatorDraft {
  return { ...draft, installationType, testType: testTypeFor(installationType, draft.testType) };
}

/**
 * An existing installation with no test chosen yet (or a strength test, which it cannot have)
 * gets its tightness test — the let-by test first — chosen for it: that is what is done on an
 * existing installation, and purge is one tap away (decision 0448). A purge already chosen stays.
 */
function testTypeFor(
  installationType: InstallationType,
  testType: OperationType | null,
): OperationType | null {
  if (installationType !== 'existing') return testType;
  return testType === null || testType === 'Strength Test' ? 'Tightness Test' : testType;
}

export function selectTestType(draft: CalculatorDraft, testType: OperationType): CalculatorDraft {
  const clearsExisting = testType === 'Strength Test' && draft.installationType === 'existing';
  return {
    ...draft,
    testType,
    installationType: clearsExisting ? null : draft.installationType,
  };
}

export function isStrengthTestDisabled(draft: Pick<CalculatorDraft, 'installationType'>): boolean {
  return draft.installationType === 'existing';
}

export function isExistingDisabled(draft: Pick<CalculatorDraft, 'testType'>): boolean {
  return draft.testType === 'Strength Test';
}

/** The test chain of product.md §4: Strength, then Tightness, then Purge. */
export function nextTestInChain(testType: OperationType): 'Tightness Test' | 'Purge' | null {
  switch (testType) {
    case 'Strength Test':
      return 'Tightness Test';
    case 'Tightness Test':
      return 'Purge';
    case 'Purge':
      return null;
  }
}
