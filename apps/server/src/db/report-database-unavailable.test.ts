import { describe, expect, it } from 'vitest';
import {
  OUTAGE_REPORT_INTERVAL_MS,
  reportDatabaseUnavailable,
  type WarnLogger,
} from './report-database-unavailable';

describe('reportDatabaseUnavailable', () => {
  it('warns once per interval while the outage lasts, naming the cause without a stack', () => {
    const lines: { context: object; message: string }[] = [];
    const logger: WarnLogger = { warn: (context, message) => lines.push({ context, message }) };
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const wrapped = new Error('Failed query: select secret from users', { cause: refused });
    const start = 1_000_000_000;

    for (let request = 0; request < 50; request += 1) {
      reportDatabaseUnavailable(logger, wrapped, start + request * 100);
    }
    reportDatabaseUnavailable(logger, wrapped, start + OUTAGE_REPORT_INTERVAL_MS + 1);

    expect(lines).toEqual([
      {
        context: { cause: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432' },
        message: 'Database unavailable: answering 503 with Retry-After until it is back',
      },
      {
        context: { cause: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432', repeats: 49 },
        message: 'Database unavailable: answering 503 with Retry-After until it is back',
      },
    ]);
  });
});
