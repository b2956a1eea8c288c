export * from './tiers/tier';
export * from './tiers/tier-policy';
export * from './users/user';
export * from './feedback/feedback';
export * from './errors/api-error';
export * from './config/app-config';
export * from './auth/password';
export * from './auth/sign-up-request';
export * from './auth/sign-in-request';
export * from './account/delete-account-request';
export * from './account/linked-accounts';
export * from './health/health';
export * from './calculation/calculate-request';
export type * from './calculation/calculate-response';
export * from './tiers/find-calculation-gate';
export * from './text/storable-text';
export * from './jobs/job-text';
export * from './jobs/job-details';
export * from './jobs/job-calculation';
export * from './jobs/save-job-request';
export * from './jobs/test-name';
export * from './jobs/create-test-record-request';
export * from './jobs/job';
export * from './jobs/job-summary';

/** Displayed version text (spec §1). */
export const APP_VERSION = '2.1.0';
