import { useEffect, useRef } from 'react';
import {
  applyBrandingDefaults,
  useBrandingDefaults,
} from '../../settings/hooks/use-branding-defaults';
import type { UpdateForm } from '../components/update-form';

/**
 * product.md §3: a Professional company's default engineer fills the job's engineer name when it is
 * empty, as on the step calculator. /calc asks for no Gas Safe number, so only the name is filled;
 * the rule itself is the step calculator's (applyBrandingDefaults, with that number blank). Once
 * per visit: an engineer who clears the name on purpose is not refilled while the page is open.
 */
export function useEngineerNamePrefill(update: UpdateForm): void {
  const defaults = useBrandingDefaults();
  const hasPrefilled = useRef(false);

  useEffect(() => {
    if (!defaults || hasPrefilled.current) return;
    hasPrefilled.current = true;
    update((form) => {
      const fill = applyBrandingDefaults(
        { engineerName: form.engineerName, gasSafeNumber: '' },
        defaults,
      );
      return fill && fill.engineerName !== '' ? { ...form, engineerName: fill.engineerName } : form;
    });
  }, [defaults, update]);
}
