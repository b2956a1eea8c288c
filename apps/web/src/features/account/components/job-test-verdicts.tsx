import type { JobSummary, TestResult } from '@pipeproof/contracts';
import { Badge } from '../../../components/ui/badge';

const RESULT_TONE = {
  PASS: 'pass',
  FAIL: 'fail',
  PENDING: 'pending',
} as const satisfies Record<TestResult, 'pass' | 'fail' | 'pending'>;

/**
 * A saved job's tests with the server's PASS / FAIL / PENDING (the account page's job history and
 * the compliance status card of /calculations), or 'No tests recorded yet.'.
 */
export function JobTestVerdicts({ job, label }: { job: JobSummary; label: string }) {
  if (job.tests.length === 0) {
    return <p className="text-sm text-slate-700">No tests recorded yet.</p>;
  }
  return (
    <ul aria-label={label} className="mt-1 flex flex-wrap gap-2">
      {job.tests.map((test, index) => (
        <li key={index} className="flex items-center gap-2 text-sm">
          {test.testName}
          <Badge tone={RESULT_TONE[test.testResult]}>{test.testResult}</Badge>
        </li>
      ))}
    </ul>
  );
}
