/**
 * What /domestic computes with the engine, in one module loaded on the engineer's first tap, key
 * or focus, or at once for a stored job that can be calculated (domestic-page.tsx, decision
 * 0857): the domestic calculation (IGEM/UP/1B Edition 4) with the input checks every calculation
 * starts with, reading the gauge readings typed (decision 0894), and what is wrong with the setup
 * as typed, at its fields (decision 0899). A blank job needs none of it, so it is off the page's
 * first load.
 */
export { calculateDomestic } from '@pipeproof/engine';
export { buildDomesticReadings } from '../model/domestic-readings';
export { checkDomesticSetup } from '../model/check-domestic-setup';

// The test run (timers, verdict, record and certificate) is fetched while the engineer types the
// setup (decision 0906): a signal lost on a first visit, before the service worker has stored the
// app, then still finds it on the device. A fetch that fails is met again, and said, where it shows.
import('../components/domestic-test-run').catch(() => undefined);
