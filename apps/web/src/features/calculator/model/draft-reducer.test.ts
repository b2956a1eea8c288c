import { beforeAll, describe, expect, it } from 'vitest';
import { loadCalculatorEngine } from '../engine/load-calculator-engine';
import { draftAfter, JOB_DETAIL_ACTIONS, readyStrengthDraft } from '../test-support/draft-fixtures';
import { buildCalculationInput } from './build-calculation-input';
import { createEmptyDraft } from './calculator-draft';
import { draftReducer } from './draft-reducer';
import { computeScrollTarget, sectionIndex } from './sections';
import { createTestRun } from './test-runs';

const ids = { clientId: 'run-1', letByClientId: 'let-by-1' };

describe('pipe configuration (product.md §4)', () => {
  it('changing the material sets every line to it and clears every size, keeping lengths', () => {
    const start = draftAfter([{ type: 'add-pipe', id: 'b' }]);
    const [a, b] = start.pipes;
    const draft = draftAfter(
      [
        { type: 'update-pipe', id: a?.id ?? '', patch: { nominalSizeMm: 25, lengthText: '3' } },
        { type: 'update-pipe', id: b?.id ?? '', patch: { nominalSizeMm: 20, lengthText: '4' } },
        { type: 'set-pipe-material', material: 'copper' },
      ],
      start,
    );
    expect(draft.pipeMaterial).toBe('copper');
    expect(draft.pipes.map((p) => [p.nominalSizeMm, p.lengthText])).toEqual([
      [null, '3'],
      [null, '4'],
    ]);
  });

  it('adds an empty line and never removes the last one', () => {
    const draft = draftAfter([{ type: 'add-pipe', id: 'second' }]);
    expect(draft.pipes.at(-1)).toEqual({ id: 'second', nominalSizeMm: null, lengthText: '' });
    const one = draftReducer(draft, { type: 'remove-pipe', id: 'second' });
    expect(one.pipes).toHaveLength(1);
    expect(draftReducer(one, { type: 'remove-pipe', id: one.pipes[0]?.id ?? '' })).toBe(one);
  });

  it.each([
    ['abc', '0'],
    ['', '0'],
    ['-2', '0'],
    ['2.50', '2.5'],
  ])('a length of %j reads as %s when the field is left', (typed, shown) => {
    const id = createEmptyDraft('commercial').pipes[0]?.id ?? '';
    const start = {
      ...createEmptyDraft('commercial'),
      pipes: [{ id, nominalSizeMm: 25, lengthText: typed }],
    };
    expect(draftReducer(start, { type: 'normalise-pipe-length', id }).pipes[0]?.lengthText).toBe(
      shown,
    );
  });
});

describe('meter configuration (product.md §4)', () => {
  it('starts empty; an added meter has a blank type and quantity 1', () => {
    expect(createEmptyDraft('commercial').meters).toEqual([]);
    expect(draftAfter([{ type: 'add-meter', id: 'm' }]).meters).toEqual([
      { id: 'm', meterType: '', quantityText: '1' },
    ]);
  });

  it.each([
    ['x', '1'],
    ['0', '1'],
    ['2.7', '2'],
    ['3', '3'],
  ])('a quantity of %j reads as %s when the field is left', (typed, shown) => {
    const draft = draftAfter([
      { type: 'add-meter', id: 'm' },
      { type: 'update-meter', id: 'm', patch: { quantityText: typed } },
      { type: 'normalise-meter-quantity', id: 'm' },
    ]);
    expect(draft.meters[0]?.quantityText).toBe(shown);
  });
});

describe('installation type and test selection (product.md §4)', () => {
  it('choosing Existing replaces a selected strength test with the tightness test (decision 0448)', () => {
    const draft = draftAfter([
      { type: 'set-installation-type', value: 'new' },
      { type: 'set-test-type', value: 'Strength Test' },
      { type: 'set-installation-type', value: 'existing' },
    ]);
    expect(draft).toMatchObject({ installationType: 'existing', testType: 'Tightness Test' });
  });

  it('choosing Existing first chooses the tightness test; a purge already chosen stays', () => {
    expect(draftAfter([{ type: 'set-installation-type', value: 'existing' }])).toMatchObject({
      installationType: 'existing',
      testType: 'Tightness Test',
    });
    const purge = draftAfter([
      { type: 'set-test-type', value: 'Purge' },
      { type: 'set-installation-type', value: 'existing' },
    ]);
    expect(purge.testType).toBe('Purge');
  });

  it('choosing New leaves the test as it was', () => {
    expect(draftAfter([{ type: 'set-installation-type', value: 'new' }]).testType).toBeNull();
  });

  it('choosing a strength test clears Existing', () => {
    const draft = draftAfter([
      { type: 'set-installation-type', value: 'existing' },
      { type: 'set-test-type', value: 'Strength Test' },
    ]);
    expect(draft).toMatchObject({ installationType: null, testType: 'Strength Test' });
  });
});

