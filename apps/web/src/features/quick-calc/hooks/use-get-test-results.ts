import { useState, type Dispatch } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { CalculateResponse, Tier } from '@pipeproof/contracts';
import { hardNavigate } from '../../../lib/hard-navigate';
import { USER_QUERY_KEY } from '../../../lib/session';
import { createClientId, loadEngineFieldLabels, postCalculation } from '../../calculator-core';
import { buildCalculateRequest } from '../model/build-calculate-request';
import { describeCalculateError, type CalculateFailure } from '../model/describe-calculate-error';
import { findRequestGate } from '../model/find-request-gate';
import type { QuickCalcAction } from '../model/quick-calc-actions';
import type { QuickCalcDraft } from '../model/quick-calc-form';
import { QUICK_CALC_MESSAGES } from '../model/quick-calc-messages';
import { validateQuickCalc } from '../model/validate-quick-calc';

/**
 * 'Calculation Failed' with the server's sentence, the field it refused named as the form names it
 * ('Pipe 2 length (m): …', decision 0880). The naming comes with the IGE engine's code, which the
 * results load anyway, so not with /calc's first screen; if it cannot be fetched, the server's
 * own words.
 */
async function showCalculationFailed(failure: CalculateFailure & { kind: 'failed' }) {
  let description = failure.description;
  if (failure.field !== null) {
    try {
      const { nameServerField } = await loadEngineFieldLabels();
      description = nameServerField(description, failure.field);
    } catch {
      // No signal since the answer came: the sentence as the server wrote it.
    }
  }
  toast.error(failure.title, { description });
}

/** product.md §8: the 401 toast shows this long before signing in again. */
export const RELOGIN_DELAY_MS = 500;
const LOGIN_URL = `/api/login?returnTo=${encodeURIComponent('/calc')}`;

export interface ServerAnswer {
  readonly resultId: string;
  readonly output: CalculateResponse;
}

interface GetTestResultsArgs {
  readonly draft: QuickCalcDraft;
  readonly dispatch: Dispatch<QuickCalcAction>;
  readonly tier: Tier;
  /** After a result arrives: bring it into view. */
  readonly onResults: () => void;
  /** After the form's checks refused it (the fields are marked once the page has drawn them). */
  readonly onRefused: () => void;
}

/**
 * 'Get Test Results' (product.md §2, §5, §8): the form's checks, the tier gate, then POST
 * /api/calculate; the answer is shown, a failure is toasted as product.md §8 says.
 */
export function useGetTestResults({
  draft,
  dispatch,
  tier,
  onResults,
  onRefused,
}: GetTestResultsArgs) {
  const mutation = useMutation({ mutationFn: postCalculation });
  const queryClient = useQueryClient();
  const [hasTried, setHasTried] = useState(false);
  const [answer, setAnswer] = useState<ServerAnswer | null>(null);

  const getTestResults = () => {
    if (mutation.isPending) return;
    setHasTried(true);
    const problem = validateQuickCalc(draft.form);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      onRefused();
      return;
    }
    const request = buildCalculateRequest(draft.form);
    if (request === null) return;
    const gate = findRequestGate(tier, request);
    if (gate) {
      toast.error(QUICK_CALC_MESSAGES.subscriptionRequiredTitle, { description: gate.message });
      return;
    }
    mutation.mutate(request, {
      onSuccess: (output) => {
        const resultId = createClientId();
        setAnswer({ resultId, output });
        dispatch({ type: 'show-result', result: { id: resultId, request } });
        if (request.project.operationType === 'Purge') {
          toast.success(QUICK_CALC_MESSAGES.purgeCalculated.title, {
            description: QUICK_CALC_MESSAGES.purgeCalculated.description,
          });
        }
        onResults();
      },
      onError: (error) => {
        const failure = describeCalculateError(error);
        switch (failure.kind) {
          case 'unauthorized':
            toast.error(failure.title, { description: failure.description });
            window.setTimeout(() => hardNavigate(LOGIN_URL), RELOGIN_DELAY_MS);
            return;
          case 'subscription':
            toast.error(failure.title, { description: failure.description });
            // The server knows a tier this page did not: show the plan as it now is.
            void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
            return;
          case 'failed':
            void showCalculationFailed(failure);
            return;
        }
      },
    });
  };

  return { getTestResults, isPending: mutation.isPending, hasTried, answer };
}
