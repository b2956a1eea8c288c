import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A job as the calculators send it to `POST /api/jobs` (the contracts' SaveJobRequest). */
export interface JobToSave {
  calculatorType: 'commercial' | 'industrial' | 'domestic';
  jobDetails: Record<string, string>;
  calculation: Record<string, unknown>;
  siteName?: string;
}

/**
 * Saves a job through the API the calculators use, signed in as the page's engineer, and — given
 * a tightness drop — a 'Tightness Test' record with it. Returns the job's id.
 */
export async function saveJobThroughApi(
  page: Page,
  job: JobToSave,
  tightnessDropMbar?: number,
): Promise<string> {
  const headers = { Origin: new URL(page.url()).origin };
  const saved = await page.request.post('/api/jobs', {
    headers,
    data: { clientId: randomUUID(), ...job },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  if (tightnessDropMbar !== undefined) {
    const record = await page.request.post(`/api/jobs/${id}/test-records`, {
      headers,
      data: {
        clientId: randomUUID(),
        testName: 'Tightness Test',
        calculation: job.calculation,
        actualReadings: { actualPressureDrop: tightnessDropMbar },
      },
    });
    expect(record.status(), await record.text()).toBe(201);
  }
  return id;
}
