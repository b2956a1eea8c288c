/** The engineer defaults a Professional company keeps (product.md §3 Company branding). */
export interface EngineerDefaults {
  engineerName: string;
  gasSafeNumber: string;
}

/**
 * product.md §3 Job details: engineerName and gasSafeNumber prefill from company branding when both are
 * empty. Returns the values to set, or null when the job already has either (or there are no
 * defaults): what the engineer typed is never overwritten.
 */
export function applyBrandingDefaults(
  job: EngineerDefaults,
  defaults: EngineerDefaults | null,
): EngineerDefaults | null {
  if (!defaults) return null;
  if (job.engineerName.trim() !== '' || job.gasSafeNumber.trim() !== '') return null;
  return { engineerName: defaults.engineerName, gasSafeNumber: defaults.gasSafeNumber };
}
