import { getRequestStateAsyncLocalStorage } from '@better-auth/core/context';
import { describe, expect, it } from 'vitest';
import { isInUse } from '../../test/support/auth-storages-in-use';
import { setAsyncContextAsideBetweenCalls } from './async-context-between-calls';

// better-auth's own request-state storage, as its endpoints use it; the auth object around it is
// the smallest one with endpoints that run inside that storage (docs/decisions/0882).
const storage = await getRequestStateAsyncLocalStorage();
type Store = NonNullable<ReturnType<typeof storage.getStore>>;
const newStore = (): Store => new WeakMap();

function makeAuth() {
  const inCall = <T>(store: Store, work: () => Promise<T>) => storage.run(store, work);
  return setAsyncContextAsideBetweenCalls({
    api: {
      /** Reads its store after `release` resolves. */
      held: (store: Store, release: Promise<void>) =>
        inCall(store, async () => {
          await release;
          return storage.getStore();
        }),
      quick: (store: Store) => inCall(store, async () => storage.getStore()),
      rejects: (store: Store) =>
        inCall(store, async () => {
          await Promise.resolve();
          throw new Error('refused');
        }),
      throws: (): never => {
        throw new Error('thrown before any promise');
      },
      version: '1.7',
    },
    handler: (request: Request) => {
      const store = newStore();
      return inCall(
        store,
        async () => new Response(`${request.url} ${storage.getStore() === store}`),
      );
    },
  });
}

describe('setAsyncContextAsideBetweenCalls', () => {
  it('sets the storage aside once the last call has settled, and a new call has its store', async () => {
    const auth = makeAuth();
    const store: Store = newStore();
    await expect(auth.api.quick(store)).resolves.toBe(store);
    expect(await isInUse(storage)).toBe(false);

    const again: Store = newStore();
    await expect(auth.api.quick(again)).resolves.toBe(again);
    const response = await auth.handler(new Request('http://localhost/api/auth/x'));
    expect(await response.text()).toBe('http://localhost/api/auth/x true');
    expect(await isInUse(storage)).toBe(false);
  });

  it('keeps a call’s store while other calls begin and settle around it', async () => {
    const auth = makeAuth();
    let release = () => {};
    const held: Store = newStore();
    const heldCall = auth.api.held(held, new Promise<void>((resolve) => (release = resolve)));
    const quick: Store = newStore();
    await expect(auth.api.quick(quick)).resolves.toBe(quick);
    await expect(auth.api.rejects(newStore())).rejects.toThrow('refused');
    expect(() => auth.api.throws()).toThrow('thrown before any promise');
    expect(await isInUse(storage)).toBe(true);
    release();
    await expect(heldCall).resolves.toBe(held);
    expect(await isInUse(storage)).toBe(false);
  });

  it('counts out a call that rejects or throws', async () => {
    const auth = makeAuth();
    expect(() => auth.api.throws()).toThrow('thrown before any promise');
    await expect(auth.api.rejects(newStore())).rejects.toThrow('refused');
    expect(await isInUse(storage)).toBe(false);
  });

  it('leaves what is not a function as it is', () => {
    expect(makeAuth().api.version).toBe('1.7');
  });
});
