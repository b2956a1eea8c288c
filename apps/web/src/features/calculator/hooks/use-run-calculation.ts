import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { Tier } from '@pipeproof/contracts';
import type { CalculationInput } from '@pipeproof/engine';
import type { ToastMessage } from '../../calculator-core';
import type { CalculatorDraft } from '../model/calculator-draft';
import { loadCalculatorEngine } from '../engine/load-calculator-engine';
import {
  calculationError,
  calculationFallback,
  prepareCalculation,
  type PreparedCalculation,
} from '../model/prepare-calculation';

/**
 * The engine's check in this browser, loaded with the calculator engine (decision 0236): at once
 * when it is in already (the first interaction started it); a failed load is the product.md §8
 * fallback, as a calculation that fails.
 */
async function loadCheckInBrowser(
  draft: CalculatorDraft,
): Promise<(input: CalculationInput) => PreparedCalculation> {
  try {
    return (await loadCalculatorEngine()).checkInBrowser;
  } catch {
    return () => calculationError(calculationFallback(draft.calculatorType));
  }
}

export interface RunCalculationOptions {
  /** No toasts (the test chain tries a purge at once and falls back to Test Setup quietly). */
  readonly silent?: boolean;
}

/**
 * Calculate: the product.md §5 checks and the tier gate, then the engine. The commercial calculator
 * runs the engine in the browser (product.md §7); the industrial one asks POST /api/calculate and
 * answers its errors as product.md §8 says (calculate-on-server.ts, loaded when first needed).
 * Resolves to the calculation to show, or null.
 */
export function useRunCalculation(tier: Tier) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [isCalculating, setIsCalculating] = useState(false);
  const isBusy = useRef(false);

  const runCalculation = useCallback(
    async (
      draft: CalculatorDraft,
      { silent = false }: RunCalculationOptions = {},
    ): Promise<CalculationInput | null> => {
      const show = (message: ToastMessage) => {
        if (!silent) toast.error(message.title, { description: message.description });
      };
      const prepared = prepareCalculation(draft, tier);
      const checkInBrowser = await loadCheckInBrowser(draft);
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
        const { calculateOnServer } = await import('./calculate-on-server');
        return await calculateOnServer(checked.input, {
          queryClient,
          pathname,
          show,
          silent,
          checkOnDevice: checkInBrowser,
        });
      } finally {
        isBusy.current = false;
        setIsCalculating(false);
      }
    },
    [tier, queryClient, pathname],
  );

  return { runCalculation, isCalculating };
}
