import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CertificateSummaryListSchema,
  CertificateVerificationSchema,
  FEATURE_GATE_MESSAGES,
  JobSchema,
  type JobCalculationBody,
} from '@pipeproof/contracts';
import { calculate, ENGINE_VERSION } from '@pipeproof/engine';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { certificates } from '../src/db/schema';
import { setUserTier } from '../src/modules/users/set-user-tier';
import {
  EXISTING_TIGHTNESS_CALCULATION,
  STRENGTH_CALCULATION,
  TIGHTNESS_CALCULATION,
  type Engineer,
  createJob,
  expectError,
  expectStatus,
  issueCertificate,
  issuedCertificate,
  jobBody,
  newClientId,
  recordTest,
  savedJobWithRecord,
  send,
  signUpEngineer,
  testRecordBody,
} from './support/job-fixtures';
import { useTestApp } from './support/use-test-app';

/**
 * Certificates over HTTP on a real database (decision 0430): issued by the server from the saved job,
 * printed as HTML from Basic, downloaded as PDF from Premium, verified publicly without customer
 * data, kept when the job is deleted.
 */

const workDir = mkdtempSync(join(tmpdir(), 'pipeproof-cert-http-'));

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

describe('issuing a certificate', () => {
  it('prints the server’s own figures, and a re-issue of the same records is the same certificate', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await savedJobWithRecord(engineer);
    const certificate = await issueCertificate(engineer, job.id);
    expect(certificate).toMatchObject({
      jobId: job.id,
      calculatorType: 'commercial',
      jobNumber: job.jobDetails.jobNumber,
      customerName: job.jobDetails.customerName,
      tests: [{ testName: 'Strength Test', testResult: 'PASS' }],
      overallResult: 'PASS',
      engineVersion: ENGINE_VERSION,
    });
    expect(certificate.number).toMatch(/^PP-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect((await issueCertificate(engineer, job.id, 200)).number).toBe(certificate.number);

    const expected = calculate({
      ...STRENGTH_CALCULATION,
      calculatorType: 'commercial',
      readings: { actualPressureDrop: 1 },
    });
    if (!expected.ok) throw new Error('fixture does not calculate');
    const stp = `${expected.output.strengthTest?.testPressureMbar} mbar`;

    const html = await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const htmlText = await html.text();
    expect(htmlText).toContain(stp);
    expect(htmlText).toContain(`/verify/${certificate.number}`);

    const pdf = await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfToText(Buffer.from(await pdf.arrayBuffer()));
    for (const value of [certificate.number, job.jobDetails.customerName, stp, 'PASS']) {
      expect(text).toContain(value);
    }

    const list = CertificateSummaryListSchema.parse(
      await expectStatus(await send(engineer.browser, 'GET', '/api/certificates'), 200),
    );
    expect(list.map((item) => item.number)).toEqual([certificate.number]);
  });

  it('a new test on the job gives a new certificate; the old one is unchanged', async () => {
    const engineer = await signUpEngineer(server, 'basic');
    const job = await savedJobWithRecord(engineer);
    const first = await issueCertificate(engineer, job.id);
    await expectStatus(
      await send(
        engineer.browser,
        'POST',
        `/api/jobs/${job.id}/test-records`,
        testRecordBody({ actualReadings: { actualPressureDrop: 40 } }),
      ),
      201,
    );
    const second = await issueCertificate(engineer, job.id);
    expect(second.number).not.toBe(first.number);
    expect(second.overallResult).toBe('FAIL');
    const again = await send(engineer.browser, 'GET', `/api/certificates/${first.number}`);
    expect(await again.text()).not.toContain('FAIL');
  });

  it('serves the product.md §7 HTML certificate from the payload’s saved job, never its figures', async () => {
    const engineer = await signUpEngineer(server, 'basic');
    const job = await savedJobWithRecord(engineer);
    const response = await send(engineer.browser, 'POST', '/api/pdf/generate-commercial', {
      jobId: job.id,
      testPressure: 9999,
      strengthTestResult: 'PASS',
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<!doctype html>');
    expect(html).not.toContain('9999');
    const wrongKind = await send(engineer.browser, 'POST', '/api/pdf/generate-industrial', {
      jobId: job.id,
    });
    expect((await expectError(wrongKind, 400)).field).toBe('jobId');
  });
});

describe('tier rules and ownership', () => {
  it('Free cannot print or issue; Basic cannot download the PDF (403 with the messages of product.md)', async () => {
    const free = await signUpEngineer(server, 'free');
    const freeJob = await savedJobWithRecord(free);
    const refused = await expectError(
      await send(free.browser, 'POST', '/api/certificates', { jobId: freeJob.id }),
      403,
    );
    expect(refused).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      upgradeRequired: true,
      message: FEATURE_GATE_MESSAGES.printReport,
    });

    const basic = await signUpEngineer(server, 'basic');
    const certificate = await issuedCertificate(basic);
    const pdf = await expectError(
      await send(basic.browser, 'GET', `/api/certificates/${certificate.number}/pdf`),
      403,
    );
    expect(pdf.message).toBe(FEATURE_GATE_MESSAGES.pdfExport);
  });

  it('another user’s job or certificate is a 404; signed out is a 401', async () => {
    const owner = await signUpEngineer(server, 'premium');
    const other = await signUpEngineer(server, 'premium');
    const job = await savedJobWithRecord(owner);
    const certificate = await issueCertificate(owner, job.id);
    await expectError(
      await send(other.browser, 'POST', '/api/certificates', { jobId: job.id }),
      404,
    );
    for (const path of [
      `/api/certificates/${certificate.number}`,
      `/api/certificates/${certificate.number}/pdf`,
    ]) {
      await expectError(await send(other.browser, 'GET', path), 404);
      await expectError(await server.browser().get(path), 401);
    }
    const others = CertificateSummaryListSchema.parse(
      await expectStatus(await send(other.browser, 'GET', '/api/certificates'), 200),
    );
    expect(others).toEqual([]);
  });

  it('refuses bad input with 400 and an empty job with 409', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const bad = await expectError(
      await send(engineer.browser, 'POST', '/api/certificates', { jobId: 'not-a-uuid' }),
      400,
    );
    expect(bad.field).toBe('jobId');
    await expectError(await send(engineer.browser, 'POST', '/api/certificates', [1, 2]), 400);
    const empty = JobSchema.parse(
      await expectStatus(
        await send(
          engineer.browser,
          'POST',
          '/api/jobs',
          jobBody({ calculation: EXISTING_TIGHTNESS_CALCULATION }),
        ),
        201,
      ),
    );
    const conflict = await expectError(
      await send(engineer.browser, 'POST', '/api/certificates', { jobId: empty.id }),
      409,
    );
    expect(conflict.message).toMatch(/at least one completed test/);
    await expectError(await send(engineer.browser, 'GET', '/api/certificates/nonsense'), 404);
  });
});

