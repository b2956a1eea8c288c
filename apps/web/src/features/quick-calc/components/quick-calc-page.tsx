import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Calculator, LoaderCircle } from 'lucide-react';
import { TIER_POLICY, type Tier, type User } from '@pipeproof/contracts';
import { DocumentTitle } from '../../../components/document-title';
import { SafetyNotice } from '../../../components/safety-notice';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useUser } from '../../../lib/session';
import { isSameCalculation, useLazyEngine } from '../../calculator-core';
import { CALCULATED_RESULTS } from '../engine/load-calculated-results';
import { useEngineerNamePrefill } from '../hooks/use-engineer-name-prefill';
import { useGetTestResults } from '../hooks/use-get-test-results';
import { useQuickCalcDraft } from '../hooks/use-quick-calc-draft';
import { buildCalculateRequest } from '../model/build-calculate-request';
import { findRequestGate } from '../model/find-request-gate';
import { QUICK_CALC_MESSAGES } from '../model/quick-calc-messages';
import { describeNumberProblems, listFieldProblems } from '../model/validate-quick-calc';
import { focusFirstProblem } from './focus-first-problem';
import { MeterConfigurationCard } from './meter-configuration-card';
import { ParametersCard } from './parameters-card';
import { PipeConfigurationCard } from './pipe-configuration-card';
import { ProjectInformationCard } from './project-information-card';
import { ResultsPanel } from './results-panel';

const TITLE = 'Calculator';

/** /calc (product.md §2): signed in only, so the route guard has the user before this renders. */
export function QuickCalcPage() {
  const { data: user } = useUser();
  if (!user) return null;
  // A new user (after signing out and in on this device) gets their own saved form.
  return <QuickCalcForm key={user.id} user={user} />;
}

function QuickCalcForm({ user }: { user: User }) {
  const tier: Tier = user.subscriptionTier;
  const canPurge = TIER_POLICY[tier].canPurge;
  const { draft, dispatch, isStoredOnDevice } = useQuickCalcDraft(user.id, canPurge);
  const { form } = draft;
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const showResults = useCallback(() => {
    const heading = resultsHeading.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    // From 1024 px the results column scrolls within itself (decision 0443): back to its top.
    const column = heading.closest<HTMLElement>('[data-results-column]');
    if (column) column.scrollTop = 0;
    const top = heading.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.5) {
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      // By the distance, not scrollIntoView: the sticky column moves less than the page does.
      window.scrollBy?.({ top: top - 16, behavior: smooth ? 'smooth' : 'auto' });
    }
  }, []);

  // Shown once the results are on the page (after the render that adds them), so the scroll
  // measures the column as it now is.
  const [showRequest, setShowRequest] = useState(0);
  useEffect(() => {
    if (showRequest > 0) showResults();
  }, [showRequest, showResults]);
  // Refused by the form's checks: the first marked field gets the focus once it is drawn (0870).
  const formColumn = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstProblem(formColumn.current);
  }, [refusals]);
  const { getTestResults, isPending, hasTried, answer } = useGetTestResults({
    draft,
    dispatch,
    tier,
    onResults: () => setShowRequest((count) => count + 1),
    onRefused: () => setRefusals((count) => count + 1),
  });
  useEngineerNamePrefill(form.engineerName, dispatch);
  const problems = hasTried ? listFieldProblems(form) : describeNumberProblems(form);
  const request = useMemo(() => buildCalculateRequest(form), [form]);
  const gate = useMemo(() => (request ? findRequestGate(tier, request) : null), [tier, request]);

  const { result, readings } = draft;
  // The results' code and the engine come on the first interaction, at once for a stored result
  // (decision 0873): a blank form needs neither.
  const results = useLazyEngine(CALCULATED_RESULTS, result !== null);
  const isStale = result !== null && !isSameCalculation(request, result.request);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <DocumentTitle title={TITLE} />
      <header className="flex flex-col gap-3">
        <Button asChild variant="ghost" size="tight" className="-ml-2 self-start">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Selection
          </Link>
        </Button>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{TITLE}</h1>
          <p className="mt-1 text-lg text-slate-800">
            Purge, tightness and strength test parameters on one screen · IGE/UP/1A
          </p>
          <p className="mt-1 text-sm text-slate-700">Saved on this device as you type.</p>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div ref={formColumn} className="flex min-w-0 flex-col gap-6">
          <ProjectInformationCard
            form={form}
            dispatch={dispatch}
            problems={problems}
            canPurge={canPurge}
          />
          <PipeConfigurationCard
            form={form}
            dispatch={dispatch}
            tier={tier}
            problem={problems.pipes}
          />
          <MeterConfigurationCard form={form} dispatch={dispatch} />
          <ParametersCard form={form} dispatch={dispatch} problems={problems} />
          <Button
            size="lg"
            className="w-full"
            aria-disabled={isPending}
            aria-busy={isPending}
            onClick={getTestResults}
          >
            {isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Calculator aria-hidden="true" />
            )}
            {isPending ? QUICK_CALC_MESSAGES.calculating : QUICK_CALC_MESSAGES.calculate}
          </Button>
        </div>
        {/* From 1024 px the results column, and the timer in it, stay in view (decision 0443). */}
        <div
          data-results-column=""
          className="min-w-0 lg:sticky lg:top-6 lg:-m-1 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto lg:overscroll-contain lg:p-1 lg:[&_[data-test-timer]]:sticky lg:[&_[data-test-timer]]:top-0 lg:[&_[data-test-timer]]:z-10 lg:[&_[data-test-timer]]:shadow-md"
        >
          <ResultsPanel
            ref={resultsHeading}
            gate={gate}
            refusedSaves={
              // The plan dropped below a result (its saves refused, the plan read again): what the
              // server refused stays in view with the upgrade card (decision 0924).
              result === null || !results ? null : (
                <results.JobRefusals
                  owner={user.id}
                  jobClientId={draft.job.clientId}
                  headingLevel={3}
                  onDismissed={() => dispatch({ type: 'job-refusal-dismissed' })}
                />
              )
            }
          >
            {result === null ? null : results ? (
              <results.CalculatedResults
                result={result}
                answer={answer}
                isStale={isStale}
                readings={readings}
                site={draft.site}
                dispatch={dispatch}
                saveJob={{ userId: user.id, tier, form, job: draft.job, isStoredOnDevice }}
              />
            ) : (
              <Spinner label="Loading the results" />
            )}
          </ResultsPanel>
        </div>
      </div>
      <SafetyNotice />
    </div>
  );
}
