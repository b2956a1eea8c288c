import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calculate, DOMESTIC_CHECK_YOUR_COPY_NOTE, type CalculationInput } from '@pipeproof/engine';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DOMESTIC_CALCULATION,
  DOMESTIC_JOB_DETAILS,
  DOMESTIC_NEW_PE_CALCULATION,
  DOMESTIC_OVER_LIMIT_CALCULATION,
  DOMESTIC_READINGS,
} from '../../../test/support/domestic-fixtures';
import { buildCertificateDocument } from './build-certificate-document';
import {
  DOMESTIC_SECTION_TITLE,
  DomesticOutOfScopeError,
  NO_PERCEPTIBLE_MOVEMENT,
} from './certificate-domestic-section';
import type { CertificateDocument } from './certificate-document';
import type { CertificateSource, CertificateTestInput } from './certificate-source';
import { renderCertificateHtml } from './render-certificate-html';
import { renderCertificatePdf } from './render-certificate-pdf';

// The domestic certificate (IGEM/UP/1B Edition 4, decision 0821) against the engine's own
// domesticTest, stage by stage, and the same text in the HTML and the PDF.

const workDir = mkdtempSync(join(tmpdir(), 'pipeproof-domestic-doc-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function test(
  calculation: CalculationInput,
  readings: CertificateTestInput['readings'],
): CertificateTestInput {
  return { testName: 'Tightness Test', calculation, readings, recordedAt: '2026-11-27T09:00:00Z' };
}

function source(
  tests: readonly CertificateTestInput[],
  branding: Partial<CertificateSource> = {},
): CertificateSource {
  return {
    number: 'PP-2026-DMST-0001',
    issuedAt: new Date('2026-11-27T10:00:00Z'),
    verifyUrl: 'https://pipeproof.example/verify/PP-2026-DMST-0001',
    jobDetails: DOMESTIC_JOB_DETAILS,
    tests,
    issuer: null,
    signaturePng: null,
    ...branding,
  };
}

/** Both renderings as text, spaces collapsed, and the PDF's page count. */
async function printed(document: CertificateDocument, name: string) {
  const html = (await renderCertificateHtml(document))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');
  const file = join(workDir, `${name}.pdf`);
  writeFileSync(file, await renderCertificatePdf(document));
  const pdf = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { html, pdf, pages: Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]) };
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** A Professional company's header (white label): a logo and a drawn signature, 400 × 160. */
const IMAGE_PNG = await sharp({
  create: { width: 400, height: 160, channels: 3, background: '#0f766e' },
})
  .png()
  .toBuffer();
