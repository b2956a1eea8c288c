import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
// A file of the reference feature (the rule looks at where an import comes from and goes to).
const IMPORTER = 'apps/web/src/features/reference/components/boundary-probe.tsx';

async function boundaryErrors(source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: REPO_ROOT });
  const [result] = await eslint.lintText(source, { filePath: IMPORTER });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('boundaries/'))
    .map((message) => message.message);
}

/**
 * The repository's ESLint configuration, as `npm run lint` (and so CI) runs it: a feature may use
 * another feature only through its index.ts (architecture.md §5).
 */
describe('feature boundaries (eslint.config.js)', () => {
  it("refuses a reach into another feature's folders", async () => {
    const errors = await boundaryErrors(
      "export { JobTestVerdicts } from '../../account/components/job-test-verdicts';\n",
    );
    expect(errors).toHaveLength(1);
  }, 30_000);

  it("accepts the other feature's public index, and its own files", async () => {
    const errors = await boundaryErrors(
      "export { JobTestVerdicts } from '../../account';\nexport { useRecentJobs } from '../api/get-recent-jobs';\n",
    );
    expect(errors).toEqual([]);
  }, 30_000);
});