describe('sections (product.md §2)', () => {
  it('open one after another and stay open when an earlier field is cleared', () => {
    const draft = draftAfter([...JOB_DETAIL_ACTIONS]);
    expect(draft.reachedSection).toBe(sectionIndex('installation-type'));
    const more = draftAfter(
      [
        { type: 'set-installation-type', value: 'new' },
        { type: 'set-test-type', value: 'Tightness Test' },
        { type: 'set-job-detail', field: 'location', value: '' },
      ],
      draft,
    );
    expect(more.reachedSection).toBe(sectionIndex('pipe-configuration'));
  });

  it('a pipe with a size and a length opens meters and test setup together', () => {
    expect(readyStrengthDraft().reachedSection).toBe(sectionIndex('test-setup'));
  });
});

describe('after a result (product.md §4)', () => {
  const withRun = () => {
    const draft = readyStrengthDraft();
    const input = buildCalculationInput(draft);
    if (!input) throw new Error('no input');
    return draftReducer(draft, {
      type: 'start-run',
      run: createTestRun(input, 'Strength Test', ids, null),
    });
  };

  it('a new gauge type goes into the calculation at once', () => {
    const draft = draftReducer(withRun(), { type: 'set-setup', patch: { gaugeType: 'water' } });
    expect(draft.run?.input.project.gaugeType).toBe('water');
  });

  it('other changes leave the calculation as it was', () => {
    const draft = draftReducer(withRun(), { type: 'set-setup', patch: { mopText: '30' } });
    expect(draft.run?.input.project.maxOperatingPressure).toBe(21);
  });

  it('readings are kept until the result is saved, then locked', () => {
    const draft = draftReducer(withRun(), {
      type: 'set-readings',
      readings: { actualPressureDrop: 1 },
    });
    expect(draft.run?.readings).toEqual({ actualPressureDrop: 1 });
    if (!draft.run) throw new Error('no run');
    const record = {
      clientId: 'run-1',
      testName: 'Strength Test' as const,
      calculation: draft.run.input,
      actualReadings: { actualPressureDrop: 1 },
      testResult: 'PASS' as const,
      recordedAt: '2026-11-21T10:00:00.000Z',
      site: draft.site,
      timedInApp: true,
      actionNote: null,
    };
    const saved = draftReducer(draft, { type: 'record-result', record });
    expect(saved.completedTests).toEqual([record]);
    expect(draftReducer(saved, { type: 'set-readings', readings: {} })).toBe(saved);
  });

  it('starting the next test sets it, keeps the record and clears the result', () => {
    const draft = draftReducer(withRun(), {
      type: 'start-next-test',
      next: 'Tightness Test',
      record: null,
      run: null,
    });
    expect(draft).toMatchObject({ testType: 'Tightness Test', run: null });
  });

  it('repeating a test starts it clean with new ids', () => {
    const draft = draftReducer(
      draftReducer(withRun(), { type: 'set-readings', readings: { actualPressureDrop: 30 } }),
      { type: 'repeat-test', clientId: 'run-2', letByClientId: 'let-by-2' },
    );
    expect(draft.run).toMatchObject({ clientId: 'run-2', readings: {}, isRecorded: false });
  });

  it('remembers each test timed to its end on the app’s timer, once, until the test is repeated', () => {
    const timed = draftReducer(draftReducer(withRun(), { type: 'mark-timed', kind: 'strength' }), {
      type: 'mark-timed',
      kind: 'strength',
    });
    expect(timed.run?.timedKinds).toEqual(['strength']);
    const repeated = draftReducer(timed, {
      type: 'repeat-test',
      clientId: 'run-2',
      letByClientId: 'let-by-2',
    });
    expect(repeated.run?.timedKinds).toEqual([]);
  });

  it('forgets a count whose durations changed (decision 0916), but not once the result is recorded', () => {
    const timed = draftReducer(withRun(), { type: 'mark-timed', kind: 'strength' });
    const voided = draftReducer(timed, { type: 'unmark-timed', kind: 'strength' });
    expect(voided.run?.timedKinds).toEqual([]);
    if (!timed.run) throw new Error('no run');
    const recorded = { ...timed, run: { ...timed.run, isRecorded: true } };
    expect(draftReducer(recorded, { type: 'unmark-timed', kind: 'strength' })).toBe(recorded);
  });

  it('keeps the action note as typed until the result is recorded, and clears it on repeat', () => {
    const typed = draftReducer(withRun(), { type: 'set-action-note', text: 'Supply isolated' });
    expect(typed.run?.actionNote).toBe('Supply isolated');
    if (!typed.run) throw new Error('no run');
    const record = {
      clientId: 'run-1',
      testName: 'Strength Test' as const,
      calculation: typed.run.input,
      actualReadings: { actualPressureDrop: 30 },
      testResult: 'FAIL' as const,
      recordedAt: '2026-11-21T10:00:00.000Z',
      site: typed.site,
      timedInApp: false,
      actionNote: 'Supply isolated',
    };
    const saved = draftReducer(typed, { type: 'record-result', record });
    expect(draftReducer(saved, { type: 'set-action-note', text: 'changed' })).toBe(saved);
    const repeated = draftReducer(saved, {
      type: 'repeat-test',
      clientId: 'run-2',
      letByClientId: 'let-by-2',
    });
    expect(repeated.run?.actionNote).toBe('');
  });
});