const WHITE_LABEL: Partial<CertificateSource> = {
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

function domesticTestOf(calculation: CalculationInput, readings: CertificateTestInput['readings']) {
  const result = calculate({ ...calculation, readings });
  if (!result.ok || !result.output.domesticTest) throw new Error('fixture does not calculate');
  return result.output.domesticTest;
}

const BAND = DOMESTIC_CALCULATION;
const NEW_PE: CalculationInput = DOMESTIC_NEW_PE_CALCULATION;

describe('domestic certificate document', () => {
  it('one section per record with the engine’s verdict; let-by, test and retest as its parts', () => {
    const expected = domesticTestOf(BAND, DOMESTIC_READINGS);
    const document = buildCertificateDocument(source([test(BAND, DOMESTIC_READINGS)]));
    expect(document.title).toBe('Domestic Gas Tightness Test Certificate');
    expect(document.standard).toBe('IGEM/UP/1B Edition 4');
    expect(document.installation).toEqual([
      { label: 'Standard', value: 'IGEM/UP/1B Edition 4' },
      { label: 'Installation type', value: 'Existing installation' },
      { label: 'Gas', value: 'Natural Gas' },
      { label: 'Appliances connected', value: 'Yes' },
    ]);
    const [section] = document.tests;
    expect(section?.title).toBe(DOMESTIC_SECTION_TITLE);
    expect(section?.verdict).toBe(expected.verdict.status);
    expect(document.overallVerdict).toBe(expected.verdict.status);
    expect(section?.parameters).toEqual([
      { label: 'Purge volume (1.5 × IV)', value: `${expected.purgeVolumeM3.toFixed(4)} m³` },
    ]);
    expect(section?.parts?.map((part) => [part.title, part.verdict])).toEqual([
      ['Let-by Test', expected.verdict.letBy.status],
      ['Tightness Test', 'PASS'],
      ['Pipework-only Retest', expected.verdict.retest?.status],
    ]);
    const tightness = section?.parts?.[1];
    expect(tightness?.parameters).toContainEqual({
      label: 'Maximum permitted drop',
      value: `${expected.maxDropMbar} mbar (installation volume up to ${expected.band.ivUpToM3} m³)`,
    });
    expect(tightness?.readings).toEqual([
      { label: 'Actual pressure drop', value: '1 mbar' },
      { label: 'Smell of gas', value: 'No' },
    ]);
  });

  it.each([
    ['Domestic', 'E6/G4'],
    ['G4/U6', 'U6/G4'],
    ['U16', 'U16/G10'],
  ] as const)(
    'names the %s meter %s, as /domestic offered it (not by the IGE tables’ name)',
    (meterType, name) => {
      const calculation: CalculationInput = {
        ...NEW_PE,
        pipeConfigurations: [{ material: 'copper', nominalSize: 15, length: 2 }],
        meterConfigurations: [{ meterType, quantity: 1 }],
      };
      const document = buildCertificateDocument(source([test(calculation, {})]));
      const table = document.pipework[0]?.tables.find(({ caption }) => caption === 'Meters');
      expect(table?.rows).toEqual([[name, '1', expect.any(String)]]);
    },
  );

  it.each([
    [{ ...DOMESTIC_READINGS, smellOfGas: true }, 'FAIL', 'FAIL'],
    [{ ...DOMESTIC_READINGS, smellOfGas: null }, 'PENDING', 'PENDING'],
    // The test follows a passed let-by test: its drop is not judged after a let-by FAIL (0917).
    [{ ...DOMESTIC_READINGS, letByPressureReading: 1 }, 'FAIL', 'PENDING'],
    [{ ...DOMESTIC_READINGS, retestPressureDrop: 0.3 }, 'FAIL', 'PASS'],
  ])('readings %j: overall %s (the engine’s), tightness stage %s', (readings, overall, stage) => {
    expect(domesticTestOf(BAND, readings).verdict.status).toBe(overall);
    const document = buildCertificateDocument(source([test(BAND, readings)]));
    expect(document.overallVerdict).toBe(overall);
    expect(document.tests[0]?.verdict).toBe(overall);
    expect(document.tests[0]?.parts?.[1]?.verdict).toBe(stage);
  });

  it('no perceptible movement where no band applies; a reduced pressure says so; no retest part', () => {
    const readings = { letByPressureReading: 0, actualPressureDrop: 0.1, smellOfGas: false };
    const document = buildCertificateDocument(source([test(NEW_PE, readings)]));
    const [section] = document.tests;
    expect(section?.parts?.map((part) => part.title)).toEqual(['Let-by Test', 'Tightness Test']);
    expect(section?.parts?.[1]?.parameters).toEqual(
      expect.arrayContaining([
        { label: 'Test pressure', value: '19 mbar (reduced below 20 mbar)' },
        { label: 'Maximum permitted drop', value: NO_PERCEPTIBLE_MOVEMENT },
        { label: 'Appliances connected', value: 'No' },
      ]),
    );
    expect(document.pipework[0]?.tables[0]?.rows.map((row) => row[0])).toEqual([
      'PE (SDR 11)',
      'CSST',
    ]);
  });

  it('above 0.035 m³ there is no section to print: DomesticOutOfScopeError in the engine’s words', () => {
    expect(() =>
      buildCertificateDocument(source([test(DOMESTIC_OVER_LIMIT_CALCULATION, DOMESTIC_READINGS)])),
    ).toThrow(DomesticOutOfScopeError);
  });

  it('the HTML and the PDF print the same sections and figures', async () => {
    const document = buildCertificateDocument(source([test(BAND, DOMESTIC_READINGS)]));
    const html = (await renderCertificateHtml(document))
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    const file = join(workDir, 'domestic.pdf');
    writeFileSync(file, await renderCertificatePdf(document));
    const pdf = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    const pages = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(pages).toMatch(/Pages:\s+1\n/);
    for (const text of [
      'Domestic Gas Tightness Test Certificate',
      'Domestic gas tightness testing to IGEM/UP/1B',
      DOMESTIC_SECTION_TITLE,
      'Let-by Test',
      '7 to 10 mbar',
      'Pipework-only Retest',
      'Smell of gas',
      '0.0057 m³',
    ]) {
      expect(html).toContain(text);
      expect(pdf).toContain(text);
    }
  });

  it('after a let-by FAIL prints no tightness or retest result from readings left over (0917)', async () => {
    // Rise 0 then a drop of 0.3 mbar (a retest) and 0.1 on the retest; then the let-by rose.
    const readings = {
      letByPressureReading: 0.5,
      actualPressureDrop: 0.3,
      retestPressureDrop: 0.1,
      smellOfGas: false,
    };
    const document = buildCertificateDocument(source([test(BAND, readings)]));
    const [section] = document.tests;
    expect(document.overallVerdict).toBe('FAIL');
    expect(section?.parts?.map((part) => [part.title, part.verdict])).toEqual([
      ['Let-by Test', 'FAIL'],
      ['Tightness Test', 'PENDING'],
    ]);
    expect(section?.parts?.[1]?.readings).toEqual([
      { label: 'Actual pressure drop', value: '—' },
      { label: 'Smell of gas', value: 'No' },
    ]);
    const { html, pdf } = await printed(document, 'let-by-fail-left-over');
    for (const text of [html, pdf]) {
      expect(text).not.toContain('Pipework-only Retest');
      expect(text).not.toContain('0.3 mbar');
      expect(text).not.toContain('0.1 mbar');
      expect(text).toContain('Let-by test failed. Resolve gas leakage');
    }
  });
});

describe('the IGEM/UP/1B note (product.md /domestic: the certificate prints it too)', () => {
  it('is printed once, in the HTML and the PDF, and a normal job stays on one page', async () => {
    const document = buildCertificateDocument(source([test(BAND, DOMESTIC_READINGS)]));
    expect(document.notes).toEqual([DOMESTIC_CHECK_YOUR_COPY_NOTE]);
    const { html, pdf, pages } = await printed(document, 'domestic-note');
    expect(occurrences(html, DOMESTIC_CHECK_YOUR_COPY_NOTE)).toBe(1);
    expect(occurrences(pdf, DOMESTIC_CHECK_YOUR_COPY_NOTE)).toBe(1);
    expect(pages).toBe(1);
  });

  it('white-labelled, with a logo, a signature, the retest and an action note: once, one page', async () => {
    const failed = {
      ...test(BAND, { ...DOMESTIC_READINGS, retestPressureDrop: 0.3 }),
      timedInApp: true,
      actionNote: 'Remade the joint at the meter outlet; retested the pipework alone.',
    };
    const document = buildCertificateDocument(source([failed], WHITE_LABEL));
    const { html, pdf, pages } = await printed(document, 'domestic-note-white-label');
    for (const text of [html, pdf]) {
      expect(occurrences(text, DOMESTIC_CHECK_YOUR_COPY_NOTE)).toBe(1);
      expect(text).toContain('Pipework-only Retest');
      expect(text).toContain('Action taken: Remade the joint');
      expect(text).not.toContain('PipeProof');
    }
    expect(pages).toBe(1);
  });

  it('once for the job, however many domestic records it prints', async () => {
    const records = [
      test(BAND, { ...DOMESTIC_READINGS, retestPressureDrop: 0.3 }),
      test(BAND, DOMESTIC_READINGS),
    ];
    const { html, pdf } = await printed(
      buildCertificateDocument(source(records)),
      'domestic-note-two-records',
    );
    expect(occurrences(html, DOMESTIC_CHECK_YOUR_COPY_NOTE)).toBe(1);
    expect(occurrences(pdf, DOMESTIC_CHECK_YOUR_COPY_NOTE)).toBe(1);
  });
});

describe('earlier records replaced by a later one (decision 0923)', () => {
  it('are listed after the test, not judged: one line each, white-labelled, on one page', async () => {
    const failed: CertificateTestInput = {
      ...test(BAND, { ...DOMESTIC_READINGS, retestPressureDrop: 0.3 }),
      recordedAt: '2026-11-27T08:40:00Z',
      actionNote: 'Remade the joint at the cooker; retested the pipework alone.',
    };
    const unread: CertificateTestInput = {
      ...test(BAND, { letByPressureReading: 0 }),
      recordedAt: '2026-11-27T08:50:00Z',
    };
    const document = buildCertificateDocument({
      ...source([test(BAND, DOMESTIC_READINGS)], WHITE_LABEL),
      replacedTests: [failed, unread],
    });
    expect(document.tests.map((section) => section.verdict)).toEqual(['PASS']);
    expect(document.overallVerdict).toBe('PASS');
    expect(document.replacedRecords).toEqual([
      {
        recordedAt: '27/11/2026, 08:40',
        verdict: 'FAIL',
        actionNote: 'Remade the joint at the cooker; retested the pipework alone.',
      },
      { recordedAt: '27/11/2026, 08:50', verdict: 'PENDING', actionNote: null },
    ]);
    const { html, pdf, pages } = await printed(document, 'domestic-replaced');
    for (const text of [html, pdf]) {
      expect(text).toContain(
        'Earlier records of this test were replaced by the one above and are not part of its result:',
      );
      expect(text).toContain(
        'Recorded 27/11/2026, 08:40: FAIL. Action taken: Remade the joint at the cooker; retested the pipework alone.',
      );
      expect(text).toContain('Recorded 27/11/2026, 08:50: PENDING.');
      expect(occurrences(text, DOMESTIC_CHECK_YOUR_COPY_NOTE)).toBe(1);
    }
    expect(pages).toBe(1);
  });

  it('none replaced: the document has no list and prints none', async () => {
    const document = buildCertificateDocument(source([test(BAND, DOMESTIC_READINGS)]));
    expect(document).not.toHaveProperty('replacedRecords');
    const { html, pdf } = await printed(document, 'domestic-none-replaced');
    for (const text of [html, pdf]) expect(text).not.toContain('replaced by the one above');
  });
});
