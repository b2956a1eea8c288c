import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CreateJobRequestBody,
  CreateTestRecordRequestBody,
  Job,
  TestRecord,
} from '@pipeproof/contracts';
import { ApiError } from '../../../lib/api-client';
import {
  DEVICE_OWNER,
  openOwner,
  storageKeys,
  type Owner,
} from '../../../lib/device/device-storage';
import {
  completePendingSignOut,
  resolveDeviceSession,
  signOutOfDevice,
  type SessionServer,
} from '../../../lib/device/resolve-device-session';
import { isSessionConfirmed, markSessionConfirmed } from '../../../lib/device/session-confirmation';
import { testDeviceKey } from '../../../lib/device/test-support/remember-account';
import { readUnsentResults } from '../../../lib/device/unsent-results';
import { readyStrengthDraft } from '../test-support/draft-fixtures';
import { saveDraft } from './draft-storage';
import { loadDraft } from './load-draft';
import {
  enqueueJobSave,
  enqueueTestRecord,
  getOutbox,
  processOutbox,
  updateOutbox,
  type OutboxSenders,
} from '../../calculator-core';

/**
 * Model test of the work kept on the device (decision 0440): any sequence of sign-in, sign-out,
 * session expiry, losing and regaining signal, reloads, typing, recording results and syncing.
 * The device's real code runs against jsdom's localStorage and real WebCrypto; the server is a
 * model of the API's rules (a session per cookie, saves refused under another account's session,
 * records idempotent by clientId). After every step: each engineer sees their own last draft,
 * nothing of an account that is not open can be read in storage, and nothing was sent under
 * another account's session. At the end every recorded result has reached its own account,
 * exactly once, in the order recorded.
 */

const ACCOUNTS = ['ada', 'bob', 'cy'] as const;
type Account = (typeof ACCOUNTS)[number];

/** Text that must never be readable on the device while its account is not the open one. */
const secretOf = (owner: Owner) => `${owner}#secret`;

/** The world outside the device: the server's sessions and saves, and the network. */
class World {
  online = true;
  /** The account whose session the browser's cookie holds on the server, if it is still valid. */
  cookie: Account | null = null;
  /** Records saved, by the account of the session they were saved under. */
  readonly received = new Map<string, string[]>();

  private reach(): void {
    if (!this.online) throw new TypeError('Failed to fetch');
  }

  /** The session's account; 401 without one, or when the save was kept for another (0440). */
  private requireAccount(keptFor: Owner): Account {
    if (this.cookie === null) throw new ApiError(401, 'signed out', null);
    if (this.cookie !== keptFor) throw new ApiError(401, 'kept for another account', null);
    return this.cookie;
  }

  readonly sessionServer: SessionServer = {
    getCurrentUser: async () => {
      this.reach();
      // GET /api/session: 200 with no user when signed out (decision 0837).
      if (this.cookie === null) return null;
      return {
        id: this.cookie,
        email: `${this.cookie}@example.test`,
        firstName: this.cookie,
        lastName: null,
        subscriptionTier: 'premium',
        session: { expiresAt: '2099-01-01T00:00:00.000Z', deviceKey: testDeviceKey(this.cookie) },
      };
    },
    signOut: async () => {
      this.reach();
      this.cookie = null;
    },
  };

  senders(owner: Owner): OutboxSenders {
    return {
      saveJob: async (body: CreateJobRequestBody) => {
        this.reach();
        this.requireAccount(owner);
        return { id: `${owner}:${body.clientId}` } as Job;
      },
      saveTestRecord: async (jobId: string, body: CreateTestRecordRequestBody) => {
        this.reach();
        const account = this.requireAccount(owner);
        if (!jobId.startsWith(`${account}:`)) throw new ApiError(404, 'not found', null);
        const list = this.received.get(account) ?? [];
        if (!list.includes(body.clientId)) list.push(body.clientId);
        this.received.set(account, list);
        return {} as TestRecord;
      },
    };
  }
}

