import { ApiErrorBodySchema, type CertificateSummary } from '@pipeproof/contracts';
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { certificates } from '../src/db/schema';
import { purgeExpiredCertificates } from '../src/modules/certificates/purge-expired-certificates';
import { startCertificatePurgeSchedule } from '../src/modules/certificates/purge-schedule';
import { issuedCertificate, send, signUpEngineer, type Engineer } from './support/job-fixtures';
import { useTestApp } from './support/use-test-app';

/**
 * Certificates are kept 6 years after their account closes, then purged (Privacy Policy;
 * decision 0432): account deletion stamps the closing time, purgeExpiredCertificates deletes
 * what is over six calendar years old, never a certificate of an account that still exists.
 */

const server = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same instant `years` calendar years later, UTC; 29 February → 28 February. */
function addCalendarYears(date: Date, years: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCFullYear(date.getUTCFullYear() + years);
  if (moved.getUTCMonth() !== date.getUTCMonth()) moved.setUTCDate(0);
  return moved;
}

const plusMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** A Basic engineer with a saved job, a strength test and its certificate. */
async function engineerWithCertificate(): Promise<{
  engineer: Engineer;
  certificate: CertificateSummary;
}> {
  const engineer = await signUpEngineer(server, 'basic');
  return { engineer, certificate: await issuedCertificate(engineer) };
}

