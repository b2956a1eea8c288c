import { describe, expect, it } from 'vitest';
import type { SaveStatus } from './describe-save-status';
import {
  assessCertificateReadiness,
  CERTIFICATE_NOT_READY,
  type CertificateReadiness,
} from './assess-certificate-readiness';

const READY: CertificateReadiness = { notReady: null, isWaiting: false };
const WAIT: CertificateReadiness = { notReady: null, isWaiting: true };
const not = (notReady: string): CertificateReadiness => ({ notReady, isWaiting: false });

describe('assessCertificateReadiness', () => {
  it.each<[SaveStatus, boolean, CertificateReadiness]>([
    ['Saved to your account', true, READY],
    ['Saved to your account', false, WAIT],
    ['Saving to your account…', true, WAIT],
    ['Saving to your account…', false, WAIT],
    // Pressed without signal: held until the sync reaches the account, then issued (0440).
    ['Waiting for connection', true, WAIT],
    ['Waiting for connection', false, WAIT],
    ['Saved on this device', true, not(CERTIFICATE_NOT_READY.notOnAccount)],
    ['Saved on this device', false, WAIT],
    ['Not saved: this browser is blocking storage', true, not(CERTIFICATE_NOT_READY.notOnAccount)],
    ['Not saved: this browser is blocking storage', false, not(CERTIFICATE_NOT_READY.notOnAccount)],
    // A refusal of this job's save is listed (0920).
    ['Not saved to your account', true, not(CERTIFICATE_NOT_READY.refused)],
    ['Not saved to your account', false, not(CERTIFICATE_NOT_READY.refused)],
  ])('%s, recorded %s', (status, isRecorded, expected) => {
    expect(assessCertificateReadiness(status, 'PASS', isRecorded)).toEqual(expected);
    expect(assessCertificateReadiness(status, 'FAIL', isRecorded)).toEqual(expected);
  });

  it('a result without its verdict cannot be certified, whatever the save status', () => {
    expect(assessCertificateReadiness('Saved to your account', 'PENDING', false)).toEqual(
      not(CERTIFICATE_NOT_READY.pending),
    );
  });

  it('the completed-tests list (no live verdict) is ready once the account has the job', () => {
    expect(assessCertificateReadiness('Saved to your account', null, true)).toEqual(READY);
  });

  it('a refused save of the job still listed holds the certificate back, whatever the save status (0920)', () => {
    const statuses: SaveStatus[] = [
      'Saved to your account',
      'Saving to your account…',
      'Waiting for connection',
      'Saved on this device',
    ];
    for (const status of statuses) {
      for (const isRecorded of [true, false]) {
        expect(assessCertificateReadiness(status, 'PASS', isRecorded, true)).toEqual(
          not(CERTIFICATE_NOT_READY.refused),
        );
      }
    }
    expect(assessCertificateReadiness('Saved to your account', null, true, true)).toEqual(
      not(CERTIFICATE_NOT_READY.refused),
    );
  });
});
