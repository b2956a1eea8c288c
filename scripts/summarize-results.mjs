// Reads the Vitest and Playwright JSON reports in a folder and prints one plain line,
// "N passed, N failed", as CI's summary reader expects. Failed steps (typecheck, lint, a step
// that crashed before reporting) count as failures. Exits 1 when anything failed. Above that line
// it names each failed test with the first line of its error, so the tail of a CI log says which.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
/** "file › test — the error's first line", one per test that failed or did not run. */
const failures = [];

// Without terminal colours, one line, at most 300 characters.
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .trim()
    .split('\n')[0]
    .slice(0, 300);

function countPlaywrightSuite(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const status = test.status; // expected | unexpected | flaky | skipped
      if (status === 'expected' || status === 'flaky') passed += 1;
      else if (status === 'unexpected' || status === 'skipped') {
        failed += 1; // a skipped test proves nothing
        const error = (test.results ?? []).flatMap((result) => result.errors ?? [])[0];
        failures.push(
          `${spec.file} › ${spec.title} — ${status === 'skipped' ? 'skipped' : firstLine(error?.message)}`,
        );
      }
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
    for (const file of report.testResults ?? []) {
      const where = file.name.replace(`${process.cwd()}/`, '');
      const tests = file.assertionResults ?? [];
      if (file.status === 'failed' && tests.length === 0) {
        failed += 1;
        failures.push(`${where} — ${firstLine(file.message)}`);
      }
      for (const test of tests.filter((result) => result.status !== 'passed')) {
        failures.push(
          `${where} › ${test.fullName} — ${test.status === 'failed' ? firstLine(test.failureMessages?.[0]) : test.status}`,
        );
      }
    }
  } else if (Array.isArray(report.suites)) {
    for (const suite of report.suites) countPlaywrightSuite(suite);
  }
}

failed += failedSteps.length;
if (failures.length > 0)
  console.log(`Failed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
