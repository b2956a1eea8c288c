import type { EngineWarning } from '@pipeproof/engine';
import { describe, expect, it } from 'vitest';
import { describeCertificateBar } from './certificate-bar';

const INFO: EngineWarning = { code: 'MOP_ASSUMED', severity: 'info', message: 'MOP assumed.' };
const WARNING: EngineWarning = {
  code: 'COMMERCIAL_PRESSURE_EXCEEDED',
  severity: 'warning',
  message: 'Above 40 mbar.',
};
const BLOCKING: EngineWarning = {
  code: 'COMMERCIAL_VOLUME_EXCEEDED',
  severity: 'blocking',
  message: 'Above 1 m³.',
};

describe('describeCertificateBar (decisions 0890, 0892)', () => {
  it('a note for the engineer’s attention never bars a certificate', () => {
    expect(describeCertificateBar([])).toBeNull();
    expect(describeCertificateBar([INFO])).toBeNull();
  });

  it('a blocking notice is named before a warning, whatever the order', () => {
    expect(describeCertificateBar([INFO, WARNING, BLOCKING])).toBe(
      'This job cannot be certified: Above 1 m³.',
    );
    expect(describeCertificateBar([INFO, WARNING])).toBe(
      'This job cannot be certified: Above 40 mbar.',
    );
  });
});
