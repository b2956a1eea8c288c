import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Info, RotateCcw } from 'lucide-react';
import { DOMESTIC_CHECK_YOUR_COPY_NOTE } from '@pipeproof/engine';
import { DocumentTitle } from '../../../components/document-title';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';
import { SafetyNotice } from '../../../components/safety-notice';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiGet } from '../../../lib/api-client';
import { DEVICE_OWNER, type Owner } from '../../../lib/device/device-storage';
import { rememberLastCalculator } from '../../../lib/last-calculator';
import { useDeviceOwner, useIsWaitingForFirstSession, useUser } from '../../../lib/session';
import {
  hasPipeConfiguration,
  runCalculation,
  useLazyEngine,
  useOutboxSync,
} from '../../calculator-core';
import { DOMESTIC_ENGINE } from '../engine/load-domestic-engine';
import { readDomesticDraftAsWritten } from '../storage/domestic-storage';
import { useDomesticDraft } from '../hooks/use-domestic-draft';
import { DomesticPrefill } from '../hooks/use-domestic-prefill';
import { useSetupHeldWhileTyped } from '../hooks/use-setup-held-while-typed';
import {
  buildDomesticCalculation,
  computeDomesticVolume,
  findVolumeExceededMessage,
  listMissingInputs,
} from '../model/build-domestic-calculation';
import { createEmptyDomesticDraft } from '../model/domestic-draft';
import { DOMESTIC_MESSAGES } from '../model/domestic-messages';
import { InstallationSection } from './installation-section';
import { JobSection } from './job-section';
import { PipeworkSection } from './pipework-section';

// The timers, verdict, record and certificate load once the setup is complete (architecture.md
// §4 first-load budget, decision 0641); the service worker precaches the chunk for offline use.
const DomesticTestRun = lazyPart(() => import('./domestic-test-run'), 'DomesticTestRun');

// Only after signing in with a job typed signed out on this device (decision 0440).
const DeviceJobOffer = lazyPart(() => import('./device-job-offer'), 'DeviceJobOffer');

// Opening a saved job from the account loads only when the address asks for one (decision 0898).
const OpenDomesticJob = lazyPart(() => import('./open-domestic-job'), 'OpenDomesticJob');

/**
 * The saved job the address asks for, asked of the server at once, beside the code that opens it
 * (decisions 0860, 0898). Answered by OpenDomesticJob once that code is in; a failure is not
 * reported as unhandled meanwhile.
 */
function requestSavedJob(id: string): Promise<unknown> {
  const request = apiGet<unknown>(`/api/jobs/${encodeURIComponent(id)}`);
  request.catch(() => undefined);
  return request;
}

/** /domestic (IGEM/UP/1B Edition 4, standards.md §7): every tier, signed out too. */
export function DomesticPage() {
  const owner = useDeviceOwner();
  const isWaitingForSession = useIsWaitingForFirstSession();
  if (isWaitingForSession) return <Spinner label="Loading calculator" className="min-h-[50vh]" />;
  // Mounted afresh for each owner: one account's job is never in memory for another (0440).
  return <DomesticCalculator key={owner} owner={owner} />;
}

