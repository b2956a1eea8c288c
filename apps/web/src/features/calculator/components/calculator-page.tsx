import { memo, useEffect, useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import type { CalculatorType, VerdictStatus } from '@pipeproof/engine';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';
import { SafetyNotice } from '../../../components/safety-notice';
import { Spinner } from '../../../components/ui/spinner';
import type { Owner } from '../../../lib/device/device-storage';
import { rememberLastCalculator } from '../../../lib/last-calculator';
import { useDeviceOwner, useIsWaitingForFirstSession } from '../../../lib/session';
import { LazyRejectedSaves } from '../../calculator-core';
import { loadCalculatorEngine, type CalculatorEngine } from '../engine/load-calculator-engine';
import { useCalculatorEngine } from '../hooks/use-calculator-engine';
import { useCalculatorPage, type CalculatorPageModel } from '../hooks/use-calculator-page';
import { EngineerPrefill } from '../hooks/use-engineer-prefill';
import { useIsOpeningSavedJob } from '../hooks/use-open-saved-job';
import { hasStoredDraft } from '../storage/draft-storage';
import { CalculatorHeader } from './calculator-header';
import { JobDetailsSection } from './job-details-section';
import { OpenJobDialog } from './open-job-dialog';
import { VolumeThresholdDialog } from './volume-threshold-dialog';

// Results, timer and readings load when there is a result to show (architecture.md §4 first-load
// budget); the service worker has the chunk precached, so this works offline too (decision 0420).
const ResultsSection = lazyPart(() => import('./results-section'), 'ResultsSection');
// Likewise what shows only once a test is recorded or there is a result (decision 0430).
const CompletedTests = lazyPart(() => import('./completed-tests'), 'CompletedTests');
const CompletedTestSummaries = lazyPart(
  () => import('./completed-test-summaries'),
  'CompletedTestSummaries',
);
const CertificateButtons = lazyPart(() => import('./certificate-buttons'), 'CertificateButtons');
// Only after signing in with a job typed signed out.
const DeviceJobOffer = lazyPart(() => import('./device-job-offer'), 'DeviceJobOffer');

interface CalculatorPageProps {
  calculatorType: CalculatorType;
  title: string;
  subtitle: string;
}

/** The step-by-step calculator (product.md §2): sections appear as the ones before are completed. */
export function CalculatorPage(props: CalculatorPageProps) {
  const owner = useDeviceOwner();
  // Whose job to show is known at once when the device remembers the engineer (even offline) or
  // that nobody was signed in (decision 0886); otherwise after the server's first answer, so
  // nothing typed meanwhile lands elsewhere.
  const isWaitingForSession = useIsWaitingForFirstSession();
  if (isWaitingForSession) return <Spinner label="Loading calculator" className="min-h-[50vh]" />;
  // Mounted afresh for each owner: one account's job is never in memory for another (0440).
  return <OwnedCalculatorPage key={owner} owner={owner} {...props} />;
}

// Memoised: the session's first answer re-renders CalculatorPage (isFetched), and with a job on
// screen that would redraw the whole page for the same owner (decision 0851).
const OwnedCalculatorPage = memo(function OwnedCalculatorPage(
  props: CalculatorPageProps & { owner: Owner },
) {
  const { owner, calculatorType } = props;
  const isOpeningSavedJob = useIsOpeningSavedJob();
  // The engine loads on the first interaction (decision 0236); a stored draft or a saved job being
  // opened needs it for its first paint, so it loads at once and the spinner stays until it is in.
  const [isEngineNeededAtOnce] = useState(
    () => isOpeningSavedJob || hasStoredDraft(owner, calculatorType),
  );
  const engine = useCalculatorEngine(isEngineNeededAtOnce);
  // Where the next sign-in on this device lands (decision 0448).
  useEffect(() => rememberLastCalculator(`/${calculatorType}`), [calculatorType]);
  if (isEngineNeededAtOnce && !engine) return <ReadingJobPage {...props} />;
  return <EngineCalculatorPage {...props} engine={engine} />;
});

/**
 * The page's width and spacing, the same while the job is read as once it is drawn; as wide as
 * the header.
 */
const PAGE_LAYOUT = 'mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:max-w-6xl';

/**
 * While a stored or opened job waits for the engine (decision 0236): the page's header is drawn as
 * it will be, and the spinner holds the job's place, so the title shows without waiting for the
 * engine's chunk and nothing moves when the job arrives (decision 0851).
 */
function ReadingJobPage({ title, subtitle }: CalculatorPageProps) {
  return (
    <div className={PAGE_LAYOUT}>
      <CalculatorHeader
        title={title}
        subtitle={subtitle}
        status={null}
        unsentResults={0}
        onClearAll={null}
      />
      <Spinner label="Loading calculator" className="min-h-[50vh]" />
    </div>
  );
}

function EngineCalculatorPage(
  props: CalculatorPageProps & { owner: Owner; engine: CalculatorEngine | null },
) {
  const { engine, ...viewProps } = props;
  const page = useCalculatorPage(props.owner, props.calculatorType, engine);
  return <CalculatorPageView {...viewProps} page={page} engine={engine} />;
}

interface CalculatorPageViewProps extends CalculatorPageProps {
  owner: Owner;
  page: CalculatorPageModel;
  /** Holds the sections after Job Details (decision 0847); null until it has loaded. */
  engine: CalculatorEngine | null;
}

/** The step calculator laid out: header, the sections reached, results, dialogs (product.md §2). */
function CalculatorPageView({
  owner,
  calculatorType,
  title,
  subtitle,
  page,
  engine,
}: CalculatorPageViewProps) {
  const { draft, dispatch, tier, sync, actions, isShown } = page;
  // The sections after Job Details come with the engine, on the first interaction (decision
  // 0847). Shown before it is in (Job Details completed in another tab), they ask for it now.
  const isLaterSectionShown = isShown('installation-type');
  useEffect(() => {
    // A failure is met again, and handled, on the next interaction (useCalculatorEngine).
    if (!engine && isLaterSectionShown) loadCalculatorEngine().catch(() => undefined);
  }, [engine, isLaterSectionShown]);
  const certificateButtons = (verdict: VerdictStatus | null) => (
    <PartBoundary>
      <CertificateButtons
        isSignedIn={page.isSignedIn}
        tier={tier}
        jobClientId={draft.jobClientId}
        saveStatus={sync.status}
        verdict={verdict}
        isRecorded={verdict === null || (draft.run?.isRecorded ?? true)}
        isStale={page.isStale}
        rejected={sync.rejected}
        notCertifiable={page.certificateBar}
        onBeforeIssue={actions.run?.handlers.onRecord}
      />
    </PartBoundary>
  );

  const completedTests =
    draft.completedTests.length > 0 ? (
      <PartBoundary>
        {calculatorType === 'industrial' ? (
          <CompletedTestSummaries tests={draft.completedTests} actions={certificateButtons(null)} />
        ) : (
          <CompletedTests tests={draft.completedTests} actions={certificateButtons(null)} />
        )}
      </PartBoundary>
    ) : null;
  const results =
    draft.run && page.result && actions.run ? (
      <PartBoundary loading={<Spinner label="Loading results" />}>
        <ResultsSection
          step={7}
          run={draft.run}
          result={page.result}
          isStale={page.isStale}
          site={draft.site}
          dispatch={dispatch}
          handlers={actions.run.handlers}
          certificate={page.liveVerdict ? certificateButtons(page.liveVerdict) : null}
        />
      </PartBoundary>
    ) : null;

  // Phones: one column, the results straight under Calculate. From 1024 px the inputs and the
  // results side by side, the results column sticky and never taller than the screen (it scrolls
  // within itself), the timer sticky at its top while the readings scroll (decision 0443).
  return (
    <div className={PAGE_LAYOUT}>
      {/* A new job starts with the engineer's profile (decision 0406). */}
      <EngineerPrefill draft={draft} dispatch={dispatch} />
      <CalculatorHeader
        title={title}
        subtitle={subtitle}
        status={sync.status}
        unsentResults={sync.unsentResults}
        onClearAll={actions.clearAll}
      />
      <LazyRejectedSaves rejected={sync.rejected} onDismiss={sync.dismissRejected} />
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-8">
        <div data-calculator-inputs="" className="flex min-w-0 flex-col gap-6">
          <JobDetailsSection
            value={draft.jobDetails}
            suggestedJobNumber={draft.suggestedJobNumber}
            dispatch={dispatch}
            fold={page.foldFor('job-details')}
          />
          {engine && actions.run ? (
            <engine.LaterSections run={actions.run} page={page} />
          ) : isLaterSectionShown ? (
            <Spinner label="Loading the next step" />
          ) : null}
        </div>
        <div
          data-calculator-results=""
          className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-6 lg:-m-1 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto lg:overscroll-contain lg:p-1 lg:[&_[data-test-timer]]:sticky lg:[&_[data-test-timer]]:top-0 lg:[&_[data-test-timer]]:z-10 lg:[&_[data-test-timer]]:shadow-md"
        >
          {results ?? <ResultsPlaceholder />}
          {completedTests}
        </div>
      </div>
      <SafetyNotice />
      <VolumeThresholdDialog
        open={page.isOverVolume}
        volumeM3={page.liveVolume?.totalM3 ?? null}
        canUndo={draft.beforeOverflow !== null}
        onUndo={page.undoOverflow}
        onClearPipeInputs={page.clearPipeInputs}
        carryOverNotes={page.carryOverNotes}
        onGoToIndustrial={page.goToIndustrial}
      />
      {page.hasDeviceJob ? (
        <PartBoundary>
          <DeviceJobOffer
            owner={owner}
            currentJob={draft}
            dispatch={dispatch}
            saveToAccount={sync.saveToAccount}
          />
        </PartBoundary>
      ) : null}
      <OpenJobDialog
        job={page.openJob.jobToConfirm}
        onConfirm={page.openJob.confirmOpen}
        onCancel={page.openJob.cancelOpen}
      />
    </div>
  );
}

/** Desktop only: where the results will be, so the page reads as two columns from the start. */
function ResultsPlaceholder() {
  return (
    <div className="hidden flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-400 bg-white px-4 py-12 text-center lg:flex">
      <ClipboardCheck aria-hidden="true" className="size-10 text-slate-500" />
      <p className="text-lg font-bold">Results</p>
      <p className="text-base text-slate-700">
        The results, timer and readings appear here when you calculate.
      </p>
    </div>
  );
}
