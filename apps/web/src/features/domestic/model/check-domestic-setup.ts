import type { CalculationInput, CalculationResult } from '@pipeproof/engine';
import { parseOptionalNumber } from '../../calculator-core';
import { buildDomesticProject } from './build-domestic-calculation';
import type { DomesticDraft } from './domestic-draft';

/** What is wrong with a job the engine cannot calculate, at its fields and as one sentence. */
export interface DomesticSetupCheck {
  /** The operating pressure (LPG, LPG/Air) or the pressure reached (Natural Gas). */
  readonly testPressure?: string;
  readonly stabilisation?: string;
  /** Every problem, each with its field's name, for the page's 'Check inputs' line. */
  readonly message: string;
}

type SetupField = 'testPressure' | 'stabilisation';

const ENGINE_FIELDS: Readonly<Record<string, SetupField>> = {
  'project.testPressure': 'testPressure',
  'project.stabilizationTime': 'stabilisation',
};

/** The engine's refusals of fields the setup does not show, named as the page names them. */
const OTHER_LABELS: Readonly<Record<string, string>> = { 'project.gaugeType': 'Gauge' };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A reason said at its field: 'must …' follows the field's name; a sentence of its own stands. */
function sayAtField(label: string, reason: string): string {
  return reason.startsWith('must ') ? `${label} ${reason}.` : `${capitalise(reason)}.`;
}

/** The text typed that is not a number: said as such, never read as blank (and so a default). */
function findTypedProblems(draft: DomesticDraft): Partial<Record<SetupField, string>> {
  const isNaturalGas = draft.gasType === 'Natural Gas';
  const isPressureTyped = !isNaturalGas || draft.isReducedPressure;
  const isNotNumber = (text: string) => text.trim() !== '' && parseOptionalNumber(text) === null;
  return {
    ...(isPressureTyped && isNotNumber(draft.testPressureText)
      ? {
          testPressure: isNaturalGas
            ? 'Enter the pressure reached as a number, like 19.5.'
            : 'Enter the operating pressure as a number, like 37.',
        }
      : {}),
    ...(!isNaturalGas && isNotNumber(draft.stabilisationText)
      ? { stabilisation: 'Enter whole minutes, from 1 to 5.' }
      : {}),
  };
}

/**
 * The setup alone, asked of the engine before the rest of the job is in: the gas chosen, the
 * pressure and stabilisation as typed, anything else still unchosen filled with a choice that
 * does not change their limits (they depend on the gas alone, standards.md §7.4, §7.5), and no
 * pipework. Only its refusals of the setup fields are used.
 */
function buildSetupProbe(draft: DomesticDraft): CalculationInput | null {
  const project = buildDomesticProject({
    ...draft,
    installationType: draft.installationType || 'new',
    appliancesConnected: draft.appliancesConnected ?? false,
    gaugeType: draft.gaugeType || 'water',
  });
  if (project === null) return null;
  return { calculatorType: 'domestic', project, pipeConfigurations: [], meterConfigurations: [] };
}

/** The setup fields typed so far: a blank one is not refused before the engineer reaches it. */
function listTypedFields(draft: DomesticDraft): ReadonlySet<SetupField> {
  const typed = new Set<SetupField>();
  if (draft.testPressureText.trim() !== '') typed.add('testPressure');
  if (draft.stabilisationText.trim() !== '') typed.add('stabilisation');
  return typed;
}

/**
 * Why the job as typed cannot be calculated, or null when it can (decision 0899): a test pressure
 * or stabilisation that is not a number (which would otherwise read as blank: 20 mbar for Natural
 * Gas, 5 minutes for LPG) — said as soon as it is typed, before the rest of the job is in — and
 * the engine's own refusals (IGEM/UP/1B Edition 4, standards.md §7.4, §7.5), each at its field:
 * of the whole job once it can be calculated (`calculation`), before that of the setup alone, for
 * the fields typed (a value out of range is said as it is typed, not once the pipework is in).
 * Loaded with the domestic engine (decision 0857), not on the first load.
 */
export function checkDomesticSetup(
  draft: DomesticDraft,
  calculation: CalculationInput | null,
  calculateDomestic: (input: CalculationInput) => CalculationResult,
): DomesticSetupCheck | null {
  const labels: Record<SetupField, string> = {
    testPressure: draft.gasType === 'Natural Gas' ? 'Pressure reached' : 'Operating pressure',
    stabilisation: 'Stabilisation',
  };
  const fields: Partial<Record<SetupField, string>> = findTypedProblems(draft);
  const others: string[] = [];
  const probe = calculation === null ? buildSetupProbe(draft) : null;
  const input = calculation ?? probe;
  const result = input === null ? null : calculateDomestic(input);
  const typed = listTypedFields(draft);
  if (result !== null && !result.ok) {
    for (const { field, reason } of result.errors) {
      const setupField = ENGINE_FIELDS[field];
      if (setupField === undefined) {
        if (probe === null) others.push(`${OTHER_LABELS[field] ?? 'Pipework'}: ${reason}.`);
      } else if (probe === null || typed.has(setupField)) {
        fields[setupField] ??= sayAtField(labels[setupField], reason);
      }
    }
  }
  const messages = [fields.testPressure, fields.stabilisation, ...others].filter(
    (message): message is string => message !== undefined,
  );
  return messages.length === 0 ? null : { ...fields, message: messages.join(' ') };
}
