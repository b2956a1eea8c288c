/**
 * The errors met while fetching the app's own code (a page's or a part's chunk): no signal and
 * not yet on the device, or a release whose files are gone. The boundaries that catch them tell
 * the engineer to check the connection; any other error of a page or a part is ours, and they
 * say so instead of sending the engineer to look for signal (docs/decisions/0914). Kept by
 * identity, so the error itself reaches React's report unchanged.
 */
const codeFetchFailures = new WeakSet<object>();

/** Marks `error` as a failure to fetch code, and gives it back to be thrown. */
export function asCodeFetchFailure<E>(error: E): E {
  if (typeof error === 'object' && error !== null) codeFetchFailures.add(error);
  return error;
}

export function isCodeFetchFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && codeFetchFailures.has(error);
}
