import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { outageAsyncStorage } from '../../src/auth/database-outage-in-auth';

/**
 * Whether an AsyncLocalStorage is in use, and so keeps Node 20's promise hooks on: Node 20 and 22
 * keep that on the instance as `enabled`. The hooks themselves are the whole process's, and a test
 * process has AsyncLocalStorage of its own (the OIDC provider's), so tests ask the storages
 * (docs/decisions/0882). Asked after a turn of the event loop: they are set aside in a microtask
 * after the last call settles.
 */
export async function isInUse(storage: AsyncLocalStorage<unknown>): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  return (storage as unknown as { enabled: boolean }).enabled;
}

/** Which of better-auth's storages and the outage check's are in use (see isInUse). */
export async function authStoragesInUse(): Promise<string[]> {
  const storages = {
    endpointContext: await getCurrentAuthContextAsyncLocalStorage(),
    requestState: await getRequestStateAsyncLocalStorage(),
    adapter: await getCurrentDBAdapterAsyncLocalStorage(),
    outage: outageAsyncStorage,
  };
  const inUse: string[] = [];
  for (const [name, storage] of Object.entries(storages)) {
    if (await isInUse(storage)) inUse.push(name);
  }
  return inUse;
}
