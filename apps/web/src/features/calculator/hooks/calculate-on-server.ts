import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { CalculationInput } from '@pipeproof/engine';
import { hardNavigate } from '../../../lib/hard-navigate';
import { userQueryOptions } from '../../../lib/session';
import { postCalculation, type ToastMessage } from '../../calculator-core';
import { CALCULATION_MESSAGES } from '../model/calculation-messages';
import { describeCalculateError } from '../model/describe-calculate-error';

/** product.md §8: the 'Logging in again...' toast is read before the page leaves for /api/login. */
export const SIGN_IN_AGAIN_DELAY_MS = 500;

export interface ServerCalculationContext {
  readonly queryClient: QueryClient;
  /** The page to come back to after signing in again. */
  readonly pathname: string;
  /** Shows a failure's toast (nothing when silent). */
  readonly show: (message: ToastMessage) => void;
  readonly silent: boolean;
  /**
   * The engine in this browser, for no answer at all: the input to show, or null once its refusal
   * has been shown (calculator-actions.ts).
   */
  readonly calculateOnDevice: (input: CalculationInput) => CalculationInput | null;
}

function signInAgain(pathname: string): void {
  toast.error(CALCULATION_MESSAGES.unauthorized.title, {
    description: CALCULATION_MESSAGES.unauthorized.description,
  });
  window.setTimeout(
    () => hardNavigate(`/api/login?returnTo=${encodeURIComponent(pathname)}`),
    SIGN_IN_AGAIN_DELAY_MS,
  );
}

/** Our server answers a signed-out caller as Free (403), so a 403 asks who is signed in now. */
async function isStillSignedIn(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 })) !== null;
  } catch {
    return true;
  }
}

/**
 * The industrial calculator's Calculate (product.md §7): POST /api/calculate, its failures
 * answered as product.md §8 says, and with no answer at all the same engine on this device
 * (product.md §10). Loaded when the industrial calculator first calculates: the commercial one
 * never asks the server (architecture.md §4 first-load budget, decision 0653).
 */
export async function calculateOnServer(
  input: CalculationInput,
  { queryClient, pathname, show, silent, calculateOnDevice }: ServerCalculationContext,
): Promise<CalculationInput | null> {
  try {
    await postCalculation(input);
    return input;
  } catch (error) {
    const failure = describeCalculateError(error);
    switch (failure.kind) {
      case 'offline': {
        // product.md §10: the calculators work offline once loaded; the engine is the same.
        const onDevice = calculateOnDevice(input);
        if (onDevice !== null && !silent) {
          toast.info(CALCULATION_MESSAGES.calculatedOnDevice.title, {
            description: CALCULATION_MESSAGES.calculatedOnDevice.description,
          });
        }
        return onDevice;
      }
      case 'signed-out':
        if (!silent) signInAgain(pathname);
        return null;
      case 'subscription':
        if (!silent && !(await isStillSignedIn(queryClient))) signInAgain(pathname);
        else {
          show({
            title: CALCULATION_MESSAGES.subscriptionRequiredTitle,
            description: failure.message,
          });
        }
        return null;
      case 'error':
        show({ title: CALCULATION_MESSAGES.calculationErrorTitle, description: failure.message });
        return null;
    }
  }
}
