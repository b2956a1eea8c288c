/**
 * The settings feature's public door: what other features may use (architecture.md §5).
 * A Professional engineer's company branding pre-fills the engineer fields of a new job.
 */
export { applyBrandingDefaults, useBrandingDefaults } from './hooks/use-branding-defaults';
export { COMPANY_BRANDING_QUERY_KEY } from './api/company-branding-query';
