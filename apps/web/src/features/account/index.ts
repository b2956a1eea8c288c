/**
 * The account feature's public door: what other features may use (architecture.md §5).
 * How a saved job's verdicts and date are shown, the same on the account page and elsewhere.
 */
export { JobTestVerdicts } from './components/job-test-verdicts';
export { formatJobDate } from './utils/format-job-date';
