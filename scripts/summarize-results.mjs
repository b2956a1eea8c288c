// Reads the Vitest and Playwright JSON reports in a folder and prints one plain line,
// "N passed, N failed", as CI's summary reader expects. Failed steps (typecheck, lint, a step
// that crashed before reporting) count as failures. Exits 1 when anything failed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;

function countPlaywrightSuite(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const status = test.status; // expected | unexpected | flaky | skipped
      if (status === 'expected' || status === 'flaky') passed += 1;
      else if (status === 'unexpected') failed += 1;
      else if (status === 'skipped') failed += 1; // a skipped test proves nothing
    }
  }
  for (const child of suite.suites ?? []) countPlaywrightSuite(child);
}

for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that failed before any test ran (an import error) has no failed test to count.
    failed += (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
    ).length;
  } else if (Array.isArray(report.suites)) {
    for (const suite of report.suites) countPlaywrightSuite(suite);
  }
}

failed += failedSteps.length;
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