/** What the device should look like: who it shows, and what each engineer entered. */
interface Model {
  online: boolean;
  cookie: Account | null;
  remembered: Account | null;
  pendingSignOut: boolean;
  owner: Owner;
  confirmed: Account | null;
  typed: Map<Owner, string>;
  recorded: Map<Owner, string[]>;
  /** Results each account has on the device, not yet on the server. */
  unsent: Map<Owner, number>;
  seq: number;
}

interface Real {
  world: World;
  /** Whose work the page shows. */
  owner: Owner;
  /** Accounts pages have shown on this device: a page left open may still try to write. */
  shown: Set<Owner>;
}

async function resolve(real: Real): Promise<void> {
  try {
    const { user } = await resolveDeviceSession(real.world.sessionServer, localStorage);
    real.owner = user?.id ?? DEVICE_OWNER;
    real.shown.add(real.owner);
  } catch {
    // No signal and nobody remembered: signed out.
    real.owner = DEVICE_OWNER;
  }
}

function expectedAfterServerAnswer(model: Model): void {
  model.confirmed = model.cookie;
  model.remembered = model.cookie;
  model.owner = model.cookie ?? DEVICE_OWNER;
}

function checkInvariants(model: Model, real: Real): void {
  expect(real.owner).toBe(model.owner);
  // Whatever was saved under an account's session is that account's own.
  for (const [account, received] of real.world.received) {
    const recorded = model.recorded.get(account) ?? [];
    for (const clientId of received) expect(recorded).toContain(clientId);
  }
  const open = openOwner(localStorage);
  const everything = storageKeys(localStorage)
    .map((key) => `${key}=${localStorage.getItem(key) ?? ''}`)
    .join('\n');
  for (const account of ACCOUNTS) {
    if (account !== open) expect(everything).not.toContain(secretOf(account));
  }
  const typed = model.typed.get(model.owner);
  if (typed !== undefined) {
    const loaded = loadDraft(model.owner, 'commercial');
    expect(loaded.status).toBe('restored');
    if (loaded.status === 'restored') expect(loaded.draft.jobDetails.customerName).toBe(typed);
  }
}

type DeviceCommand = fc.AsyncCommand<Model, Real>;

const signIn = (account: Account): DeviceCommand => ({
  check: (model) => model.online,
  async run(model, real) {
    // As the sign-in form does: a sign-out made without signal is finished first.
    await completePendingSignOut(real.world.sessionServer, localStorage);
    real.world.cookie = account;
    await resolve(real);
    model.pendingSignOut = false;
    model.cookie = account;
    expectedAfterServerAnswer(model);
    checkInvariants(model, real);
  },
  toString: () => `signIn(${account})`,
});

const signOut: DeviceCommand = {
  check: (model) => model.owner !== DEVICE_OWNER,
  async run(model, real) {
    await signOutOfDevice(real.world.sessionServer, localStorage);
    real.owner = DEVICE_OWNER;
    model.remembered = null;
    model.confirmed = null;
    model.owner = DEVICE_OWNER;
    if (model.online) model.cookie = null;
    else model.pendingSignOut = true;
    checkInvariants(model, real);
  },
  toString: () => 'signOut',
};

/**
 * Another tab signs in as someone else: the cookie changes under this page. That tab's sign-in
 * form, like every other, first ends the session of a sign-out made here without signal.
 */
const signInElsewhere = (account: Account): DeviceCommand => ({
  check: (model) => model.online,
  async run(model, real) {
    await completePendingSignOut(real.world.sessionServer, localStorage);
    real.world.cookie = account;
    model.cookie = account;
    model.pendingSignOut = false;
    checkInvariants(model, real);
  },
  toString: () => `signInElsewhere(${account})`,
});

const expireSession: DeviceCommand = {
  check: () => true,
  async run(model, real) {
    real.world.cookie = null;
    model.cookie = null;
    checkInvariants(model, real);
  },
  toString: () => 'expireSession',
};

const setOnline = (online: boolean): DeviceCommand => ({
  check: (model) => model.online !== online,
  async run(model, real) {
    real.world.online = online;
    model.online = online;
    checkInvariants(model, real);
  },
  toString: () => (online ? 'goOnline' : 'goOffline'),
});