async function deleteAccount(engineer: Engineer): Promise<void> {
  const response = await engineer.browser.post('/api/auth/delete-user', {
    password: engineer.password,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function rowOf(number: string) {
  const [row] = await server.database.db
    .select({
      userId: certificates.userId,
      accountClosedAt: certificates.accountClosedAt,
    })
    .from(certificates)
    .where(eq(certificates.number, number));
  return row ?? null;
}

async function setClosedAt(numbers: string[], closedAt: Date | null): Promise<void> {
  await server.database.db
    .update(certificates)
    .set({ accountClosedAt: closedAt })
    .where(inArray(certificates.number, numbers));
}

/** The purge at a given time, on the test server's database. */
function purge(now: Date) {
  return purgeExpiredCertificates(server.database.db, now);
}

async function verify(number: string): Promise<Response> {
  return server.browser().get(`/api/verify/${number}`);
}

describe('account deletion starts the six years', () => {
  it('stamps the closing time while the user is still linked, then the link goes', async () => {
    const { engineer, certificate } = await engineerWithCertificate();
    expect(await rowOf(certificate.number)).toEqual({
      userId: engineer.id,
      accountClosedAt: null,
    });

    const before = new Date();
    await deleteAccount(engineer);
    const after = new Date();

    const row = await rowOf(certificate.number);
    expect(row?.userId).toBeNull();
    expect(row?.accountClosedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(row?.accountClosedAt?.getTime()).toBeLessThanOrEqual(after.getTime());
    // Still verifiable by anyone holding the link.
    expect((await verify(certificate.number)).status).toBe(200);
  });
});

describe('purgeExpiredCertificates', () => {
  it('keeps a certificate 6 years minus a day and exactly 6 years; purges it 6 years plus a day', async () => {
    const { engineer, certificate } = await engineerWithCertificate();
    await deleteAccount(engineer);
    const closedAt = (await rowOf(certificate.number))?.accountClosedAt;
    if (!closedAt) throw new Error('no closing time was stamped');
    const sixYears = addCalendarYears(closedAt, 6);

    const early = await purge(plusMs(sixYears, -DAY_MS));
    expect(early.cutoff.getTime()).toBe(plusMs(closedAt, -DAY_MS).getTime());
    expect(await rowOf(certificate.number)).not.toBeNull();

    // Exactly six years: not yet "more than" six; the next daily run removes it.
    await purge(sixYears);
    expect(await rowOf(certificate.number)).not.toBeNull();
    expect((await verify(certificate.number)).status).toBe(200);

    const late = await purge(plusMs(sixYears, DAY_MS));
    expect(late.removedCount).toBeGreaterThanOrEqual(1);
    expect(await rowOf(certificate.number)).toBeNull();

    // /verify then answers exactly as for a number that never existed.
    const purged = await verify(certificate.number);
    const unknown = await verify('PP-2026-0000-0000');
    expect(purged.status).toBe(404);
    expect(unknown.status).toBe(404);
    const body = ApiErrorBodySchema.parse(await purged.json());
    expect(body).toEqual({ code: 'NOT_FOUND', message: 'Certificate not found.' });
    expect(ApiErrorBodySchema.parse(await unknown.json())).toEqual(body);
  });

  it('never purges the certificate of an account that still exists, however old', async () => {
    const { engineer, certificate } = await engineerWithCertificate();
    const farFuture = addCalendarYears(new Date(), 100);
    await purge(farFuture);
    expect(await rowOf(certificate.number)).toMatchObject({ userId: engineer.id });

    // As a deletion that failed after stamping would leave it: stamped long ago, still linked.
    const longAgo = addCalendarYears(new Date(), -10);
    await setClosedAt([certificate.number], longAgo);
    await purge(new Date());
    expect(await rowOf(certificate.number)).toEqual({
      userId: engineer.id,
      accountClosedAt: longAgo,
    });
    const html = await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}`);
    expect(html.status).toBe(200);

    // A later, successful deletion stamps it again: its six years start now, not ten years ago.
    const before = new Date();
    await deleteAccount(engineer);
    const row = await rowOf(certificate.number);
    expect(row?.userId).toBeNull();
    expect(row?.accountClosedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    await purge(new Date());
    expect(await rowOf(certificate.number)).not.toBeNull();
  });

  it('gives a closing date of "now" to a certificate that lost its account without one', async () => {
    const { engineer, certificate } = await engineerWithCertificate();
    await deleteAccount(engineer);
    // Issued while the account was being deleted: the stamp missed it.
    await setClosedAt([certificate.number], null);
    const now = addCalendarYears(new Date(), 20);
    const result = await purge(now);
    expect(result.datedCount).toBeGreaterThanOrEqual(1);
    expect(await rowOf(certificate.number)).toEqual({ userId: null, accountClosedAt: now });
    await purge(plusMs(addCalendarYears(now, 6), DAY_MS));
    expect(await rowOf(certificate.number)).toBeNull();
  });

  it('several purges at once delete each expired certificate once, without error', async () => {
    const issued = await Promise.all([1, 2, 3].map(() => engineerWithCertificate()));
    for (const { engineer } of issued) await deleteAccount(engineer);
    const numbers = issued.map(({ certificate }) => certificate.number);
    await setClosedAt(numbers, addCalendarYears(new Date(), -7));

    // Earlier tests purged their own; only these three are over six years old now.
    const now = new Date();
    const results = await Promise.all([1, 2, 3, 4].map(() => purge(now)));
    expect(results.reduce((sum, result) => sum + result.removedCount, 0)).toBe(3);
    for (const number of numbers) expect(await rowOf(number)).toBeNull();
  });
});

describe('the daily purge schedule', () => {
  it('purges at start and then on every tick, until stopped', async () => {
    const logger = pino({ level: 'silent' });
    const expiredCertificate = async () => {
      const { engineer, certificate } = await engineerWithCertificate();
      await deleteAccount(engineer);
      await setClosedAt([certificate.number], addCalendarYears(new Date(), -7));
      return certificate.number;
    };
    const purged = (number: string) =>
      vi.waitFor(async () => expect(await rowOf(number)).toBeNull(), { timeout: 10_000 });
    const CHECK_EVERY_MS = 60_000;

    const atStart = await expiredCertificate();
    // The schedule's ticks are driven by hand; the database's clock stays real (a run is due once
    // 1 ms has passed since the last one).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const schedule = startCertificatePurgeSchedule({
        db: server.database.db,
        logger,
        intervalMs: 1,
        checkEveryMs: CHECK_EVERY_MS,
      });
      try {
        await purged(atStart);
        const next = await expiredCertificate();
        vi.advanceTimersByTime(CHECK_EVERY_MS);
        await purged(next);
      } finally {
        await schedule.stop();
      }
      // Stopped: no timer is left to tick, however long it waits.
      expect(vi.getTimerCount()).toBe(0);
      const afterStop = await expiredCertificate();
      vi.advanceTimersByTime(10 * CHECK_EVERY_MS);
      expect(await rowOf(afterStop)).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
