import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { TIER_POLICY, type Tier } from '@pipeproof/contracts';
import type { CalculatorType, VerdictStatus } from '@pipeproof/engine';
import { SafetyNotice } from '../../../components/safety-notice';
import { Spinner } from '../../../components/ui/spinner';
import { DEVICE_OWNER, type Owner } from '../../../lib/device/device-storage';
import { useDeviceOwner, useUser } from '../../../lib/session';
import { createClientId, isSameCalculation, verdictFor } from '../../calculator-core';
import { useCalculatorActions } from '../hooks/use-calculator-actions';
import { useCalculatorDraft } from '../hooks/use-calculator-draft';
import { useEngineerPrefill } from '../hooks/use-engineer-prefill';
import { useJobDetailsSync } from '../hooks/use-job-details-sync';
import { useJobSync } from '../hooks/use-job-sync';
import { useOpenSavedJob } from '../hooks/use-open-saved-job';
import { hasDeviceDraft } from '../storage/draft-storage';
import { scrollSectionIntoView, useScrollToNextSection } from '../hooks/use-section-scroll';
import { buildCalculationInput } from '../model/build-calculation-input';
import { computeLiveVolume } from '../model/compute-live-volume';
import { currentTestKind, evaluateRun } from '../model/test-runs';
import { findLivePressureWarning } from '../model/live-pressure-warning';
import {
  computeScrollTarget,
  SECTION_ORDER,
  sectionIndex,
  type SectionId,
} from '../model/sections';
import { CalculatorHeader } from './calculator-header';
import { InstallationTypeSection } from './installation-type-section';
import { JobDetailsSection } from './job-details-section';
import { MeterConfigurationSection } from './meter-configuration-section';
import { OpenJobDialog } from './open-job-dialog';
import { PipeConfigurationSection } from './pipe-configuration-section';
import { sectionElementId } from './section-card';
import { TestSelectionSection } from './test-selection-section';
import { TestSetupSection } from './test-setup-section';
import { VolumeThresholdDialog } from './volume-threshold-dialog';

// Results, timer and readings load when there is a result to show (architecture.md §4 first-load
// budget); the service worker has the chunk precached, so this works offline too (decision 0420).
const ResultsSection = lazy(async () => ({
  default: (await import('./results-section')).ResultsSection,
}));
// Likewise what shows only once a test is recorded or there is a result (decision 0430).
const CompletedTests = lazy(async () => ({
  default: (await import('./completed-tests')).CompletedTests,
}));
const CompletedTestSummaries = lazy(async () => ({
  default: (await import('./completed-test-summaries')).CompletedTestSummaries,
}));
const CertificateButtons = lazy(async () => ({
  default: (await import('./certificate-buttons')).CertificateButtons,
}));
// Only after signing in with a job typed signed out, or when the server refused a save (0440).
const DeviceJobOffer = lazy(async () => ({
  default: (await import('./device-job-offer')).DeviceJobOffer,
}));
const RejectedSaves = lazy(async () => ({
  default: (await import('./rejected-saves')).RejectedSaves,
}));

function findSection(id: SectionId): HTMLElement | null {
  return document.getElementById(sectionElementId(id));
}

interface CalculatorPageProps {
  calculatorType: CalculatorType;
  title: string;
  subtitle: string;
}

/** The step-by-step calculator (product.md §2): sections appear as the ones before are completed. */
export function CalculatorPage(props: CalculatorPageProps) {
  const owner = useDeviceOwner();
  // Whose job to show is known at once when the device remembers the engineer (even offline);
  // otherwise after the server's first answer, so nothing typed meanwhile lands elsewhere.
  // Only the first answer is waited for: a later retry (no signal) must not unmount the page.
  const { isPending, isFetched } = useUser();
  if (isPending && !isFetched)
    return <Spinner label="Loading calculator" className="min-h-[50vh]" />;
  // Mounted afresh for each owner: one account's job is never in memory for another (0440).
  return <OwnedCalculatorPage key={owner} owner={owner} {...props} />;
}

