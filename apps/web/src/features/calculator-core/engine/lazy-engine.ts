import { useEffect, useState, useSyncExternalStore } from 'react';
import { asCodeFetchFailure } from '../../../lib/code-fetch-failure';

/**
 * A calculator's engine code in a chunk of its own, loaded once per page when it is first needed
 * (decisions 0236, 0857, 0873): the step calculators' IGE calculations, /domestic's domestic one,
 * /calc's results. Offline it comes from the service worker's precache (decision 0420).
 */
export interface LazyEngine<T> {
  /** Calls `listener` when the engine has loaded, whoever asked: for `useSyncExternalStore`. */
  readonly subscribe: (listener: () => void) => () => void;
  /** The engine once it has loaded in this page, else null. */
  readonly getLoaded: () => T | null;
  /** Loads it once; a failed load is forgotten, so the next call tries again. */
  readonly load: () => Promise<T>;
}

export function createLazyEngine<T>(importEngine: () => Promise<T>): LazyEngine<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const whenLoaded = new Set<() => void>();
  return {
    subscribe: (listener) => {
      whenLoaded.add(listener);
      return () => whenLoaded.delete(listener);
    },
    getLoaded: () => loaded,
    load: () => {
      loading ??= importEngine().then(
        (engine) => {
          loaded = engine;
          for (const listener of whenLoaded) listener();
          return engine;
        },
        (error: unknown) => {
          loading = null;
          throw asCodeFetchFailure(error);
        },
      );
      return loading;
    },
  };
}

/** What starts loading an engine: the engineer's first tap, key or focus on the page. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * `engine`, or null until it has loaded. A blank job needs nothing of it until the engineer starts,
 * so it loads on the first interaction; a stored job that can be calculated needs it for its first
 * paint, so `isNeededAtOnce` loads it straight away. What is typed meanwhile is kept in the draft
 * and computed once it is in. A failed load is tried again on the next interaction; one needed at
 * once is thrown to the route's error boundary, as a page chunk that failed to load is.
 */
export function useLazyEngine<T>(engine: LazyEngine<T>, isNeededAtOnce: boolean): T | null {
  // In once loaded, whatever asked for it. The page's first screen drawn at build time (decision
  // 0853) has it not loaded, as on a first visit.
  const loaded = useSyncExternalStore(engine.subscribe, engine.getLoaded, engine.getLoaded);
  const [failure, setFailure] = useState<Error | null>(null);

  useEffect(() => {
    if (loaded) return;
    let isCurrent = true;
    const stopListening = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, load, true);
    };
    const listen = () => {
      for (const type of FIRST_INTERACTION) window.addEventListener(type, load, true);
    };
    function load() {
      stopListening();
      // Once in, the store above has it; only a failure is this effect's to handle.
      engine.load().catch((error: unknown) => {
        if (!isCurrent) return;
        if (!isNeededAtOnce) listen();
        else
          setFailure(error instanceof Error ? error : asCodeFetchFailure(new Error(String(error))));
      });
    }
    if (isNeededAtOnce) load();
    else listen();
    return () => {
      isCurrent = false;
      stopListening();
    };
  }, [engine, loaded, isNeededAtOnce]);

  if (failure) throw failure;
  return loaded;
}
