import { lazy, Suspense } from 'react';
import type { CalculatorType, VerdictStatus } from '@pipeproof/engine';
import { SafetyNotice } from '../../../components/safety-notice';
import { Spinner } from '../../../components/ui/spinner';
import type { Owner } from '../../../lib/device/device-storage';
import { useDeviceOwner, useUser } from '../../../lib/session';
import { useCalculatorPage, type CalculatorPageModel } from '../hooks/use-calculator-page';
import { CalculatorHeader } from './calculator-header';
import { InstallationTypeSection } from './installation-type-section';
import { JobDetailsSection } from './job-details-section';
import { MeterConfigurationSection } from './meter-configuration-section';
import { OpenJobDialog } from './open-job-dialog';
import { PipeConfigurationSection } from './pipe-configuration-section';
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

function OwnedCalculatorPage(props: CalculatorPageProps & { owner: Owner }) {
  const page = useCalculatorPage(props.owner, props.calculatorType);
  return <CalculatorPageView {...props} page={page} />;
}

interface CalculatorPageViewProps extends CalculatorPageProps {
  owner: Owner;
  page: CalculatorPageModel;
}

/** The step calculator laid out: header, the sections reached, results, dialogs (product.md §2). */
function CalculatorPageView({
  owner,
  calculatorType,
  title,
  subtitle,
  page,
}: CalculatorPageViewProps) {
  const { draft, dispatch, tier, sync, actions, isShown } = page;
  const certificateButtons = (verdict: VerdictStatus | null) => (
    <Suspense fallback={null}>
      <CertificateButtons
        isSignedIn={page.isSignedIn}
        tier={tier}
        jobClientId={draft.jobClientId}
        saveStatus={sync.status}
        verdict={verdict}
        isRecorded={verdict === null || (draft.run?.isRecorded ?? true)}
        onBeforeIssue={actions.handlers.onRecord}
      />
    </Suspense>
  );

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
        <TestSelectionSection step={3} draft={draft} dispatch={dispatch} canPurge={page.canPurge} />
      ) : null}
      {isShown('pipe-configuration') ? (
        <PipeConfigurationSection
          step={4}
          draft={draft}
          dispatch={dispatch}
          tier={tier}
          liveVolume={page.liveVolume}
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
          canPurge={page.canPurge}
          pressureWarning={page.pressureWarning}
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
      {draft.run && page.result ? (
        <Suspense fallback={<Spinner label="Loading results" />}>
          <ResultsSection
            step={7}
            run={draft.run}
            result={page.result}
            isStale={page.isStale}
            site={draft.site}
            dispatch={dispatch}
            handlers={actions.handlers}
            certificate={page.liveVerdict ? certificateButtons(page.liveVerdict) : null}
          />
        </Suspense>
      ) : null}
      <SafetyNotice />
      <VolumeThresholdDialog
        open={page.isOverVolume}
        volumeM3={page.liveVolume?.totalM3 ?? null}
        canUndo={draft.beforeOverflow !== null}
        onUndo={page.undoOverflow}
        onClearPipeInputs={page.clearPipeInputs}
      />
      {page.hasDeviceJob ? (
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
        job={page.openJob.jobToConfirm}
        onConfirm={page.openJob.confirmOpen}
        onCancel={page.openJob.cancelOpen}
      />
    </div>
  );
}
