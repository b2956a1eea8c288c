/**
 * The account feature's public door: what other features may use (architecture.md §5).
 * How a saved job's verdicts and date are shown, the same on the account page and elsewhere, and
 * the engineer profile that pre-fills a new job in the calculators (decision 0406).
 */
export { JobTestVerdicts } from './components/job-test-verdicts';
export { formatJobDate } from './utils/format-job-date';
export { useEngineerProfileDefaults } from './hooks/use-engineer-profile-defaults';