function DomesticCalculator({ owner }: { owner: Owner }) {
  const { data: user } = useUser();
  const tier = user?.subscriptionTier ?? 'free';
  const isSignedIn = owner !== DEVICE_OWNER;
  // A job typed here while nobody was signed in, offered to the account (a quick look, not read).
  const [hasDeviceJob] = useState(() => readDomesticDraftAsWritten(DEVICE_OWNER) !== null);
  const { draft, dispatch, isStoredOnDevice } = useDomesticDraft(owner);
  const [searchParams] = useSearchParams();
  const savedJobId = searchParams.get('job') ?? searchParams.get('duplicate');
  const savedJob = useMemo(
    () => (savedJobId === null ? null : requestSavedJob(savedJobId)),
    [savedJobId],
  );
  // Sends this account's waiting saves, whichever calculator queued them (decision 0440).
  const sync = useOutboxSync(owner, draft.jobClientId, isStoredOnDevice);
  useEffect(() => rememberLastCalculator('/domestic'), []);

  const volume = useMemo(() => computeDomesticVolume(draft), [draft]);
  // The calculation's code loads on the first interaction, or at once for a stored job with
  // pipework, which it checks (decision 0857).
  const needsEngine = hasPipeConfiguration(draft) || buildDomesticCalculation(draft) !== null;
  const engine = useLazyEngine(DOMESTIC_ENGINE, needsEngine);
  // A setup figure refused or emptied while it is typed is judged as it stood until the field is
  // left (0907): '1' on the way to '19' moves nothing on the page.
  const isSetupRefused = useCallback(
    (typed: typeof draft) =>
      engine !== null &&
      engine.checkDomesticSetup(
        typed,
        buildDomesticCalculation(typed),
        engine.calculateDomestic,
      ) !== null,
    [engine],
  );
  const { judged, ...setupFieldEvents } = useSetupHeldWhileTyped(draft, isSetupRefused);
  const missing = listMissingInputs(judged);
  const calculation = useMemo(() => buildDomesticCalculation(judged), [judged]);
  // The readings come with the engine: none can be judged before it (decision 0894).
  const readings = useMemo(() => engine?.buildDomesticReadings(draft) ?? {}, [engine, draft]);
  // Whether a job is over 0.035 m³ is the engine's to say. Until it is in, a job with pipework
  // lists nothing still needed: the list would give way to that message a moment later.
  const isVolumeChecked = engine !== null || !hasPipeConfiguration(draft);
  const overVolumeMessage = useMemo(
    () => (engine ? findVolumeExceededMessage(draft, engine.calculateDomestic) : null),
    [draft, engine],
  );
  // What is wrong with the setup, at its fields (e.g. a Natural Gas pressure below 18 mbar).
  const setupCheck = useMemo(
    () =>
      engine ? engine.checkDomesticSetup(judged, calculation, engine.calculateDomestic) : null,
    [engine, judged, calculation],
  );
  const run = useMemo(() => {
    if (!engine || calculation === null || overVolumeMessage !== null) return null;
    if (setupCheck) return { ok: false as const, message: setupCheck.message };
    return runCalculation(engine.calculateDomestic, calculation, readings);
  }, [engine, calculation, overVolumeMessage, setupCheck, readings]);
  const folded = new Set(draft.folded);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-10">
      <DocumentTitle title={DOMESTIC_MESSAGES.title} />
      {/* A new job starts with the engineer's profile (decision 0406). */}
      <DomesticPrefill draft={draft} dispatch={dispatch} />
      <header className="flex flex-col gap-2">
        <Button asChild variant="ghost" size="tight" className="-ml-2 self-start">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Selection
          </Link>
        </Button>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {DOMESTIC_MESSAGES.title}
        </h1>
        <p className="text-lg text-slate-800">{DOMESTIC_MESSAGES.subtitle}</p>
        <p className="flex items-start gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-base text-amber-950">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{DOMESTIC_CHECK_YOUR_COPY_NOTE}</span>
        </p>
        <p className="text-sm text-slate-700">
          {isStoredOnDevice
            ? DOMESTIC_MESSAGES.savedOnDevice
            : 'Not saved: this browser is blocking storage.'}
        </p>
      </header>
      {savedJob === null ? null : (
        <PartBoundary>
          <OpenDomesticJob owner={owner} request={savedJob} draft={draft} dispatch={dispatch} />
        </PartBoundary>
      )}
      {isSignedIn && hasDeviceJob ? (
        <PartBoundary>
          <DeviceJobOffer draft={draft} dispatch={dispatch} />
        </PartBoundary>
      ) : null}
      <JobSection details={draft.jobDetails} isFolded={folded.has('job')} dispatch={dispatch} />
      <InstallationSection
        draft={draft}
        problems={setupCheck}
        fieldEvents={setupFieldEvents}
        isFolded={folded.has('installation')}
        dispatch={dispatch}
      />
      <PipeworkSection
        owner={owner}
        draft={draft}
        tier={tier}
        volume={volume}
        overVolumeMessage={overVolumeMessage}
        isFolded={folded.has('pipework')}
        dispatch={dispatch}
      />
      {isVolumeChecked && overVolumeMessage === null && missing.length > 0 ? (
        <p className="rounded-lg bg-slate-100 p-4 text-base text-slate-900">
          {DOMESTIC_MESSAGES.stillNeeded} {missing.join(', ')}.
        </p>
      ) : null}
      {run && !run.ok ? (
        <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-base">
          {DOMESTIC_MESSAGES.checkInputs} {run.message}
        </p>
      ) : null}
      {calculation !== null && !engine ? (
        <Spinner label="Loading the test" className="min-h-40" />
      ) : null}
      {run?.ok && calculation ? (
        <PartBoundary loading={<Spinner label="Loading the test" className="min-h-40" />}>
          <DomesticTestRun
            sync={sync}
            tier={tier}
            isSignedIn={isSignedIn}
            draft={draft}
            calculation={calculation}
            readings={readings}
            evaluation={run.evaluation}
            dispatch={dispatch}
          />
        </PartBoundary>
      ) : null}
      {draft.record !== null ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            const next = createEmptyDomesticDraft();
            dispatch({
              type: 'start-new-job',
              draft: {
                ...next,
                jobDetails: {
                  ...next.jobDetails,
                  engineerName: draft.jobDetails.engineerName,
                  gasSafeNumber: draft.jobDetails.gasSafeNumber,
                },
                gaugeType: draft.gaugeType,
              },
            });
          }}
        >
          <RotateCcw aria-hidden="true" />
          {DOMESTIC_MESSAGES.newJob}
        </Button>
      ) : null}
      <SafetyNotice domestic />
    </div>
  );
}