const reload: DeviceCommand = {
  check: () => true,
  async run(model, real) {
    // A new page: nothing in memory, the server not yet asked.
    markSessionConfirmed(null);
    await resolve(real);
    model.confirmed = null;
    if (model.pendingSignOut && !model.online) {
      model.owner = DEVICE_OWNER;
    } else if (model.online) {
      if (model.pendingSignOut) model.cookie = null;
      model.pendingSignOut = false;
      expectedAfterServerAnswer(model);
    } else {
      model.owner = model.remembered ?? DEVICE_OWNER;
    }
    checkInvariants(model, real);
  },
  toString: () => 'reload',
};

const type: DeviceCommand = {
  check: () => true,
  async run(model, real) {
    model.seq += 1;
    const customerName = `${secretOf(real.owner)} ${model.seq}`;
    const base = readyStrengthDraft();
    const draft = { ...base, jobDetails: { ...base.jobDetails, customerName } };
    expect(saveDraft(real.owner, draft)).toBe(true);
    model.typed.set(model.owner, customerName);
    checkInvariants(model, real);
  },
  toString: () => 'type',
};

/**
 * A page still showing an account that is no longer open (another tab signed out, the session
 * ended) writes its draft and queues a result: both must be refused, nothing written.
 */
const lateWrite = (index: number): DeviceCommand => ({
  check: () => true,
  async run(model, real) {
    const stale = [...real.shown].filter(
      (owner) => owner !== DEVICE_OWNER && owner !== openOwner(localStorage),
    );
    const owner = stale[index % Math.max(stale.length, 1)];
    if (owner !== undefined) {
      const base = readyStrengthDraft();
      const draft = { ...base, jobDetails: { ...base.jobDetails, customerName: secretOf(owner) } };
      expect(saveDraft(owner, draft)).toBe(false);
      const before = getOutbox(owner);
      updateOutbox(owner, (state) =>
        enqueueTestRecord(state, {
          id: 'late',
          kind: 'save-test-record',
          jobClientId: 'late',
          body: {
            clientId: 'late',
            testName: secretOf(owner),
          } as unknown as CreateTestRecordRequestBody,
        }),
      );
      expect(getOutbox(owner)).toBe(before);
    }
    checkInvariants(model, real);
  },
  toString: () => `lateWrite(${index})`,
});

const record: DeviceCommand = {
  check: (model) => model.owner !== DEVICE_OWNER,
  async run(model, real) {
    model.seq += 1;
    const owner = real.owner;
    const clientId = `${owner}-record-${model.seq}`;
    updateOutbox(owner, (state) =>
      enqueueTestRecord(
        enqueueJobSave(state, {
          id: `job-entry-${model.seq}`,
          kind: 'save-job',
          jobClientId: `${owner}-job`,
          body: {
            clientId: `${owner}-job`,
            jobDetails: { customerName: secretOf(owner) },
          } as unknown as CreateJobRequestBody,
        }),
        {
          id: `record-entry-${model.seq}`,
          kind: 'save-test-record',
          jobClientId: `${owner}-job`,
          body: { clientId, testName: 'Strength Test' } as unknown as CreateTestRecordRequestBody,
        },
      ),
    );
    model.recorded.set(owner, [...(model.recorded.get(owner) ?? []), clientId]);
    model.unsent.set(owner, (model.unsent.get(owner) ?? 0) + 1);
    checkInvariants(model, real);
  },
  toString: () => 'record',
};

/** What the calculator's sync does: send only once the server has confirmed this account. */
async function sync(real: Real): Promise<'sent' | 'waiting' | 'signed-out'> {
  const owner = real.owner;
  if (owner === DEVICE_OWNER || !isSessionConfirmed(owner)) return 'waiting';
  const store = {
    get: () => getOutbox(owner),
    update: (change: Parameters<typeof updateOutbox>[1]) => void updateOutbox(owner, change),
  };
  const outcome = await processOutbox(store, real.world.senders(owner));
  expect(outcome.rejected).toEqual([]);
  if (outcome.kind !== 'signed-out') return outcome.kind === 'done' ? 'sent' : 'waiting';
  // Refused for the session: the app asks the server who is signed in now.
  await resolve(real);
  return 'signed-out';
}

