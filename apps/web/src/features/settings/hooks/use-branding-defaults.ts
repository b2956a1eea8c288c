import { useUser } from '../../../lib/session';
import { useCompanyBranding } from '../api/company-branding-query';
import type { EngineerDefaults } from '../model/apply-branding-defaults';

export { applyBrandingDefaults, type EngineerDefaults } from '../model/apply-branding-defaults';

/**
 * The company's default engineer for job details (product.md §3, §7): the saved engineerName and
 * gasSafeNumber of a Professional user, or null (not Professional, still loading, or neither
 * saved). Pair with `applyBrandingDefaults(jobDetails, defaults)`, which only fills a job whose
 * engineer name and Gas Safe number are both empty.
 */
export function useBrandingDefaults(): EngineerDefaults | null {
  const { data: user } = useUser();
  const isProfessional = user?.subscriptionTier === 'professional';
  const { data: branding } = useCompanyBranding({ enabled: isProfessional });
  if (!isProfessional || !branding) return null;
  const { engineerName, gasSafeNumber } = branding;
  if (engineerName === '' && gasSafeNumber === '') return null;
  return { engineerName, gasSafeNumber };
}
