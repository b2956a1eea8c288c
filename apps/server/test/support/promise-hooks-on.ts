import { executionAsyncId } from 'node:async_hooks';

/**
 * Whether promise hooks are on in this process (docs/decisions/0882): with them on, a promise's
 * reaction runs under an async id of its own. Asked after a turn of the event loop, as Node
 * switches them off in a microtask after the last AsyncLocalStorage is set aside.
 */
export async function promiseHooksOn(): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    const outside = executionAsyncId();
    void Promise.resolve().then(() => resolve(executionAsyncId() !== outside));
  });
}
