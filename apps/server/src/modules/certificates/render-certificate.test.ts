import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calculate, type CalculationInput, type CalculationOutput } from '@pipeproof/engine';
import { JOB_CALCULATION_MAX_LINES } from '@pipeproof/contracts';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCertificateDocument } from './build-certificate-document';
import {
  CertificateSourceError,
  type CertificateSource,
  type CertificateTestInput,
} from './certificate-source';
import {
  EXISTING_TIGHTNESS_CALCULATION,
  PURGE_CALCULATION,
  STRENGTH_CALCULATION,
  TIGHTNESS_CALCULATION,
} from '../../../test/support/job-fixtures';
import type { CertificateDocument } from './certificate-document';
import { renderCertificateHtml } from './render-certificate-html';
import { renderCertificatePdf } from './render-certificate-pdf';

// Certificates are checked against the engine field by field: the text of the PDF (poppler's
// pdftotext) and of the HTML must carry the engine's own figures and verdicts.

// The saved-work fixtures of the HTTP tests, as the engine reads them.
const STRENGTH: CalculationInput = { ...STRENGTH_CALCULATION, calculatorType: 'commercial' };
const TIGHTNESS_NEW: CalculationInput = TIGHTNESS_CALCULATION;
const EXISTING: CalculationInput = {
  ...EXISTING_TIGHTNESS_CALCULATION,
  calculatorType: 'commercial',
};
/** A purge of the strength test's own pipework. */
const PURGE: CalculationInput = {
  ...PURGE_CALCULATION,
  calculatorType: 'commercial',
  pipeConfigurations: STRENGTH_CALCULATION.pipeConfigurations,
};

const INDUSTRIAL_TYPE_B: CalculationInput = {
  calculatorType: 'industrial',
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    gasType: 'Propane',
    gaugeType: 'electronic01',
    testMedium: 'Gas',
    maxOperatingPressure: 37,
    zoneType: 'Type B',
    roomVolume: 40,
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 80, length: 40 }],
};

