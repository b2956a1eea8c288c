import { beforeEach, describe, expect, it } from 'vitest';
import { getOutbox, OUTBOX_STORAGE_KEY, reloadOutboxForTests, updateOutbox } from './outbox-store';
import { EMPTY_OUTBOX, enqueueJobSave } from './outbox';
import type { CreateJobRequestBody } from '@pipeproof/contracts';

beforeEach(() => {
  localStorage.clear();
  reloadOutboxForTests();
});

const entry = {
  id: 'e1',
  kind: 'save-job',
  jobClientId: 'job-1',
  body: { clientId: 'job-1' } as unknown as CreateJobRequestBody,
} as const;

describe('the outbox kept on this device', () => {
  it('comes back as it was stored', () => {
    updateOutbox((state) => ({
      ...enqueueJobSave(state, entry),
      jobIds: { 'job-0': 'server-0' },
    }));
    reloadOutboxForTests();
    expect(getOutbox()).toEqual({ entries: [entry], jobIds: { 'job-0': 'server-0' } });
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
  ])('starts empty when what is stored is %s', (_label, raw) => {
    localStorage.setItem(OUTBOX_STORAGE_KEY, raw);
    expect(getOutbox()).toEqual(EMPTY_OUTBOX);
  });
});
