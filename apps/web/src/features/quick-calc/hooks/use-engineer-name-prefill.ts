import { useEffect, useRef, type Dispatch } from 'react';
import { applyBrandingDefaults, useBrandingDefaults } from '../../settings';
import type { QuickCalcAction } from '../model/quick-calc-actions';

/**
 * product.md §3: a Professional company's default engineer fills the job's engineer name when it is
 * empty, as on the step calculator. /calc asks for no Gas Safe number, so only the name is filled;
 * the rule itself is the step calculator's (applyBrandingDefaults, with that number blank). Once
 * per visit: an engineer who clears the name on purpose is not refilled while the page is open.
 */
export function useEngineerNamePrefill(
  engineerName: string,
  dispatch: Dispatch<QuickCalcAction>,
): void {
  const defaults = useBrandingDefaults();
  const hasPrefilled = useRef(false);

  useEffect(() => {
    if (!defaults || hasPrefilled.current) return;
    hasPrefilled.current = true;
    const fill = applyBrandingDefaults({ engineerName, gasSafeNumber: '' }, defaults);
    if (fill && fill.engineerName !== '') {
      dispatch({ type: 'set-text', field: 'engineerName', value: fill.engineerName });
    }
  }, [defaults, engineerName, dispatch]);
}