const flush: DeviceCommand = {
  check: () => true,
  async run(model, real) {
    const outcome = await sync(real);
    const owner = model.owner;
    // Sent only with signal, once the server confirmed this account to the page, if any wait.
    if (model.online && model.confirmed === owner && (model.unsent.get(owner) ?? 0) > 0) {
      if (model.cookie === owner) model.unsent.set(owner, 0);
      else expectedAfterServerAnswer(model);
    }
    expect(outcome).toBe(
      model.owner !== owner ? 'signed-out' : model.unsent.get(owner) ? 'waiting' : outcome,
    );
    checkInvariants(model, real);
  },
  toString: () => 'flush',
};

const commands = [
  fc.constantFrom(...ACCOUNTS).map(signIn),
  fc.constantFrom(...ACCOUNTS).map(signInElsewhere),
  fc.constant(signOut),
  fc.constant(expireSession),
  fc.boolean().map(setOnline),
  fc.constant(reload),
  fc.constant(type),
  fc.constant(record),
  fc.constant(flush),
  fc.nat(2).map(lateWrite),
];

beforeEach(() => {
  localStorage.clear();
  markSessionConfirmed(null);
});

function freshDevice(): { model: Model; real: Real } {
  localStorage.clear();
  markSessionConfirmed(null);
  return {
    model: {
      online: true,
      cookie: null,
      remembered: null,
      pendingSignOut: false,
      owner: DEVICE_OWNER,
      confirmed: null,
      typed: new Map(),
      recorded: new Map(),
      unsent: new Map(),
      seq: 0,
    },
    real: { world: new World(), owner: DEVICE_OWNER, shown: new Set() },
  };
}

describe('work kept on a shared device, over any sequence of operations', () => {
  it.each<[string, DeviceCommand[]]>([
    [
      'an offline reload keeps the result until the server confirms the engineer',
      [signIn('ada'), record, setOnline(false), reload, setOnline(true), flush, reload, flush],
    ],
    [
      'a session that ended while offline keeps the results for the next sign-in',
      [signIn('ada'), setOnline(false), reload, record, expireSession, setOnline(true), reload],
    ],
    [
      'a sign-out without signal hides the work at once and ends the session later',
      [signIn('ada'), type, record, setOnline(false), signOut, lateWrite(0), type, reload],
    ],
    [
      'another tab signing in as someone else never receives this page’s results',
      [signIn('ada'), record, signInElsewhere('bob'), flush, type, record, flush],
    ],
    [
      'another tab signing in after a sign-out made without signal keeps that new session',
      [signIn('ada'), setOnline(false), signOut, setOnline(true), signInElsewhere('ada'), reload],
    ],
  ])('%s', async (_story, steps) => {
    const { model, real } = freshDevice();
    await fc.asyncModelRun(() => ({ model, real }), steps);
    await setOnline(true).run(model, real);
    for (const account of ACCOUNTS) {
      await signIn(account).run(model, real);
      expect(await sync(real)).toBe('sent');
      expect(real.world.received.get(account) ?? []).toEqual(model.recorded.get(account) ?? []);
    }
  });

  it('is never shown or sent to another account, never lost, and reaches its own account once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (sequence) => {
        const { model, real } = freshDevice();
        await fc.asyncModelRun(() => ({ model, real }), sequence);

        // Then each engineer signs in again with signal: everything they recorded arrives.
        for (const account of ACCOUNTS) {
          await setOnline(true).run(model, real);
          await signIn(account).run(model, real);
          expect(await sync(real)).toBe('sent');
          expect(real.world.received.get(account) ?? []).toEqual(model.recorded.get(account) ?? []);
          expect(readUnsentResults(account, localStorage)).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
