import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { TIER_POLICY, type Tier } from '@pipeproof/contracts';
import type { CalculatorType, VerdictStatus } from '@pipeproof/engine';
import { DEVICE_OWNER, type Owner } from '../../../lib/device/device-storage';
import { useUser } from '../../../lib/session';
import { createClientId, isSameCalculation, verdictFor } from '../../calculator-core';
import { sectionElementId } from '../components/section-card';
import { buildCalculationInput } from '../model/build-calculation-input';
import {
  computeScrollTarget,
  SECTION_ORDER,
  sectionIndex,
  type SectionId,
} from '../model/sections';
import { currentTestKind } from '../model/test-runs';
import type { CalculatorEngine } from '../engine/load-calculator-engine';
import { hasDeviceDraft, saveDraft } from '../storage/draft-storage';
import { useCalculatorActions } from './use-calculator-actions';
import { useCalculatorDraft } from './use-calculator-draft';
import { useJobDetailsSync } from './use-job-details-sync';
import { useJobSync } from './use-job-sync';
import { useOpenSavedJob } from './use-open-saved-job';
import { usePutAwayFinishedJob } from './use-put-away-finished-job';
import { useSectionFolding } from './use-section-folding';
import {
  focusSectionHeading,
  scrollSectionIntoView,
  useScrollToNextSection,
  whenElementAppears,
} from './use-section-scroll';

function findSection(id: SectionId): HTMLElement | null {
  return document.getElementById(sectionElementId(id));
}

/**
 * Everything the step calculator's page shows and does, for one owner and calculator type
 * (decision 0410): the draft kept on the device and on the account, what is worked out from it
 * (live volume, pressure warning, the run's result, whether the inputs moved on), where the page
 * scrolls, and the engineer's actions. calculator-page.tsx only lays it out. What is worked out
 * with the engine is null until `engine` has loaded (decision 0236): a blank draft has nothing to
 * work out yet, and a stored draft or an opened job waits for it behind the page's spinner.
 */
export function useCalculatorPage(
  owner: Owner,
  calculatorType: CalculatorType,
  engine: CalculatorEngine | null,
) {
  const { draft, dispatch, isStoredOnDevice } = useCalculatorDraft(owner, calculatorType);
  const { data: user, isPending: isUserLoading } = useUser();
  const tier: Tier = user?.subscriptionTier ?? 'free';
  usePutAwayFinishedJob(owner, draft, dispatch);
  const sync = useJobSync(owner, draft.jobClientId, isStoredOnDevice);
  const openJob = useOpenSavedJob(owner, draft, dispatch, !isUserLoading);
  // A job typed here signed out is offered to the account that signs in (decision 0440).
  const [hasDeviceJob] = useState(() => owner !== DEVICE_OWNER && hasDeviceDraft(calculatorType));
  useJobDetailsSync(draft, Boolean(user) && sync.isOnAccount, sync.saveToAccount);

  // With the engine: only the sections that load with it change the lines (decision 0859).
  const liveVolume = useMemo(
    () => (engine ? engine.computeLiveVolume(draft) : null),
    [engine, draft],
  );
  const pressureWarning = useMemo(
    () => (engine ? engine.findLivePressureWarning(draft, liveVolume) : null),
    [engine, draft, liveVolume],
  );
  const result = useMemo(
    () => (engine && draft.run ? engine.evaluateRun(draft.run) : null),
    [engine, draft.run],
  );
  // What would bar this job's certificate, said beside its buttons (decision 0892).
  const certificateBar = useMemo(
    () => (engine ? engine.findCertificateBar(result, draft.completedTests) : null),
    [engine, result, draft.completedTests],
  );
  const isStale = useMemo(
    () => draft.run !== null && !isSameCalculation(buildCalculationInput(draft), draft.run.input),
    [draft],
  );
  const isOverVolume =
    calculatorType === 'commercial' && liveVolume !== null && liveVolume.totalM3 > 1;

  const folding = useSectionFolding(
    draft,
    liveVolume ? liveVolume.pipeworkM3 + liveVolume.fittingsM3 : null,
    engine,
  );
  const navigate = useNavigate();
  // Over 1 m³: the job goes to the Industrial Calculator with the engineer (decision 0447).
  const carryOverNotes = useMemo(() => {
    // Over 1 m³ is a job typed, so the first interaction has loaded the engine by now.
    if (!isOverVolume || !engine) return [];
    const industrial = engine.loadDraft(owner, 'industrial');
    return engine.describeIndustrialCarryOver(
      draft,
      industrial.status === 'restored' ? industrial.draft : null,
    );
  }, [isOverVolume, engine, owner, draft]);
  const goToIndustrial = () => {
    // Offered by the 1 m³ dialog, which only a job typed with the engine in can open.
    if (!engine) return;
    saveDraft(owner, engine.carryToIndustrial(draft));
    void navigate('/industrial');
  };
  const [scrollRequest, setScrollRequest] = useState<{ section: SectionId; seq: number } | null>(
    null,
  );
  // The Results section is loaded lazily: on the first Calculate it renders a moment after the
  // run starts, so the scroll waits for it to appear. Results also take the focus (their heading),
  // so the verdict is what is read next.
  useEffect(() => {
    if (!scrollRequest) return;
    return whenElementAppears(sectionElementId(scrollRequest.section), (section) => {
      scrollSectionIntoView(section);
      if (scrollRequest.section === 'results') focusSectionHeading(section);
    });
  }, [scrollRequest]);
  useScrollToNextSection(computeScrollTarget(draft), (index) => {
    const id = SECTION_ORDER[index];
    return id ? findSection(id) : null;
  });

  const actions = useCalculatorActions({
    draft,
    dispatch,
    tier,
    result,
    isStale,
    saveToAccount: sync.saveToAccount,
    engine,
    requestScroll: (section, part) => {
      // Results shown: every finished input above them folds first, so the scroll lands on
      // them (decision 0442). Sent back to an input section: it opens, with Test Setup's
      // Calculate button; sent to Test Setup itself (the purge direction, a purge's sizes), it
      // opens with the focus on its first field, as its 'Edit' does.
      if (section === 'test-setup') {
        folding.open(section, part);
        return;
      }
      if (section === 'results') folding.foldBefore(sectionIndex('results'));
      else folding.unfold([section, 'test-setup']);
      setScrollRequest((previous) => ({ section, seq: (previous?.seq ?? 0) + 1 }));
    },
  });
  // The live result's verdict; null while a let-by test still has to pass (no record yet).
  const liveVerdict: VerdictStatus | null =
    draft.run && result?.ok && currentTestKind(draft.run) !== 'let-by'
      ? verdictFor(result.evaluation, currentTestKind(draft.run)).status
      : null;

  return {
    draft,
    dispatch,
    isSignedIn: Boolean(user),
    tier,
    canPurge: TIER_POLICY[tier].canPurge,
    sync,
    openJob,
    hasDeviceJob,
    liveVolume,
    pressureWarning,
    result,
    certificateBar,
    isStale,
    isOverVolume,
    actions,
    liveVerdict,
    foldFor: folding.foldFor,
    /** Sections, once reached, stay shown (decision 0410). */
    isShown: (id: SectionId) => draft.reachedSection >= sectionIndex(id),
    undoOverflow: () => dispatch({ type: 'undo-overflow' }),
    carryOverNotes,
    goToIndustrial,
    clearPipeInputs: () => dispatch({ type: 'clear-pipe-inputs', id: createClientId() }),
  };
}

export type CalculatorPageModel = ReturnType<typeof useCalculatorPage>;