describe('the 1 m³ dialog', () => {
  // The volume check is the engine's, loaded with the sections that change the lines (0859).
  beforeAll(async () => {
    await loadCalculatorEngine();
  });

  it('keeps the lines from before the change that went over, for undo', () => {
    const draft = readyStrengthDraft();
    const id = draft.pipes[0]?.id ?? '';
    const over = draftReducer(draft, { type: 'update-pipe', id, patch: { lengthText: '2000' } });
    expect(over.beforeOverflow?.pipes).toEqual(draft.pipes);
    const undone = draftReducer(over, { type: 'undo-overflow' });
    expect(undone.pipes).toEqual(draft.pipes);
    expect(undone.beforeOverflow).toBeNull();
  });

  it("'Clear Pipe Inputs' leaves one empty line, and clears meters only if they alone exceed it", () => {
    const draft = draftAfter([
      { type: 'add-meter', id: 'm' },
      { type: 'update-meter', id: 'm', patch: { meterType: 'U160', quantityText: '4' } },
    ]);
    const cleared = draftReducer(draft, { type: 'clear-pipe-inputs', id: 'fresh' });
    expect(cleared.pipes).toEqual([{ id: 'fresh', nominalSizeMm: null, lengthText: '' }]);
    expect(cleared.meters).toEqual([]);
    const small = draftAfter([{ type: 'add-meter', id: 'm' }]);
    expect(draftReducer(small, { type: 'clear-pipe-inputs', id: 'x' }).meters).toHaveLength(1);
  });
});

describe('computeScrollTarget: the section to bring into view', () => {
  it('stays on Installation Type until the room volume is given or a test is chosen', () => {
    const chosen = draftAfter([
      ...JOB_DETAIL_ACTIONS,
      { type: 'set-installation-type', value: 'new' },
    ]);
    expect(computeScrollTarget(chosen)).toBe(sectionIndex('installation-type'));
    const withRoom = draftReducer(chosen, { type: 'set-room-volume', text: '20' });
    expect(computeScrollTarget(withRoom)).toBe(sectionIndex('test-selection'));
    const purge = draftReducer(chosen, { type: 'set-test-type', value: 'Purge' });
    expect(computeScrollTarget(purge)).toBe(sectionIndex('pipe-configuration'));
    expect(computeScrollTarget(readyStrengthDraft())).toBe(sectionIndex('meter-configuration'));
  });

  it('Existing (its tightness test chosen with it) waits for the room volume, then skips the chosen test', () => {
    const existing = draftAfter([
      ...JOB_DETAIL_ACTIONS,
      { type: 'set-installation-type', value: 'existing' },
    ]);
    expect(existing.testType).toBe('Tightness Test');
    expect(computeScrollTarget(existing)).toBe(sectionIndex('installation-type'));
    const withRoom = draftReducer(existing, { type: 'set-room-volume', text: '30' });
    expect(computeScrollTarget(withRoom)).toBe(sectionIndex('pipe-configuration'));
  });
});

describe('one calculator, one draft', () => {
  it('a page keeps its own calculator’s draft: a job of the other calculator is not taken in', () => {
    const industrial = createEmptyDraft('industrial');
    const commercialJob = readyStrengthDraft();
    expect(draftReducer(industrial, { type: 'replace', draft: commercialJob })).toBe(industrial);
    const otherIndustrial = createEmptyDraft('industrial');
    expect(draftReducer(industrial, { type: 'replace', draft: otherIndustrial })).toBe(
      otherIndustrial,
    );
  });

  it('industrial asks no room volume with the installation type, so the page moves on', () => {
    const draft = draftAfter(
      [...JOB_DETAIL_ACTIONS, { type: 'set-installation-type', value: 'new' }],
      createEmptyDraft('industrial'),
    );
    expect(computeScrollTarget(draft)).toBe(sectionIndex('test-selection'));
    const commercial = draftAfter([
      ...JOB_DETAIL_ACTIONS,
      { type: 'set-installation-type', value: 'new' },
    ]);
    expect(computeScrollTarget(commercial)).toBe(sectionIndex('installation-type'));
  });
});
