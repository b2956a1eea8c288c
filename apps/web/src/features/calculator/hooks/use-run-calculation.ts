import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Tier } from '@pipeproof/contracts';
import type { CalculationInput } from '@pipeproof/engine';
import { hardNavigate } from '../../../lib/hard-navigate';
import { userQueryOptions } from '../../../lib/session';
import { postCalculation } from '../api/post-calculation';
import type { CalculatorDraft } from '../model/calculator-draft';
import { CALCULATOR_MESSAGES, type ToastMessage } from '../model/calculator-messages';
import { classifyCalculateError } from '../model/classify-calculate-error';
import { checkInBrowser, prepareCalculation } from '../model/prepare-calculation';

/** product.md §8: the 'Logging in again...' toast is read before the page leaves for /api/login. */
export const SIGN_IN_AGAIN_DELAY_MS = 500;

export interface RunCalculationOptions {
  /** No toasts (the test chain tries a purge at once and falls back to Test Setup quietly). */
  readonly silent?: boolean;
}

/**
 * Calculate: the product.md §5 checks and the tier gate, then the engine. The commercial calculator
 * runs the engine in the browser (product.md §7); the industrial one asks POST /api/calculate and
 * answers its errors as product.md §8 says. Resolves to the calculation to show, or null.
 */
export function useRunCalculation(tier: Tier) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [isCalculating, setIsCalculating] = useState(false);
  const isBusy = useRef(false);

  const signInAgain = useCallback(() => {
    toast.error(CALCULATOR_MESSAGES.unauthorized.title, {
      description: CALCULATOR_MESSAGES.unauthorized.description,
    });
    window.setTimeout(
      () => hardNavigate(`/api/login?returnTo=${encodeURIComponent(pathname)}`),
      SIGN_IN_AGAIN_DELAY_MS,
    );
  }, [pathname]);

  /** Our server answers a signed-out caller as Free (403), so a 403 asks who is signed in now. */
  const isStillSignedIn = useCallback(async () => {
    try {
      return (await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 })) !== null;
    } catch {
      return true;
    }
  }, [queryClient]);

  const askServer = useCallback(
    async (input: CalculationInput, show: (message: ToastMessage) => void, silent: boolean) => {
      try {
        await postCalculation(input);
        return input;
      } catch (error) {
        const failure = classifyCalculateError(error);
        switch (failure.kind) {
          case 'offline': {
            // product.md §10: the calculators work offline once loaded; the engine is the same.
            const onDevice = checkInBrowser(input);
            if (!onDevice.ok) {
              show(onDevice.message);
              return null;
            }
            if (!silent) {
              toast.info(CALCULATOR_MESSAGES.calculatedOnDevice.title, {
                description: CALCULATOR_MESSAGES.calculatedOnDevice.description,
              });
            }
            return onDevice.input;
          }
          case 'signed-out':
            if (!silent) signInAgain();
            return null;
          case 'subscription':
            if (!silent && !(await isStillSignedIn())) signInAgain();
            else {
              show({
                title: CALCULATOR_MESSAGES.subscriptionRequiredTitle,
                description: failure.message,
              });
            }
            return null;
          case 'error':
            show({
              title: CALCULATOR_MESSAGES.calculationErrorTitle,
              description: failure.message,
            });
            return null;
        }
      }
    },
    [isStillSignedIn, signInAgain],
  );

  const runCalculation = useCallback(
    async (
      draft: CalculatorDraft,
      { silent = false }: RunCalculationOptions = {},
    ): Promise<CalculationInput | null> => {
      const show = (message: ToastMessage) => {
        if (!silent) toast.error(message.title, { description: message.description });
      };
      const prepared = prepareCalculation(draft, tier);
      const checked =
        prepared.ok && draft.calculatorType === 'commercial'
          ? checkInBrowser(prepared.input)
          : prepared;
      if (!checked.ok) {
        show(checked.message);
        return null;
      }
      if (draft.calculatorType === 'commercial') return checked.input;
      if (isBusy.current) return null;
      isBusy.current = true;
      setIsCalculating(true);
      try {
        return await askServer(checked.input, show, silent);
      } finally {
        isBusy.current = false;
        setIsCalculating(false);
      }
    },
    [tier, askServer],
  );

  return { runCalculation, isCalculating };
}
