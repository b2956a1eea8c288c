export { account, session, user, verification } from './auth';
export { feedback } from './feedback';
export { jobs, testRecords } from './jobs';