function engine(input: CalculationInput, readings: CertificateTestInput['readings']) {
  const result = calculate({ ...input, readings });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

const TESTS: readonly CertificateTestInput[] = [
  {
    testName: 'Strength Test',
    calculation: STRENGTH,
    readings: { actualPressureDrop: 2 },
    recordedAt: '2026-07-14T08:05:00Z',
    siteName: 'Bakery',
    sectionIdentity: 'Kitchen riser',
    location: { latitude: 53.800755, longitude: -1.549077 },
  },
  {
    testName: 'Tightness Test',
    calculation: TIGHTNESS_NEW,
    readings: { actualPressureDrop: 0 },
    recordedAt: '2026-07-14T08:40:00Z',
  },
  {
    testName: 'Purge',
    calculation: PURGE,
    readings: { actualFlowRate: 3, actualGasContent: 95 },
    recordedAt: '2026-07-14T09:10:00Z',
  },
];

function source(overrides: Partial<CertificateSource> = {}): CertificateSource {
  return {
    number: 'PP-2026-000123',
    issuedAt: new Date('2026-07-14T09:30:00Z'),
    verifyUrl: 'https://pipeproof.example/verify/PP-2026-000123',
    jobDetails: {
      jobNumber: 'JOB-1001',
      customerName: 'Corner Café',
      engineerName: 'Sam Fitter',
      gasSafeNumber: '123456',
      location: 'Unit 4, Mill Lane, Leeds',
    },
    tests: TESTS,
    issuer: null,
    signaturePng: null,
    ...overrides,
  };
}

const workDir = mkdtempSync(join(tmpdir(), 'pipeproof-certificate-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function pdfText(document: CertificateDocument, name: string): Promise<string> {
  const pdf = await renderCertificatePdf(document);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const file = join(workDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftotext', ['-layout', file, join(workDir, `${name}.txt`)]);
  // Spaces collapsed: columns are laid out by position, not by characters.
  return readFileSync(join(workDir, `${name}.txt`), 'utf8').replace(/\s+/g, ' ');
}

function htmlText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<svg[\s\S]*?<\/svg>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#39;', "'")
    .replace(/\s+/g, ' ');
}

/** Every figure of the certificate that must equal the engine's, as it is printed. */
function expectedFigures(outputs: readonly CalculationOutput[]): string[] {
  const [strength, tightness, purge] = outputs;
  return [
    `${strength?.strengthTest?.testPressureMbar} mbar`,
    `${strength?.strengthTest?.maxDropMbar} mbar`,
    `${strength?.strengthTest?.testDurationMin} min`,
    `${strength?.strengthTest?.verdict.dropPercent} %`,
    `${tightness?.tightnessTest?.testPressureMbar} mbar`,
    `${tightness?.tightnessTest?.durationMin} min`,
    `${tightness?.tightnessTest?.maxDropMbar} mbar`,
    `${tightness?.totalSystemVolume.toFixed(4)} m³`,
    `${purge?.purge?.purgeVolumeM3.toFixed(4)} m³`,
    `${purge?.purge?.minimumFlowM3h} m³/h`,
    `${purge?.purge?.maximumPurgeTime}`,
    `${purge?.purge?.purgePointBoreMm} mm`,
  ];
}

describe('certificate document', () => {
  const outputs = TESTS.map((test) => engine(test.calculation, test.readings));

  it('carries the engine’s figures and verdicts for every test, in order', () => {
    const document = buildCertificateDocument(source());
    expect(document.tests.map((test) => [test.title, test.verdict])).toEqual([
      ['Strength Test', outputs[0]?.strengthTest?.verdict.status],
      ['Tightness Test', outputs[1]?.tightnessTest?.verdict.status],
      ['Purge', outputs[2]?.purge?.verdict.status],
    ]);
    expect(document.overallVerdict).toBe('PASS');
    // The tightness test had a meter the strength test and purge did not: two installations.
    expect(document.pipework.map((group) => group.appliesTo)).toEqual([
      'Strength Test, Purge',
      'Tightness Test',
    ]);
    expect(document.pipework[0]?.tables.map((table) => table.caption)).toEqual([
      'Pipework',
      'Purge hoses and stacks',
    ]);
    expect(document.tests[0]?.record).toEqual([
      { label: 'Date and time', value: '14/07/2026, 09:05' }, // BST: UTC + 1
      { label: 'Site name', value: 'Bakery' },
      { label: 'Section', value: 'Kitchen riser' },
      { label: 'GPS location', value: '53.800755, -1.549077' },
    ]);
    expect(document.issuedAt).toBe('14/07/2026, 10:30');
  });

  it('prints the volume’s parts as the engine gave them, so they add up to the total (decision 0872)', () => {
    // 30 m of DN25 steel and a U16: 0.0192 + 10 % (0.00192) + 0.025 = 0.04612 → 0.0462 m³.
    const document = buildCertificateDocument(source({ tests: [TESTS[1]!] }));
    const [group] = document.pipework;
    expect(group?.volume).toEqual([
      { label: 'Pipework', value: '0.0192 m³' },
      { label: 'Fittings allowance (10 %)', value: '0.00192 m³' },
      { label: 'Meters', value: '0.025 m³' },
      { label: 'Total installation volume', value: '0.0462 m³' },
    ]);
    expect(group?.tables.map((table) => table.rows)).toEqual([
      [['Steel', '25 mm', '30 m', '0.0192 m³']],
      [['U16', '1', '0.025 m³']],
    ]);

    // A short copper run and three meters: the engine's figures, not 0.0001 m³ and float noise.
    const short: CalculationInput = {
      ...TIGHTNESS_NEW,
      pipeConfigurations: [{ material: 'copper', nominalSize: 15, length: 0.5 }],
      meterConfigurations: [{ meterType: 'G4/U6', quantity: 3 }],
    };
    const output = engine(short, { actualPressureDrop: 0 });
    const [run] = output.volume.pipeRuns;
    const [meter] = output.volume.meters;
    const shortDocument = buildCertificateDocument(
      source({ tests: [{ ...TESTS[1]!, calculation: short }] }),
    );
    expect(shortDocument.pipework[0]?.tables.map((table) => table.rows)).toEqual([
      [['Copper', '15 mm', '0.5 m', `${run?.volumeM3} m³`]],
      [[expect.any(String), '3', `${Number(((meter?.internalVolumeM3 ?? 0) * 3).toFixed(9))} m³`]],
    ]);
    expect(run?.volumeM3).toBeLessThan(0.0001);
  });

  it('fails overall when any test fails, and is pending while a reading is missing', () => {
    const failed = buildCertificateDocument(
      source({ tests: [{ ...TESTS[0]!, readings: { actualPressureDrop: 50 } }, TESTS[1]!] }),
    );
    expect(failed.tests[0]?.verdict).toBe('FAIL');
    expect(failed.overallVerdict).toBe('FAIL');
    const pending = buildCertificateDocument(source({ tests: [{ ...TESTS[1]!, readings: {} }] }));
    expect(pending.overallVerdict).toBe('PENDING');
  });

  it('shows let-by and tightness of an existing installation from their own records', () => {
    const readings = { letByPressureReading: 0, actualPressureDrop: 0.5 };
    const output = engine(EXISTING, readings);
    const document = buildCertificateDocument(
      source({
        tests: [
          {
            testName: 'Let-by Test',
            calculation: EXISTING,
            readings,
            recordedAt: '2026-01-05T10:00:00Z',
          },
          {
            testName: 'Tightness Test',
            calculation: EXISTING,
            readings,
            recordedAt: '2026-01-05T10:30:00Z',
          },
        ],
      }),
    );
    const [letBy, tightness] = document.tests;
    expect(letBy?.parameters).toContainEqual({
      label: 'Let-by test pressure',
      value: `${output.letByTest?.testPressureMbar} mbar`,
    });
    expect(tightness?.parameters).toContainEqual({
      label: 'Maximum allowable drop (MAPD)',
      value: `${output.tightnessTest?.maxDropMbar} mbar`,
    });
    expect(document.installation).toContainEqual({ label: 'Room volume', value: '27 m³' });
    expect(document.pipework).toHaveLength(1);
    expect(document.pipework[0]?.appliesTo).toBeNull();
    expect(letBy?.record[0]?.value).toBe('05/01/2026, 10:00'); // GMT in winter
  });

  it('refuses a saved test the engine no longer accepts, naming the test', () => {
    const broken = { ...TESTS[0]!, calculation: { ...STRENGTH, pipeConfigurations: [] } };
    expect(() => buildCertificateDocument(source({ tests: [TESTS[1]!, broken] }))).toThrow(
      CertificateSourceError,
    );
    expect(() => buildCertificateDocument(source({ tests: [] }))).toThrow(/at least one/);
  });
});

describe('certificate PDF and HTML', () => {
  const outputs = TESTS.map((test) => engine(test.calculation, test.readings));

  it('print the same figures, the job, the engineer, the number and the verification link', async () => {
    const document = buildCertificateDocument(source());
    const pdf = await pdfText(document, 'commercial');
    const html = htmlText(await renderCertificateHtml(document));
    for (const text of [pdf, html]) {
      for (const figure of expectedFigures(outputs)) expect(text).toContain(figure);
      for (const value of [
        'PP-2026-000123',
        'JOB-1001',
        'Corner Café',
        'Unit 4, Mill Lane, Leeds',
        'Sam Fitter',
        '123456',
        '53.800755, -1.549077',
        'https://pipeproof.example/verify/PP-2026-000123',
        'IGE/UP/1A',
        `Calculation engine version ${outputs[0]?.engineVersion}`,
        'Commercial Gas Installation Test Certificate',
      ]) {
        expect(text).toContain(value);
      }
      expect(text.match(/PASS/g)?.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('the HTML has a screen-only Back link and Print button, wired by the app’s same-origin script', async () => {
    const html = await renderCertificateHtml(buildCertificateDocument(source()));
    expect(html).toContain('<script type="module" src="/certificate-page.js"></script>');
    expect(html).toContain('<a id="certificate-back" href="/account">Back</a>');
    expect(html).toContain('<button type="button" id="certificate-print" hidden>Print</button>');
    expect(html).toContain('@media print { main { padding: 0; } .toolbar { display: none; } }');
    // No inline script: the Content-Security-Policy allows none.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('prints an industrial Type B propane tightness test with its leak-rate criterion', async () => {
    const readings = { actualPressureDrop: 0.4 };
    const output = engine(INDUSTRIAL_TYPE_B, readings);
    const document = buildCertificateDocument(
      source({
        tests: [
          {
            testName: 'Tightness Test',
            calculation: INDUSTRIAL_TYPE_B,
            readings,
            recordedAt: '2026-03-01T12:00:00Z',
          },
        ],
      }),
    );
    const pdf = await pdfText(document, 'industrial');
    expect(pdf).toContain('Industrial Gas Installation Test Certificate');
    expect(pdf).toContain('Propane');
    expect(pdf).toContain('Type B');
    expect(pdf).toContain(`${output.tightnessTest?.testPressureMbar} mbar`);
    expect(pdf).toContain(`${output.tightnessTest?.durationMin} min`);
    expect(pdf).toContain(`${output.tightnessTest?.mplrM3h} m³/h`);
    expect(pdf).toContain(String(output.tightnessTest?.verdict.status));
    // 0.126 / 221 / 2.8 = 0.000203620… down to 0.000203, × RV 40 (decision 0904).
    expect(output.tightnessTest?.mplrM3h).toBe(0.00812);
    expect(pdf).toContain('0.00812 m³/h');
  });

  it('prints a small leak rate in full, never with an exponent (decision 0904)', async () => {
    // IV 0.0001 m³ (a short copper tail); LR 0.059 × 0.01 × 0.0001 / 2 = 2.95e-8 → 0.00000003.
    const calculation: CalculationInput = {
      calculatorType: 'commercial',
      project: {
        installationType: 'new',
        operationType: 'Tightness Test',
        gaugeType: 'electronic01',
        testMedium: 'Gas',
        maxOperatingPressure: 21,
      },
      pipeConfigurations: [{ material: 'copper', nominalSize: 15, length: 0.1 }],
    };
    const readings = { actualPressureDrop: 0.01 };
    expect(engine(calculation, readings).tightnessTest?.verdict.leakRateM3h).toBe(3e-8);
    const document = buildCertificateDocument(
      source({
        tests: [
          { testName: 'Tightness Test', calculation, readings, recordedAt: '2026-03-01T12:00:00Z' },
        ],
      }),
    );
    const pdf = await pdfText(document, 'commercial');
    const html = htmlText(await renderCertificateHtml(document));
    for (const text of [pdf, html]) {
      expect(text).toContain('0.00000003 m³/h');
      expect(text).not.toMatch(/\de-\d/);
    }
  });

  it('certificates rendered at the same time each embed their own glyphs (the parsed font is shared)', async () => {
    const names = ['Łukasz Żółć', 'Ørjan Åsgård'];
    const texts = await Promise.all(
      names.map((customerName, index) =>
        pdfText(
          buildCertificateDocument(
            source({ jobDetails: { ...source().jobDetails, customerName } }),
          ),
          `shared-font-${index}`,
        ),
      ),
    );
    texts.forEach((text, index) => {
      expect(text).toContain(names[index]);
      expect(text).not.toContain(names[1 - index]);
      expect(text).toContain('m³');
    });
  });

  it('is white-labelled for a company, and escapes what users typed', async () => {
    const document = buildCertificateDocument(
      source({
        jobDetails: { ...source().jobDetails, customerName: '<script>alert(1)</script> & Sons' },
        issuer: {
          name: 'Acme Gas Services Ltd',
          details: ['1 Test Road, York', '01904 000000'],
          footer: 'Acme Gas Services Ltd, registered in England 0000000.',
          primaryColor: '#aa3300',
          secondaryColor: 'red;}</style><script>', // never reaches a style rule
          logoPng: null,
        },
      }),
    );
    const html = await renderCertificateHtml(document);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons');
    expect(html).toContain('#aa3300');
    expect(html).not.toContain('PipeProof');
    const pdf = await pdfText(document, 'white-label');
    expect(pdf).toContain('Acme Gas Services Ltd');
    expect(pdf).toContain('1 Test Road, York');
    expect(pdf).not.toContain('PipeProof');
  });
});

/** A PDF's pages (pdfinfo) and the text of each (pdftotext, spaces collapsed). */
async function pdfPages(document: CertificateDocument, name: string): Promise<string[]> {
  const file = join(workDir, `${name}.pdf`);
  writeFileSync(file, await renderCertificatePdf(document));
  // To look at them: CERTIFICATE_PDF_DIR=/some/dir keeps a copy of each.
  const keepDir = process.env.CERTIFICATE_PDF_DIR;
  if (keepDir) writeFileSync(join(keepDir, `${name}.pdf`), readFileSync(file));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const count = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
  return Array.from({ length: count }, (_, index) =>
    execFileSync('pdftotext', ['-layout', '-f', `${index + 1}`, '-l', `${index + 1}`, file, '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' '),
  );
}

/** A logo and a drawn signature, as uploads are stored: PNG, 400 × 160. */
const IMAGE_PNG = await sharp({
  create: { width: 400, height: 160, channels: 3, background: '#0f766e' },
})
  .png()
  .toBuffer();

const BRANDED: Partial<CertificateSource> = {
  issuer: {
    name: 'Northern Gas Services Ltd',
    details: ['14 Canal Street, Leeds LS2 7AB', '0113 496 0000', 'Gas Safe 765432'],
    footer: 'Northern Gas Services Ltd, registered in England 01234567.',
    primaryColor: '#0f766e',
    secondaryColor: '#1e293b',
    logoPng: IMAGE_PNG,
  },
  signaturePng: IMAGE_PNG,
};

/** An existing installation's let-by test that failed, with the longest action note allowed. */
const LET_BY_FAIL: CertificateTestInput = {
  testName: 'Let-by Test',
  calculation: EXISTING,
  readings: { letByPressureReading: 1.5 },
  recordedAt: '2026-07-14T10:00:00Z',
  siteName: 'Corner Café',
  sectionIdentity: 'Kitchen',
  location: { latitude: 53.800755, longitude: -1.549077 },
  timedInApp: false,
  actionNote:
    `Reported to the responsible person; supply isolated and labelled. ${'Valve to be replaced. '.repeat(21)}`.slice(
      0,
      500,
    ),
};

describe('timed in PipeProof and the action taken (decision 0414)', () => {
  it('says per test whether the duration was timed in PipeProof, and nothing for a purge or an older record', async () => {
    const document = buildCertificateDocument(
      source({
        tests: [
          { ...TESTS[0]!, timedInApp: true },
          { ...TESTS[1]!, timedInApp: false },
          { ...TESTS[2]!, timedInApp: null },
        ],
      }),
    );
    const timed = document.tests.map(
      (test) => test.record.find((item) => item.label === 'Duration timed in PipeProof')?.value,
    );
    expect(timed).toEqual(['Yes', 'No', undefined]);
    // An older record (no such field at all) says nothing either.
    // A company's certificate never names PipeProof.
    const branded = buildCertificateDocument(
      source({ ...BRANDED, tests: [{ ...TESTS[0]!, timedInApp: false }] }),
    );
    expect(branded.tests[0]?.record).toContainEqual({
      label: 'Duration timed in app',
      value: 'No',
    });
    expect(await pdfText(branded, 'white-label-timed')).not.toContain('PipeProof');
    const older = buildCertificateDocument(source());
    expect(older.tests.flatMap((test) => test.record.map((item) => item.label))).not.toContain(
      'Duration timed in PipeProof',
    );
  });

  it('prints a let-by FAIL as FAIL with the action taken, in the HTML and the PDF', async () => {
    const document = buildCertificateDocument(source({ tests: [LET_BY_FAIL] }));
    expect(document.tests[0]).toMatchObject({
      title: 'Let-by Test',
      verdict: 'FAIL',
      actionNote: LET_BY_FAIL.actionNote,
    });
    expect(document.overallVerdict).toBe('FAIL');
    const html = htmlText(await renderCertificateHtml(document));
    expect(html).toContain('Let-by Test FAIL');
    expect(html).toContain('Duration timed in PipeProof No');
    expect(html).toContain(
      'Action taken: Reported to the responsible person; supply isolated and labelled.',
    );
    const pdf = await pdfText(document, 'let-by-fail');
    expect(pdf).toContain('Let-by Test FAIL');
    expect(pdf).toContain('Duration timed in PipeProof No');
    expect(pdf).toContain(
      'Action taken: Reported to the responsible person; supply isolated and labelled.',
    );
    // The note's last words are printed too: nothing cut off.
    expect(pdf).toContain(LET_BY_FAIL.actionNote!.trim().split(' ').slice(-3).join(' '));
  });
});

describe('certificate PDF pages (product.md §10, decision 0435)', () => {
  it('three tests, one a let-by FAIL with the longest action note, still fit one page', async () => {
    // The let-by failed and was acted on; after the repair it passed, then the tightness test.
    const tests: CertificateTestInput[] = [
      LET_BY_FAIL,
      { ...LET_BY_FAIL, readings: { letByPressureReading: 0 }, timedInApp: true, actionNote: null },
      {
        ...LET_BY_FAIL,
        testName: 'Tightness Test',
        readings: { letByPressureReading: 0, actualPressureDrop: 0.5 },
        timedInApp: true,
        actionNote: null,
      },
    ];
    const pages = await pdfPages(
      buildCertificateDocument(source({ ...BRANDED, tests })),
      'one-page-with-note',
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Action taken:');
    expect(pages[0]).toContain('Gas Safe registration');
  });

  it('a job of three tests fits one A4 page, with a logo, address lines and a drawn signature', async () => {
    const pages = await pdfPages(buildCertificateDocument(source(BRANDED)), 'one-page');
    expect(pages).toHaveLength(1);
    for (const title of ['Strength Test', 'Tightness Test', 'Purge', 'Gas Safe registration']) {
      expect(pages[0]).toContain(title);
    }
    expect(pages[0]).toContain('Page 1 of 1.');
    // Beside the pipe runs, the hoses' columns are as wide as their words need: none cut short.
    expect(pages[0]).toContain('Type Nominal size Length Volume');
  });

  it('a pipework table longer than the page carries its column heads on to the next page', async () => {
    // The most pipe runs a saved job may hold, each one row.
    const pipeConfigurations = Array.from({ length: JOB_CALCULATION_MAX_LINES }, (_, index) => ({
      material: 'steel' as const,
      nominalSize: 25,
      length: index + 1,
    }));
    const calculation = { ...INDUSTRIAL_TYPE_B, pipeConfigurations };
    const tests = [{ ...TESTS[1]!, testName: 'Tightness Test' as const, calculation }];
    const pages = await pdfPages(buildCertificateDocument(source({ tests })), 'long-table');
    expect(pages.length).toBeGreaterThan(1);
    const heads = 'Material Nominal size Length Volume';
    // Each page holding pipe runs heads them; every run is printed once.
    const runs = pages.map((page) => (page.match(/Steel 25 mm \d+ ?m /g) ?? []).length);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(JOB_CALCULATION_MAX_LINES);
    pages.forEach((page, index) => {
      if (runs[index] === 0) return;
      expect(page.indexOf(heads)).toBeGreaterThan(-1);
      expect(page.indexOf(heads)).toBeLessThan(page.search(/Steel 25 mm/));
    });
    expect(runs.filter((count) => count > 0).length).toBeGreaterThan(1);
  });

  it('a longer job breaks between tests: no test split, the header repeated, the signature with the last test', async () => {
    const tests = [...TESTS, ...TESTS.map((test) => ({ ...test, siteName: 'Second visit' }))];
    const pages = await pdfPages(buildCertificateDocument(source({ ...BRANDED, tests })), 'long');
    expect(pages.length).toBeGreaterThan(1);
    // Every test block is whole on one page: each title has its last field ("Date and time",
    // then the site and GPS) on the same page.
    const testTitles = (page: string) =>
      (page.match(/(Strength Test|Tightness Test|Purge) (PASS|FAIL)/g) ?? []).length;
    const datesAndTimes = (page: string) => (page.match(/Date and time/g) ?? []).length;
    for (const page of pages) expect(datesAndTimes(page)).toBe(testTitles(page));
    expect(pages.reduce((sum, page) => sum + testTitles(page), 0)).toBe(tests.length);
    pages.slice(1).forEach((page, index) => {
      expect(page).toContain('PP-2026-000123 (continued)');
      expect(page).toContain('Corner Café');
      expect(page).toContain(`Page ${index + 2} of ${pages.length}.`);
    });
    const last = pages.at(-1) ?? '';
    expect(last).toContain('Gas Safe registration');
    expect(testTitles(last)).toBeGreaterThan(0);
    for (const page of pages.slice(0, -1)) expect(page).not.toContain('Gas Safe registration');
  });
});
