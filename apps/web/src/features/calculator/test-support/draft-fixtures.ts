import { createEmptyDraft, type CalculatorDraft } from '../model/calculator-draft';
import { draftReducer } from '../model/draft-reducer';
import type { DraftAction } from '../model/draft-actions';

/** A draft after a list of actions, as the page would have it. */
export function draftAfter(
  actions: readonly DraftAction[],
  start?: CalculatorDraft,
): CalculatorDraft {
  return actions.reduce(draftReducer, start ?? createEmptyDraft('commercial'));
}

export const JOB_DETAIL_ACTIONS: readonly DraftAction[] = [
  { type: 'set-job-detail', field: 'jobNumber', value: 'J-1001' },
  { type: 'set-job-detail', field: 'customerName', value: 'Corner Café' },
  { type: 'set-job-detail', field: 'engineerName', value: 'Sam Fitter' },
  { type: 'set-job-detail', field: 'gasSafeNumber', value: '123456' },
  { type: 'set-job-detail', field: 'location', value: '12 High St, Leeds' },
];

/**
 * Industrial (IGE/UP/1): an existing installation's tightness test, 40 m of 100 mm steel, MOP 37
 * mbar, 2-decimal electronic gauge, air; gas, room classification and room volume left to the test.
 */
export function industrialTightnessDraft(): CalculatorDraft {
  const draft = draftAfter(
    [
      ...JOB_DETAIL_ACTIONS,
      { type: 'set-installation-type', value: 'existing' },
      { type: 'set-test-type', value: 'Tightness Test' },
    ],
    createEmptyDraft('industrial'),
  );
  const pipeId = draft.pipes[0]?.id ?? '';
  return draftAfter(
    [
      { type: 'update-pipe', id: pipeId, patch: { nominalSizeMm: 100, lengthText: '40' } },
      { type: 'set-setup', patch: { mopText: '37', gaugeType: 'electronic01', testMedium: 'Air' } },
    ],
    draft,
  );
}

/** A new installation, strength test, 12 m of 25 mm steel, MOP 21 mbar, room 25 m³. */
export function readyStrengthDraft(): CalculatorDraft {
  const draft = draftAfter([
    ...JOB_DETAIL_ACTIONS,
    { type: 'set-installation-type', value: 'new' },
    { type: 'set-room-volume', text: '25' },
    { type: 'set-test-type', value: 'Strength Test' },
  ]);
  const pipeId = draft.pipes[0]?.id ?? '';
  return draftAfter(
    [
      { type: 'update-pipe', id: pipeId, patch: { nominalSizeMm: 25, lengthText: '12' } },
      { type: 'set-setup', patch: { mopText: '21', gaugeType: 'electronic01', testMedium: 'Air' } },
    ],
    draft,
  );
}
