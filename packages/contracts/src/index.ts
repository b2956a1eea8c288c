export * from './tiers/tier';
export * from './tiers/tier-policy';
export * from './users/user';
export * from './feedback/feedback';
export * from './errors/api-error';
export * from './config/app-config';

/** Displayed version text (spec §1). */
export const APP_VERSION = '2.1.0';