describe('public verification', () => {
  it('confirms a certificate without customer data, and survives the job’s deletion', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await savedJobWithRecord(engineer);
    const certificate = await issueCertificate(engineer, job.id);
    await expectStatus(await send(engineer.browser, 'DELETE', `/api/jobs/${job.id}`), 204);

    const anyone = server.browser();
    const response = await anyone.get(`/api/verify/${certificate.number.toLowerCase()}`);
    const verification = CertificateVerificationSchema.parse(await expectStatus(response, 200));
    expect(verification).toMatchObject({
      number: certificate.number,
      standard: 'IGE/UP/1A',
      issuerName: 'PipeProof',
      overallResult: 'PASS',
      tests: [{ testName: 'Strength Test', testResult: 'PASS' }],
    });
    const body = JSON.stringify(verification);
    for (const personal of [job.jobDetails.customerName, job.jobDetails.location, 'Bakery']) {
      expect(body).not.toContain(personal);
    }
    await expectError(await anyone.get('/api/verify/PP-2026-0000-0000'), 404);
    await expectError(await anyone.get('/api/verify/%3Cscript%3E'), 404);

    // The owner still has it after the job went.
    const html = await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}`);
    expect(html.status).toBe(200);
  });
});

describe('certificates stored by earlier versions', () => {
  it('one whose signature carries `typedSignature: null` still prints, downloads and verifies', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await savedJobWithRecord(engineer);
    const certificate = await issueCertificate(engineer, job.id);
    const { db } = server.database;
    const where = eq(certificates.number, certificate.number);
    const [row] = await db.select().from(certificates).where(where);
    if (!row) throw new Error('certificate not stored');
    expect(row.content.document.signature).not.toHaveProperty('typedSignature');
    // As every certificate was stored before the field went (decision 0705: always null).
    const { document } = row.content;
    const legacy = {
      ...row.content,
      document: { ...document, signature: { ...document.signature, typedSignature: null } },
    };
    await db.update(certificates).set({ content: legacy }).where(where);

    const html = await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain(job.jobDetails.engineerName);
    const pdf = await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdfToText(Buffer.from(await pdf.arrayBuffer()))).toContain(job.jobDetails.engineerName);
    const verification = CertificateVerificationSchema.parse(
      await expectStatus(await server.browser().get(`/api/verify/${certificate.number}`), 200),
    );
    expect(verification.overallResult).toBe('PASS');
    const list = CertificateSummaryListSchema.parse(
      await expectStatus(await send(engineer.browser, 'GET', '/api/certificates'), 200),
    );
    expect(list.map((item) => item.number)).toEqual([certificate.number]);
    // A re-issue of the same records is still that certificate.
    expect((await issueCertificate(engineer, job.id, 200)).number).toBe(certificate.number);
  });
});

describe('white label', () => {
  it('a Professional engineer’s certificate carries the company, not PipeProof', async () => {
    const engineer = await signUpEngineer(server, 'professional');
    await expectStatus(
      await send(engineer.browser, 'POST', '/api/company-branding', {
        companyName: 'Acme Gas Services Ltd',
        companyAddress: '1 Test Road, York',
        footerText: 'Acme Gas Services Ltd, registered in England.',
        primaryColor: '#aa3300',
      }),
      200,
    );
    const certificate = await issuedCertificate(engineer);
    const pdf = await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}/pdf`);
    const text = pdfToText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Acme Gas Services Ltd');
    expect(text).toContain('1 Test Road, York');
    expect(text).not.toContain('PipeProof');
    const html = await (
      await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}`)
    ).text();
    expect(html).toContain('#aa3300');
    const verification = CertificateVerificationSchema.parse(
      await expectStatus(await server.browser().get(`/api/verify/${certificate.number}`), 200),
    );
    expect(verification.issuerName).toBe('Acme Gas Services Ltd');
  });

  it('a Premium engineer’s certificate is PipeProof’s, even with branding saved before a downgrade', async () => {
    const engineer = await signUpEngineer(server, 'professional');
    await expectStatus(
      await send(engineer.browser, 'POST', '/api/company-branding', { companyName: 'Old Co Ltd' }),
      200,
    );
    await setUserTier(server.database.db, engineer.email, 'premium');
    const certificate = await issuedCertificate(engineer);
    const html = await (
      await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}`)
    ).text();
    expect(html).not.toContain('Old Co Ltd');
    expect(html).toContain('PipeProof');
  });
});

