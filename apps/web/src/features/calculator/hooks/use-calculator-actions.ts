import { useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { RunHandlers } from '../components/results-section';
import type { CalculatorEngine } from '../engine/load-calculator-engine';
import type { CalculatorActionsContext } from '../model/calculator-actions';
import { CALCULATOR_MESSAGES } from '../model/calculator-messages';
import { createNextJobDraft } from '../model/next-job';

/** Calculate and the results' buttons, once the engine is in. */
export interface RunActions {
  readonly calculate: () => void;
  readonly handlers: RunHandlers;
}

type CalculatorActionsArgs = Omit<CalculatorActionsContext, 'askTimerQuestion' | 'server'> & {
  /** The actions from Calculate on come with it (decision 0860); null until it has loaded. */
  readonly engine: CalculatorEngine | null;
};

/**
 * What the engineer's buttons do: calculate, save a result, move along the test chain, reset.
 * Clear All Data is in the header from the start; the rest are the engine's (model/calculator-
 * actions.ts, decision 0860), null until it has loaded, as are the sections and results that show
 * them. The page's state around them stays here: the open timer question, and whether a calculation
 * is being asked of the server.
 */
export function useCalculatorActions({ engine, ...args }: CalculatorActionsArgs) {
  const { draft, dispatch, requestScroll } = args;
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [isCalculating, setIsCalculating] = useState(false);
  /** 'Record Anyway' of the open 'timer not run' question, or null when none is open. */
  const [untimedRecord, setUntimedRecord] = useState<(() => void) | null>(null);
  /** Times 'Go Back' was chosen: a certificate press waiting for the record is then let go. */
  const [declinedCount, setDeclinedCount] = useState(0);

  const engineActions = engine?.createCalculatorActions({
    ...args,
    askTimerQuestion: (record) =>
      setUntimedRecord(() => () => {
        setUntimedRecord(null);
        record();
      }),
    server: { queryClient, pathname, setIsCalculating },
  });
  const run: RunActions | null = engineActions
    ? {
        calculate: engineActions.calculate,
        handlers: {
          ...engineActions.handlers,
          timerQuestion:
            untimedRecord === null
              ? null
              : {
                  onConfirm: untimedRecord,
                  onCancel: () => {
                    setUntimedRecord(null);
                    setDeclinedCount((count) => count + 1);
                  },
                },
          declinedCount,
        },
      }
    : null;

  const clearAll = () => {
    // The next job number is offered (decision 0449); the engineer's profile fills in again.
    dispatch({ type: 'reset', draft: createNextJobDraft(draft) });
    toast.success(CALCULATOR_MESSAGES.dataReset.title, {
      description: CALCULATOR_MESSAGES.dataReset.description,
    });
    requestScroll('job-details');
  };

  return { isCalculating, clearAll, run };
}
