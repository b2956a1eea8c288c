export { account, session, user, verification } from './auth';
export { feedback } from './feedback';
export { jobs, testRecords } from './jobs';
export { billingAccounts, stripeEvents, tierChanges } from './billing';
export { companyBranding, uploadedImages } from './branding';
export { engineerProfiles } from './engineer-profiles';
export { certificates } from './certificates';
export { rateLimitCounters } from './rate-limits';
export { scheduledJobRuns } from './scheduled-jobs';
