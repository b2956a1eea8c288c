import type { GasType } from '@pipeproof/engine';
import { isLineAction, reduceLines, type LineRules } from '../../calculator-core';
import type { DomesticAction } from './domestic-actions';
import type { DomesticDraft, DomesticMeterChoice } from './domestic-draft';

/**
 * The domestic calculator's line rules: as the step calculators (decision 0410), a meter quantity
 * below 1 counts as 1, and a length left blank shows the 0 it counts as.
 */
export const DOMESTIC_LINE_RULES: LineRules = {
  meterQuantity: 'at-least-one',
  showBlankLengthAsZero: true,
};

const isNaturalGas = (gasType: GasType | '') => gasType === 'Natural Gas';

/**
 * The test pressure means a different thing for Natural Gas (the pressure reached when 20 mbar
 * could not be) than for LPG and LPG/Air (the operating pressure), so a change between them
 * clears it; LPG for LPG/Air keeps it.
 */
function chooseGas(draft: DomesticDraft, gasType: GasType): DomesticDraft {
  if (gasType === draft.gasType) return draft;
  const isSameFamily =
    draft.gasType !== '' && isNaturalGas(draft.gasType) === isNaturalGas(gasType);
  return isSameFamily
    ? { ...draft, gasType }
    : { ...draft, gasType, testPressureText: '', isReducedPressure: false };
}

/** One meter (or none): the meter rows' own actions do the work. */
function chooseMeter(draft: DomesticDraft, meter: DomesticMeterChoice, id: string): DomesticDraft {
  const cleared = draft.meters.reduce(
    (state, line) => reduceLines(state, { type: 'remove-meter', id: line.id }, DOMESTIC_LINE_RULES),
    draft,
  );
  if (meter === 'none') return { ...cleared, hasNoMeter: true };
  return {
    ...reduceLines(cleared, { type: 'add-meter', id, meterType: meter }, DOMESTIC_LINE_RULES),
    hasNoMeter: false,
  };
}

/** The /domestic draft's one reducer: every change to it goes through here (decision 0653). */
export function domesticReducer(draft: DomesticDraft, action: DomesticAction): DomesticDraft {
  if (isLineAction(action)) return reduceLines(draft, action, DOMESTIC_LINE_RULES);
  switch (action.type) {
    case 'set-job-detail':
      return { ...draft, jobDetails: { ...draft.jobDetails, [action.field]: action.value } };
    case 'set-gas-type':
      return chooseGas(draft, action.gasType);
    case 'set-installation-type':
      return { ...draft, installationType: action.installationType };
    case 'set-appliances-connected':
      return { ...draft, appliancesConnected: action.value };
    case 'set-gauge-type':
      return { ...draft, gaugeType: action.gaugeType };
    case 'set-test-pressure-text':
      return { ...draft, testPressureText: action.value };
    case 'set-reduced-pressure':
      return {
        ...draft,
        isReducedPressure: action.value,
        testPressureText: action.value ? draft.testPressureText : '',
      };
    case 'set-stabilisation-text':
      return { ...draft, stabilisationText: action.value };
    case 'choose-meter':
      return chooseMeter(draft, action.meter, action.id);
    case 'set-reading':
      return { ...draft, readings: { ...draft.readings, [action.field]: action.value } };
    case 'set-smell-of-gas':
      return { ...draft, smellOfGas: action.value };
    case 'stage-timed':
      return { ...draft, timedInApp: { ...draft.timedInApp, [action.stage]: true } };
    case 'set-action-note':
      return { ...draft, actionNote: action.value };
    case 'fold-section': {
      const others = draft.folded.filter((section) => section !== action.section);
      return { ...draft, folded: action.isFolded ? [...others, action.section] : others };
    }
    case 'record-queued':
      return { ...draft, record: action.record };
    case 'forget-refused-record':
      return draft.record?.clientId === action.clientId ? { ...draft, record: null } : draft;
    case 'start-new-job':
      return action.draft;
  }
}
