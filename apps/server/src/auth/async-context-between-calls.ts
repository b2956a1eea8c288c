import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { outageAsyncStorage } from './database-outage-in-auth';

/**
 * better-auth keeps each call's context in AsyncLocalStorage, and so does the outage check around
 * its calls. On Node 20 an AsyncLocalStorage that is in use turns on promise hooks, which then run
 * for every promise of every request for the life of the process: calculate and the job list pay
 * for sign-in's bookkeeping although they never call better-auth (decision 0882). Node turns the
 * hooks off again when no AsyncLocalStorage is in use, and `run` puts one back in use by itself.
 *
 * So every call into `auth` is counted, and when the last one under way settles, the storages are
 * set aside (`disable`). Nothing is lost by it: a store exists only inside a call, and no call is
 * under way. better-auth does no work after its call has settled (its `runInBackgroundOrAwait`
 * awaits without `advanced.backgroundTasks`, which is not set).
 *
 * Node 24 keeps these stores in the async context frame instead (no hooks, nothing to gain, and
 * `disable` there means something else), so there the auth object is returned as it was.
 */
export function setAsyncContextAsideBetweenCalls<T extends AuthLike>(auth: T): T {
  if (!usesPromiseHooks()) return auth;
  const storages: Promise<readonly AsyncLocalStorage<unknown>[]> = Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]).then((found) => [...found, outageAsyncStorage]);
  let underWay = 0;
  // Asked again once the storages are at hand: a call may have begun in between.
  const setAsideIfIdle = () =>
    void storages.then((list) => {
      if (underWay === 0) for (const storage of list) storage.disable();
    });

  const settle = () => {
    underWay -= 1;
    if (underWay === 0) setAsideIfIdle();
  };
  const count = <R>(call: () => R): R => {
    underWay += 1;
    let result: R;
    try {
      result = call();
    } catch (error) {
      settle();
      throw error;
    }
    if (result instanceof Promise) return result.finally(settle) as R;
    settle();
    return result;
  };

  // One counting stand-in per endpoint, made when first asked for.
  const standIns = new WeakMap<object, unknown>();
  const counted = (fn: (...args: never[]) => unknown): unknown => {
    let standIn = standIns.get(fn);
    if (!standIn) {
      standIn = new Proxy(fn, {
        apply: (target, self, args) => count(() => Reflect.apply(target, self, args) as unknown),
      });
      standIns.set(fn, standIn);
    }
    return standIn;
  };
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? counted(value as (...args: never[]) => unknown) : value;
    },
  });
  const handler = counted(auth.handler);
  return new Proxy(auth, {
    get(target, key, receiver) {
      if (key === 'api') return api;
      if (key === 'handler') return handler;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

interface AuthLike {
  api: object;
  handler: (request: Request) => Promise<Response>;
}

/**
 * AsyncLocalStorage rides on async hooks before Node 24 (unless Node 22 was started with
 * `--experimental-async-context-frame`).
 */
function usesPromiseHooks(): boolean {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return false;
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return !flags.includes('--experimental-async-context-frame');
}