describe('only where the standard applies as entered (decision 0890)', () => {
  const OVER_40_MBAR = {
    ...TIGHTNESS_CALCULATION,
    project: { ...TIGHTNESS_CALCULATION.project, maxOperatingPressure: 500 },
  };
  /** 150 mm steel, 45 m: IV 0.99 m³, a 34-minute test, longer than a water gauge may be used for. */
  const LONGER_THAN_THE_GAUGE = {
    ...TIGHTNESS_CALCULATION,
    pipeConfigurations: [{ material: 'steel' as const, nominalSize: 150, length: 45 }],
    meterConfigurations: [],
  };

  /** A tightness test of `calculation` recorded on the job, with no drop. */
  function recordTightnessTest(engineer: Engineer, jobId: string, calculation: JobCalculationBody) {
    return recordTest(
      engineer,
      jobId,
      testRecordBody({
        testName: 'Tightness Test',
        calculation,
        actualReadings: { actualPressureDrop: 0 },
      }),
    );
  }

  it('an operating pressure above IGE/UP/1A’s 40 mbar: the test is saved, no certificate, the engine’s words', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await createJob(engineer, jobBody({ calculation: OVER_40_MBAR }));
    await recordTightnessTest(engineer, job.id, OVER_40_MBAR);
    for (const path of ['/api/certificates', '/api/pdf/generate-commercial']) {
      const error = await expectError(
        await send(engineer.browser, 'POST', path, { jobId: job.id }),
        400,
      );
      expect(error).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'jobId',
        message:
          'This job cannot be certified: The operating pressure of 500 mbar exceeds the 40 mbar limit of IGE/UP/1A. Use the Industrial Calculator (IGE/UP/1).',
      });
    }
    const listed = CertificateSummaryListSchema.parse(
      await expectStatus(await send(engineer.browser, 'GET', '/api/certificates'), 200),
    );
    expect(listed).toEqual([]);
  });

  it('a record whose test ran longer than its gauge may be used for is refused, whatever the job now says', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await createJob(engineer, jobBody({ calculation: TIGHTNESS_CALCULATION }));
    await recordTightnessTest(engineer, job.id, LONGER_THAN_THE_GAUGE);
    const error = await expectError(
      await send(engineer.browser, 'POST', '/api/certificates', { jobId: job.id }),
      400,
    );
    expect(error.message).toBe(
      'This job cannot be certified: The 34-minute test is longer than the 30-minute maximum for the chosen gauge (Water gauge, GRM 0.5 mbar): use a more sensitive gauge (Electronic gauge (2 decimal places), GRM 0.1 mbar).',
    );
  });

  it('a certificate already issued for the records is printed again, though the job changed since', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const body = jobBody({ calculation: TIGHTNESS_CALCULATION });
    const job = await createJob(engineer, body);
    await recordTightnessTest(engineer, job.id, TIGHTNESS_CALCULATION);
    const certificate = await issueCertificate(engineer, job.id);
    const { clientId: _clientId, ...rest } = body;
    await expectStatus(
      await send(engineer.browser, 'PUT', `/api/jobs/${job.id}`, {
        ...rest,
        calculation: OVER_40_MBAR,
      }),
      200,
    );
    expect((await issueCertificate(engineer, job.id, 200)).number).toBe(certificate.number);
  });
});
