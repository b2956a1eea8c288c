import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateJobRequestBody, CreateTestRecordRequestBody } from '@pipeproof/contracts';
import { DEVICE_OWNER } from '../../../lib/device/device-storage';
import { rememberAccount } from '../../../lib/device/test-support/remember-account';
import { readUnsentResults } from '../../../lib/device/unsent-results';
import { EMPTY_OUTBOX, enqueueJobSave, enqueueTestRecord } from './outbox';
import { adoptUnownedOutbox, getOutbox, outboxStorageKey, updateOutbox } from './outbox-store';

beforeEach(() => localStorage.clear());

const entry = {
  id: 'e1',
  kind: 'save-job',
  jobClientId: 'job-1',
  body: { clientId: 'job-1' } as unknown as CreateJobRequestBody,
} as const;

const record = (id: string) =>
  ({
    id,
    kind: 'save-test-record',
    jobClientId: 'job-1',
    body: { clientId: id } as unknown as CreateTestRecordRequestBody,
  }) as const;

describe('an account’s outbox kept on this device', () => {
  it('comes back as it was stored, under that account', () => {
    rememberAccount('ada');
    updateOutbox('ada', (state) => ({
      ...enqueueJobSave(state, entry),
      jobIds: { 'job-0': 'server-0' },
    }));
    expect(JSON.parse(localStorage.getItem(outboxStorageKey('ada')) ?? '')).toMatchObject({
      version: 1,
      entries: [entry],
    });
    expect(getOutbox('ada')).toEqual({
      entries: [entry],
      jobIds: { 'job-0': 'server-0' },
      rejected: [],
    });
  });

  it('counts the results waiting, beside the sealable work', () => {
    rememberAccount('ada');
    updateOutbox('ada', (state) =>
      enqueueTestRecord(
        enqueueTestRecord(enqueueJobSave(state, entry), record('r1')),
        record('r2'),
      ),
    );
    expect(readUnsentResults('ada')).toBe(2);
    updateOutbox('ada', () => EMPTY_OUTBOX);
    expect(readUnsentResults('ada')).toBe(0);
  });

  it('is never changed for an account that is not the one open on the device', () => {
    rememberAccount('bob');
    expect(updateOutbox('ada', (state) => enqueueJobSave(state, entry))).toEqual(EMPTY_OUTBOX);
    expect(localStorage.getItem(outboxStorageKey('ada'))).toBeNull();
    expect(getOutbox('bob')).toEqual(EMPTY_OUTBOX);
  });

  it('does not exist for the device itself: signed-out visitors send nothing', () => {
    expect(updateOutbox(DEVICE_OWNER, (state) => enqueueJobSave(state, entry))).toBe(EMPTY_OUTBOX);
    expect(getOutbox(DEVICE_OWNER)).toBe(EMPTY_OUTBOX);
  });

  it('takes in the outbox kept before outboxes had owners, for the account open now', () => {
    localStorage.setItem(
      'pipeproof.outbox.v1',
      JSON.stringify({ version: 1, entries: [entry], jobIds: { 'job-0': 'server-0' } }),
    );
    adoptUnownedOutbox('ada');
    expect(localStorage.getItem('pipeproof.outbox.v1')).not.toBeNull();
    rememberAccount('ada');
    adoptUnownedOutbox('ada');
    expect(getOutbox('ada')).toEqual({
      entries: [entry],
      jobIds: { 'job-0': 'server-0' },
      rejected: [],
    });
    expect(localStorage.getItem('pipeproof.outbox.v1')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 2, entries: [], jobIds: {} })],
    [
      'an unknown kind',
      JSON.stringify({ version: 1, entries: [{ ...entry, kind: 'x' }], jobIds: {} }),
    ],
    [
      'a body that is not an object',
      JSON.stringify({ version: 1, entries: [{ ...entry, body: 'x' }], jobIds: {} }),
    ],
    ['a job id that is not text', JSON.stringify({ version: 1, entries: [], jobIds: { a: 1 } })],
    [
      'a refused save without its reason',
      JSON.stringify({ version: 1, entries: [], jobIds: {}, rejected: [{ entry }] }),
    ],
  ])('starts empty when what is stored is %s', (_label, raw) => {
    rememberAccount('ada');
    localStorage.setItem(outboxStorageKey('ada'), raw);
    expect(getOutbox('ada')).toEqual(EMPTY_OUTBOX);
  });
});
