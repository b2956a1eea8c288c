import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  getLoadedCalculatorEngine,
  loadCalculatorEngine,
  subscribeToCalculatorEngine,
  type CalculatorEngine,
} from '../engine/load-calculator-engine';

/** What starts loading the engine: the engineer's first tap, key or focus on the page. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The calculator engine, or null until it has loaded (decision 0236). A blank draft needs nothing
 * of it until the engineer starts, so it loads on the first interaction; a stored draft or an
 * opened job needs it for its first paint, so `isNeededAtOnce` loads it straight away. What is
 * typed meanwhile is kept in the draft (the reducer needs no engine) and computed once it is in;
 * the sections after Job Details come with it (decision 0847).
 * A failed load is tried again on the next interaction; one needed at once is thrown to the
 * route's error boundary, as a page chunk that failed to load is.
 */
export function useCalculatorEngine(isNeededAtOnce: boolean): CalculatorEngine | null {
  // In once loaded, whatever asked for it (calculator-page.tsx asks when a later section is shown).
  const engine = useSyncExternalStore(
    subscribeToCalculatorEngine,
    getLoadedCalculatorEngine,
    // The page's first screen, drawn at build time (decision 0853): not loaded, as on a first visit.
    getLoadedCalculatorEngine,
  );
  const [failure, setFailure] = useState<Error | null>(null);

  useEffect(() => {
    if (engine) return;
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
      loadCalculatorEngine().catch((error: unknown) => {
        if (!isCurrent) return;
        if (!isNeededAtOnce) listen();
        else setFailure(error instanceof Error ? error : new Error(String(error)));
      });
    }
    if (isNeededAtOnce) load();
    else listen();
    return () => {
      isCurrent = false;
      stopListening();
    };
  }, [engine, isNeededAtOnce]);

  if (failure) throw failure;
  return engine;
}
