import { screen, within } from '@testing-library/react';
import { CertificateSummarySchema, JobSchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { cookieJar } from '../../../../test/setup-api';
import { postJson as post } from '../../../../test/server-fetch';

/** A real certificate, issued by the real server for a Basic engineer's saved strength test. */
async function issueCertificate(): Promise<string> {
  signInAs('basic');
  const job = JobSchema.parse(
    await post('/api/jobs', {
      clientId: crypto.randomUUID(),
      calculatorType: 'commercial',
      jobDetails: {
        jobNumber: 'VERIFY-1',
        customerName: 'Private Customer Name',
        engineerName: 'Sam Fitter',
        gasSafeNumber: '123456',
        location: '1 Secret Street',
      },
      calculation: {
        project: { installationType: 'new', operationType: 'Strength Test' },
        pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
      },
    }),
  );
  await post(`/api/jobs/${job.id}/test-records`, {
    clientId: crypto.randomUUID(),
    testName: 'Strength Test',
    calculation: {
      project: { installationType: 'new', operationType: 'Strength Test' },
      pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
    },
    actualReadings: { actualPressureDrop: 1 },
  });
  const certificate = CertificateSummarySchema.parse(
    await post('/api/certificates', { jobId: job.id }),
  );
  cookieJar.clear();
  return certificate.number;
}

describe('/verify/:number', () => {
  it('confirms a real certificate to anyone, without the customer’s details', async () => {
    const number = await issueCertificate();
    renderApp(`/verify/${number.toLowerCase()}`);
    expect(
      await screen.findByText('This certificate was issued through PipeProof.'),
    ).toBeInTheDocument();
    expect(screen.getByText(number)).toBeInTheDocument();
    expect(screen.getByText('IGE/UP/1A')).toBeInTheDocument();
    const tests = screen.getByRole('list', { name: 'Tests on this certificate' });
    expect(within(tests).getByText('Strength Test')).toBeInTheDocument();
    expect(within(tests).getByRole('status')).toHaveTextContent('PASS');
    expect(screen.queryByText(/Private Customer Name|1 Secret Street/)).not.toBeInTheDocument();
  });

  it('says plainly when no certificate has that number', async () => {
    renderApp('/verify/PP-2026-0000-0000');
    expect(await screen.findByText('Certificate not found')).toBeInTheDocument();
    expect(screen.getByText(/No certificate has the number PP-2026-0000-0000/)).toBeInTheDocument();
  });

  it('a number no certificate could have (the server refuses it as malformed) is not found either', async () => {
    const junk = 'X'.repeat(150);
    renderApp(`/verify/${junk}`);
    expect(await screen.findByText('Certificate not found')).toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  });

  it('looks up a typed number', async () => {
    const { user, currentPath } = renderApp('/verify');
    await user.type(await screen.findByLabelText('Certificate number'), 'pp-2026-abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(currentPath()).toBe('/verify/PP-2026-ABCD-EFGH');
    expect(await screen.findByText('Certificate not found')).toBeInTheDocument();
  });
});
