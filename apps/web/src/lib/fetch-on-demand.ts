/**
 * Code fetched with import() the first time it is wanted, then kept (decisions 0877, 0878): for
 * what a page needs only once the engineer uses part of it. A failed fetch (no signal, and the
 * service worker has not stored the app yet) is not kept: the next call fetches again.
 */
export function fetchOnDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    const started = (loading ??= load());
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    return started;
  };
}
