import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CertificateSummaryListSchema,
  CertificateVerificationSchema,
  FEATURE_GATE_MESSAGES,
  JobSchema,
  type Job,
  type JobCalculationBody,
} from '@pipeproof/contracts';
import { calculate, ENGINE_VERSION } from '@pipeproof/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { testRecords } from '../src/db/schema';
import {
  DOMESTIC_CALCULATION,
  DOMESTIC_NEW_PE_CALCULATION,
  DOMESTIC_OVER_LIMIT_CALCULATION,
  DOMESTIC_READINGS,
  domesticJobBody,
  domesticRecordBody,
} from './support/domestic-fixtures';
import {
  createJob,
  expectError,
  expectStatus,
  getJob,
  issueCertificate,
  newClientId,
  recordTest,
  send,
  signUpEngineer,
  type Engineer,
} from './support/job-fixtures';
import { readZip } from './support/read-zip';
import { useTestApp } from './support/use-test-app';

/**
 * Domestic certificates over HTTP on a real database (decision 0821): the IGEM/UP/1B Edition 4
 * sections worked out again by the server, the same feature gates as every certificate (print from
 * Basic, PDF and email from Premium), public verification, and never a certificate for an
 * installation above 0.035 m³.
 */

const workDir = mkdtempSync(join(tmpdir(), 'pipeproof-domestic-cert-'));

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

const server = useTestApp();

