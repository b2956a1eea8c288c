/**
 * Certificate speed: time to render one certificate as PDF (pdfkit, fonts embedded, QR code) and
 * as HTML, from a built document of a full commercial chain (strength, tightness, purge; five
 * pipe runs, two meters), over 50 runs after 5 warm-ups, timed one at a time.
 * Budget (architecture.md §4): PDF p95 ≤ 250 ms, exit 1 when over. Goal (decision 0430): p95 ≤ 100 ms,
 * informative.
 *
 *   npm run certificate -w @pipeproof/bench [-- --json out.json] [-- --runs 50]
 */
import { writeFileSync } from 'node:fs';
import type { CalculationInput } from '@pipeproof/engine';
import { buildCertificateDocument } from '../apps/server/src/modules/certificates/build-certificate-document';
import { renderCertificateHtml } from '../apps/server/src/modules/certificates/render-certificate-html';
import { renderCertificatePdf } from '../apps/server/src/modules/certificates/render-certificate-pdf';

const BUDGET_P95_MS = 250;
const GOAL_P95_MS = 100;
const WARM_UP_RUNS = 5;

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const pipes = [
  { material: 'steel', nominalSize: 15, length: 6 },
  { material: 'steel', nominalSize: 20, length: 12 },
  { material: 'steel', nominalSize: 25, length: 18 },
  { material: 'steel', nominalSize: 32, length: 9 },
  { material: 'steel', nominalSize: 40, length: 4 },
] as const;
const meters = [
  { meterType: 'U16', quantity: 1 },
  { meterType: 'G4/U6', quantity: 2 },
] as const;

function input(project: CalculationInput['project'], purge = false): CalculationInput {
  return {
    calculatorType: 'commercial',
    project,
    pipeConfigurations: pipes,
    meterConfigurations: meters,
    ...(purge ? { purgeConfigurations: [{ type: 'hose', nominalSize: 25, length: 5 }] } : {}),
  };
}

const document = buildCertificateDocument({
  number: 'PP-2026-BNCH-0001',
  issuedAt: new Date('2026-11-21T10:00:00Z'),
  verifyUrl: 'https://pipeproof.example/verify/PP-2026-BNCH-0001',
  jobDetails: {
    jobNumber: 'BENCH-1',
    customerName: 'Riverside Bakery Ltd',
    engineerName: 'Sam Fitter',
    gasSafeNumber: '123456',
    location: 'Unit 4, Mill Lane, Leeds LS1 1AA',
  },
  tests: [
    {
      testName: 'Strength Test',
      calculation: input({
        installationType: 'new',
        operationType: 'Strength Test',
        maxOperatingPressure: 21,
      }),
      readings: { actualPressureDrop: 2 },
      recordedAt: '2026-11-21T08:05:00Z',
      siteName: 'Bakery',
      sectionIdentity: 'Kitchen riser',
      location: { latitude: 53.800755, longitude: -1.549077 },
    },
    {
      testName: 'Tightness Test',
      calculation: input({
        installationType: 'new',
        operationType: 'Tightness Test',
        gaugeType: 'electronic01',
        testMedium: 'Gas',
        maxOperatingPressure: 21,
      }),
      readings: { actualPressureDrop: 0 },
      recordedAt: '2026-11-21T08:40:00Z',
    },
    {
      testName: 'Purge',
      calculation: input(
        { installationType: 'new', operationType: 'Purge', purgeDirection: 'air-to-gas' },
        true,
      ),
      readings: { actualFlowRate: 4, actualGasContent: 95 },
      recordedAt: '2026-11-21T09:10:00Z',
    },
  ],
  issuer: null,
  signaturePng: null,
});

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function time(render: () => Promise<unknown>, runs: number): Promise<number[]> {
  for (let i = 0; i < WARM_UP_RUNS; i += 1) await render();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    await render();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

const runs = Number(argValue('--runs') ?? 50);
const pdfSize = (await renderCertificatePdf(document)).length;
const pdf = await time(() => renderCertificatePdf(document), runs);
const html = await time(() => renderCertificateHtml(document), runs);
const result = {
  runs,
  pdfBytes: pdfSize,
  pdf: { p50Ms: percentile(pdf, 50), p95Ms: percentile(pdf, 95), maxMs: pdf.at(-1) },
  html: { p50Ms: percentile(html, 50), p95Ms: percentile(html, 95), maxMs: html.at(-1) },
  budgetP95Ms: BUDGET_P95_MS,
  goalP95Ms: GOAL_P95_MS,
};
const json = argValue('--json');
if (json) writeFileSync(json, JSON.stringify(result, null, 2));
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(
  `certificate: PDF p50 ${fmt(result.pdf.p50Ms)}, p95 ${fmt(result.pdf.p95Ms)} (${Math.round(pdfSize / 1024)} KB); ` +
    `HTML p50 ${fmt(result.html.p50Ms)}, p95 ${fmt(result.html.p95Ms)} over ${runs} runs`,
);
if (result.pdf.p95Ms > GOAL_P95_MS) {
  console.log(`certificate: PDF p95 is above the ${GOAL_P95_MS} ms goal (informative)`);
}
if (result.pdf.p95Ms > BUDGET_P95_MS) {
  console.error(`certificate: over budget: PDF p95 ${fmt(result.pdf.p95Ms)} > ${BUDGET_P95_MS} ms`);
  process.exit(1);
}
console.log('certificate: within budget');