function OwnedCalculatorPage({
  owner,
  calculatorType,
  title,
  subtitle,
}: CalculatorPageProps & { owner: Owner }) {
  const { draft, dispatch, isStoredOnDevice } = useCalculatorDraft(owner, calculatorType);
  const { data: user, isPending: isUserLoading } = useUser();
  const tier: Tier = user?.subscriptionTier ?? 'free';
  const sync = useJobSync(owner, draft.jobClientId, isStoredOnDevice);
  const openJob = useOpenSavedJob(owner, draft, dispatch, !isUserLoading);
  // A job typed here signed out is offered to the account that signs in (decision 0440).
  const [hasDeviceJob] = useState(() => owner !== DEVICE_OWNER && hasDeviceDraft(calculatorType));
  useJobDetailsSync(draft, Boolean(user) && sync.isOnAccount, sync.saveToAccount);
  useEngineerPrefill(draft, dispatch);

  const liveVolume = useMemo(() => computeLiveVolume(draft), [draft]);
  const pressureWarning = useMemo(
    () => findLivePressureWarning(draft, liveVolume),
    [draft, liveVolume],
  );
  const result = useMemo(() => (draft.run ? evaluateRun(draft.run) : null), [draft.run]);
  const isStale = useMemo(
    () => draft.run !== null && !isSameCalculation(buildCalculationInput(draft), draft.run.input),
    [draft],
  );
  const isOverVolume =
    calculatorType === 'commercial' && liveVolume !== null && liveVolume.totalM3 > 1;

  const [scrollRequest, setScrollRequest] = useState<{ section: SectionId; seq: number } | null>(
    null,
  );
  useEffect(() => {
    if (scrollRequest) scrollSectionIntoView(findSection(scrollRequest.section));
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
    saveToAccount: sync.saveToAccount,
    requestScroll: (section) =>
      setScrollRequest((previous) => ({ section, seq: (previous?.seq ?? 0) + 1 })),
  });
  // The live result's verdict; null while a let-by test still has to pass (no record yet).
  const liveVerdict =
    draft.run && result?.ok && currentTestKind(draft.run) !== 'let-by'
      ? verdictFor(result.evaluation, currentTestKind(draft.run)).status
      : null;
  const certificateButtons = (verdict: VerdictStatus | null) => (
    <Suspense fallback={null}>
      <CertificateButtons
        isSignedIn={Boolean(user)}
        tier={tier}
        jobClientId={draft.jobClientId}
        saveStatus={sync.status}
        verdict={verdict}
        isRecorded={verdict === null || (draft.run?.isRecorded ?? true)}
        onBeforeIssue={actions.handlers.onRecord}
      />
    </Suspense>
  );
  const isShown = (id: SectionId) => draft.reachedSection >= sectionIndex(id);
  const canPurge = TIER_POLICY[tier].canPurge;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <CalculatorHeader
        title={title}
        subtitle={subtitle}
        status={sync.status}
        unsentResults={sync.unsentResults}
        onClearAll={actions.clearAll}
      />
      {sync.rejected.length > 0 ? (
        <Suspense fallback={null}>
          <RejectedSaves rejected={sync.rejected} onDismiss={sync.dismissRejected} />
        </Suspense>
      ) : null}
      <JobDetailsSection value={draft.jobDetails} dispatch={dispatch} />
      {isShown('installation-type') ? (
        <InstallationTypeSection step={2} draft={draft} dispatch={dispatch} />
      ) : null}
      {isShown('test-selection') ? (
        <TestSelectionSection step={3} draft={draft} dispatch={dispatch} canPurge={canPurge} />
      ) : null}
      {isShown('pipe-configuration') ? (
        <PipeConfigurationSection
          step={4}
          draft={draft}
          dispatch={dispatch}
          tier={tier}
          liveVolume={liveVolume}
        />
      ) : null}
      {isShown('meter-configuration') ? (
        <MeterConfigurationSection step={5} draft={draft} dispatch={dispatch} />
      ) : null}
      {isShown('test-setup') ? (
        <TestSetupSection
          step={6}
          draft={draft}
          dispatch={dispatch}
          canPurge={canPurge}
          pressureWarning={pressureWarning}
          onCalculate={actions.calculate}
          isCalculating={actions.isCalculating}
        />
      ) : null}
      {draft.completedTests.length > 0 ? (
        <Suspense fallback={null}>
          {calculatorType === 'industrial' ? (
            <CompletedTestSummaries
              tests={draft.completedTests}
              actions={certificateButtons(null)}
            />
          ) : (
            <CompletedTests tests={draft.completedTests} actions={certificateButtons(null)} />
          )}
        </Suspense>
      ) : null}
      {draft.run && result ? (
        <Suspense fallback={<Spinner label="Loading results" />}>
          <ResultsSection
            step={7}
            run={draft.run}
            result={result}
            isStale={isStale}
            site={draft.site}
            dispatch={dispatch}
            handlers={actions.handlers}
            certificate={liveVerdict ? certificateButtons(liveVerdict) : null}
          />
        </Suspense>
      ) : null}
      <SafetyNotice />
      <VolumeThresholdDialog
        open={isOverVolume}
        volumeM3={liveVolume?.totalM3 ?? null}
        canUndo={draft.beforeOverflow !== null}
        onUndo={() => dispatch({ type: 'undo-overflow' })}
        onClearPipeInputs={() => dispatch({ type: 'clear-pipe-inputs', id: createClientId() })}
      />
      {hasDeviceJob ? (
        <Suspense fallback={null}>
          <DeviceJobOffer
            owner={owner}
            currentJob={draft}
            dispatch={dispatch}
            saveToAccount={sync.saveToAccount}
          />
        </Suspense>
      ) : null}
      <OpenJobDialog
        job={openJob.jobToConfirm}
        onConfirm={openJob.confirmOpen}
        onCancel={openJob.cancelOpen}
      />
    </div>
  );
}