function pdfToText(pdf: Buffer): string {
  const file = join(workDir, `${newClientId()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

/** HTML as text: tags gone, entities of the figures back, whitespace collapsed. */
function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

async function savedDomesticJob(
  engineer: Engineer,
  calculation: JobCalculationBody = DOMESTIC_CALCULATION,
  actualReadings: Record<string, unknown> = DOMESTIC_READINGS,
): Promise<Job> {
  const job = await createJob(engineer, domesticJobBody(calculation));
  await recordTest(engineer, job.id, domesticRecordBody({ calculation, actualReadings }));
  return getJob(engineer, job.id);
}

/** The sections every domestic certificate prints, and the figures of DOMESTIC_CALCULATION. */
const EXPECTED_TEXT = [
  'Domestic Gas Tightness Test Certificate',
  'IGEM/UP/1B Edition 4',
  'Let-by Test',
  '7 to 10 mbar',
  'Tightness Test',
  '20 mbar',
  '8 mbar (installation volume up to 0.005 m³)',
  'Smell of gas',
  'Pipework-only Retest',
  '0.1 mbar',
  'Purge volume (1.5 × IV)',
  '0.0057 m³',
];

describe('a domestic certificate', () => {
  it('Free saves the job but cannot print (403, the gate’s words); Basic prints every section', async () => {
    const free = await signUpEngineer(server, 'free');
    const freeJob = await savedDomesticJob(free);
    const refused = await expectError(
      await send(free.browser, 'POST', '/api/certificates', { jobId: freeJob.id }),
      403,
    );
    expect(refused).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      message: FEATURE_GATE_MESSAGES.printReport,
    });
    await expectError(
      await send(free.browser, 'POST', '/api/pdf/generate-domestic', { jobId: freeJob.id }),
      403,
    );

    const basic = await signUpEngineer(server, 'basic');
    const job = await savedDomesticJob(basic);
    const certificate = await issueCertificate(basic, job.id);
    expect(certificate).toMatchObject({
      calculatorType: 'domestic',
      jobNumber: 'DOM-7',
      tests: [{ testName: 'Tightness Test', testResult: 'PASS' }],
      overallResult: 'PASS',
      engineVersion: ENGINE_VERSION,
    });
    const html = await send(basic.browser, 'GET', `/api/certificates/${certificate.number}`);
    expect(html.status).toBe(200);
    const text = htmlToText(await html.text());
    for (const expected of EXPECTED_TEXT) expect(text).toContain(expected);
    for (const absent of ['MOP', 'Maximum operating pressure', 'IGE/UP/1A']) {
      expect(text).not.toContain(absent);
    }

    const pdf = await expectError(
      await send(basic.browser, 'GET', `/api/certificates/${certificate.number}/pdf`),
      403,
    );
    expect(pdf.message).toBe(FEATURE_GATE_MESSAGES.pdfExport);
    const email = await expectError(
      await send(basic.browser, 'POST', `/api/certificates/${certificate.number}/email`, {
        to: 'customer@example.com',
      }),
      403,
    );
    expect(email.message).toBe(FEATURE_GATE_MESSAGES.emailCertificate);
  });

  it('Premium downloads the PDF: the same sections and the engine’s verdict', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await savedDomesticJob(engineer);
    const certificate = await issueCertificate(engineer, job.id);
    const response = await send(
      engineer.browser,
      'GET',
      `/api/certificates/${certificate.number}/pdf`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfToText(Buffer.from(await response.arrayBuffer()));
    for (const expected of [...EXPECTED_TEXT, certificate.number, 'Mrs J Patel', 'PASS']) {
      expect(text).toContain(expected);
    }
  });

  it('the verdict is the engine’s domesticTest verdict: a smell of gas fails it whatever the gauge shows', async () => {
    const engineer = await signUpEngineer(server, 'basic');
    const readings = { ...DOMESTIC_READINGS, smellOfGas: true };
    const job = await createJob(engineer, domesticJobBody());
    await recordTest(
      engineer,
      job.id,
      domesticRecordBody({ actualReadings: readings, actionNote: 'Supply isolated; ECV capped.' }),
    );
    const certificate = await issueCertificate(engineer, job.id);
    const expected = calculate({ ...DOMESTIC_CALCULATION, readings });
    if (!expected.ok) throw new Error('fixture does not calculate');
    expect(expected.output.domesticTest?.verdict.status).toBe('FAIL');
    expect(certificate.overallResult).toBe('FAIL');
    const html = htmlToText(
      await (await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}`)).text(),
    );
    expect(html).toContain('A smell of gas: the test fails whatever the gauge shows.');
    expect(html).toContain('Supply isolated; ECV capped.');
  });

  it('new PE and CSST pipework at a reduced pressure: no perceptible movement, no retest section', async () => {
    const engineer = await signUpEngineer(server, 'basic');
    const readings = { letByPressureReading: 0, actualPressureDrop: 0.1, smellOfGas: false };
    const job = await savedDomesticJob(engineer, DOMESTIC_NEW_PE_CALCULATION, readings);
    const response = await send(engineer.browser, 'POST', '/api/pdf/generate-domestic', {
      jobId: job.id,
    });
    expect(response.status).toBe(200);
    const text = htmlToText(await response.text());
    for (const expected of [
      'PE (SDR 11)',
      'CSST',
      '19 mbar (reduced below 20 mbar)',
      'No perceptible movement (below 0.25 mbar on a water gauge / 0.2 mbar electronic)',
      'Appliances connected No',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Pipework-only Retest');
    const wrongKind = await send(engineer.browser, 'POST', '/api/pdf/generate-commercial', {
      jobId: job.id,
    });
    expect((await expectError(wrongKind, 400)).message).toContain('/api/pdf/generate-domestic');
  });

  it('a Professional engineer’s branding replaces PipeProof’s on the domestic certificate', async () => {
    const engineer = await signUpEngineer(server, 'professional');
    await expectStatus(
      await send(engineer.browser, 'POST', '/api/company-branding', {
        companyName: 'Patel & Sons Heating',
        footerText: 'Gas Safe registered. Thank you for your custom.',
      }),
      200,
    );
    const job = await savedDomesticJob(engineer);
    const certificate = await issueCertificate(engineer, job.id);
    const html = htmlToText(
      await (await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}`)).text(),
    );
    expect(html).toContain('Patel & Sons Heating');
    expect(html).toContain('Gas Safe registered. Thank you for your custom.');
    expect(html).not.toContain('Issued with PipeProof');
    expect(html).toContain('Domestic Gas Tightness Test Certificate');
  });

  it('verifies publicly, with the standard and no customer data', async () => {
    const engineer = await signUpEngineer(server, 'professional');
    const job = await savedDomesticJob(engineer);
    const certificate = await issueCertificate(engineer, job.id);
    const response = await server.browser().get(`/api/verify/${certificate.number}`);
    const verification = CertificateVerificationSchema.parse(await expectStatus(response, 200));
    expect(verification).toMatchObject({
      number: certificate.number,
      standard: 'IGEM/UP/1B Edition 4',
      calculatorType: 'domestic',
      overallResult: 'PASS',
      tests: [{ testName: 'Tightness Test', testResult: 'PASS' }],
    });
    const body = JSON.stringify(verification);
    for (const personal of ['Mrs J Patel', 'Acacia Avenue', 'Kitchen']) {
      expect(body).not.toContain(personal);
    }
    const list = CertificateSummaryListSchema.parse(
      await expectStatus(await send(engineer.browser, 'GET', '/api/certificates'), 200),
    );
    expect(list.map((item) => item.calculatorType)).toEqual(['domestic']);
  });
});

describe('Record Changes: a domestic job’s last record stands (decision 0923)', () => {
  const REPLACED_ONE =
    'An earlier record of this test was replaced by the one above and is not part of its result:';

  it('the certificate judges the last record; the FAIL before it is listed with its action, in the HTML, the PDF and verification', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await createJob(engineer, domesticJobBody());
    await recordTest(
      engineer,
      job.id,
      domesticRecordBody({
        actualReadings: { ...DOMESTIC_READINGS, smellOfGas: true },
        actionNote: 'Remade the joint at the cooker.',
        recordedAt: '2026-11-27T09:40:00.000Z',
      }),
    );
    await recordTest(
      engineer,
      job.id,
      domesticRecordBody({ recordedAt: '2026-11-27T10:05:00.000Z' }),
    );
    const certificate = await issueCertificate(engineer, job.id);
    expect(certificate).toMatchObject({
      tests: [{ testName: 'Tightness Test', testResult: 'PASS' }],
      overallResult: 'PASS',
    });
    const line = 'Recorded 27/11/2026, 09:40: FAIL. Action taken: Remade the joint at the cooker.';
    const html = htmlToText(
      await (await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}`)).text(),
    );
    const pdfResponse = await send(
      engineer.browser,
      'GET',
      `/api/certificates/${certificate.number}/pdf`,
    );
    const pdf = pdfToText(Buffer.from(await pdfResponse.arrayBuffer()));
    for (const text of [html, pdf]) {
      expect(text).toContain(REPLACED_ONE);
      expect(text).toContain(line);
      // The earlier record's smell of gas is not printed as a result of this certificate.
      expect(text).not.toContain('A smell of gas: the test fails whatever the gauge shows.');
      expect(text.split('Pipework-only Retest').length - 1).toBe(1);
    }
    const verification = CertificateVerificationSchema.parse(
      await expectStatus(await server.browser().get(`/api/verify/${certificate.number}`), 200),
    );
    expect(verification).toMatchObject({
      overallResult: 'PASS',
      tests: [{ testName: 'Tightness Test', testResult: 'PASS' }],
    });
  });

  it('a PASS changed to a FAIL gives a FAIL certificate; a record out of scope, once replaced, no longer bars it', async () => {
    const engineer = await signUpEngineer(server, 'basic');
    const job = await savedDomesticJob(engineer);
    const [first] = job.testRecords;
    if (!first) throw new Error('no record saved');
    // As if stored before the limit moved: out of scope now, and replaced by the records below.
    await server.database.db.insert(testRecords).values({
      jobId: job.id,
      clientId: newClientId(),
      testName: 'Tightness Test',
      calculation: DOMESTIC_OVER_LIMIT_CALCULATION,
      actualReadings: DOMESTIC_READINGS,
      results: first.results,
      testResult: 'PASS',
      engineVersion: ENGINE_VERSION,
      recordedAt: new Date(Date.parse(first.recordedAt) + 60_000),
    });
    await recordTest(
      engineer,
      job.id,
      domesticRecordBody({
        actualReadings: { ...DOMESTIC_READINGS, actualPressureDrop: 9 },
        actionNote: 'Capped the cooker point.',
        recordedAt: new Date(Date.parse(first.recordedAt) + 120_000).toISOString(),
      }),
    );
    const certificate = await issueCertificate(engineer, job.id);
    expect(certificate).toMatchObject({
      tests: [{ testName: 'Tightness Test', testResult: 'FAIL' }],
      overallResult: 'FAIL',
    });
    const html = htmlToText(
      await (await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}`)).text(),
    );
    expect(html).toContain(
      'Earlier records of this test were replaced by the one above and are not part of its result:',
    );
    expect(html).toMatch(/Recorded \d\d\/\d\d\/\d{4}, \d\d:\d\d: PASS\. /);
    expect(html).toContain(': no result (outside IGEM/UP/1B).');
    expect(html).toContain('Action taken: Capped the cooker point.');
  });
});

describe('the account export (GET /api/account/export)', () => {
  it('holds the domestic job, its record and its certificate with the certificate’s PDF', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await savedDomesticJob(engineer);
    const certificate = await issueCertificate(engineer, job.id);
    const response = await engineer.browser.get('/api/account/export');
    expect(response.status).toBe(200);
    const files = readZip(new Uint8Array(await response.arrayBuffer()));
    const jobsFile = files.get('jobs.json');
    if (!jobsFile) throw new Error('jobs.json is not in the ZIP');
    const jobs = JobSchema.array().parse(JSON.parse(jobsFile.toString('utf8')));
    expect(jobs).toEqual([job]);
    const stem = `certificates/${certificate.number}`;
    const stored = JSON.parse(files.get(`${stem}.json`)?.toString('utf8') ?? 'null') as unknown;
    expect(stored).toMatchObject({ calculatorType: 'domestic', overallResult: 'PASS' });
    const pdf = files.get(`${stem}.pdf`);
    if (!pdf) throw new Error('the certificate PDF is not in the ZIP');
    expect(pdfToText(pdf)).toContain('Domestic Gas Tightness Test Certificate');
  });
});

describe('above 0.035 m³ there is no domestic certificate (decision 0820 §8)', () => {
  it('a job whose installation is too large is refused with a 400 in words, not a 409 or 500', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await createJob(engineer, domesticJobBody(DOMESTIC_OVER_LIMIT_CALCULATION));
    for (const path of ['/api/certificates', '/api/pdf/generate-domestic']) {
      const error = await expectError(
        await send(engineer.browser, 'POST', path, { jobId: job.id }),
        400,
      );
      expect(error.field).toBe('jobId');
      expect(error.message).toMatch(
        /^This job cannot be certified: IGEM\/UP\/1B does not permit this test: the installation volume of 0\.0357 m³ exceeds its 0\.035 m³ limit\. Use the Commercial Calculator/,
      );
    }
  });

  it('a stored record above the limit (the API never stores one) is refused with a 400 too', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await savedDomesticJob(engineer);
    const [record] = job.testRecords;
    if (!record) throw new Error('no record saved');
    // As if the engine's limit had moved since: the record's calculation is now out of scope.
    const over = { ...DOMESTIC_OVER_LIMIT_CALCULATION, readings: DOMESTIC_READINGS };
    await server.database.db.insert(testRecords).values({
      jobId: job.id,
      clientId: newClientId(),
      testName: 'Tightness Test',
      calculation: over,
      actualReadings: DOMESTIC_READINGS,
      results: record.results,
      testResult: 'PASS',
      engineVersion: ENGINE_VERSION,
    });
    const error = await expectError(
      await send(engineer.browser, 'POST', '/api/certificates', { jobId: job.id }),
      400,
    );
    expect(error.message).toContain('This job cannot be certified: IGEM/UP/1B does not permit');
  });
});
