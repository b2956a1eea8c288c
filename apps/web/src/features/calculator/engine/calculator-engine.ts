/**
 * What the step calculators compute with the engine, in one module loaded on the engineer's first
 * tap, key or focus, or at once for a stored draft or an opened job (use-calculator-engine.ts,
 * decision 0236): the run's figures and verdicts, the operating-pressure warning, Calculate's
 * check in the browser, and reading a stored draft (whose check runs the engine). A blank draft
 * needs none of them, so the engine's IGE calculations are off the calculators' first load. The
 * sections after Job Details come with it too: a blank job shows them only once its Job Details are
 * typed (decision 0847); and so does the live installation volume, which only those sections
 * change (the pipe and meter lines) and show (decision 0859). So do the engineer's actions from
 * Calculate on, and carrying a job over 1 m³ to the Industrial Calculator (decision 0860), or a
 * /domestic job over 0.035 m³ to the Commercial Calculator (decision 0868).
 */
export { computeLiveVolume, exceedsCommercialVolume } from '../model/compute-live-volume';
export { evaluateRun } from '../model/evaluate-run';
export { findCertificateBar } from '../model/find-certificate-bar';
export { findLivePressureWarning } from '../model/live-pressure-warning';
export { checkInBrowser } from '../model/check-in-browser';
export { carryToIndustrial, describeIndustrialCarryOver } from '../model/carry-to-industrial';
export { carryFromDomestic, describeCommercialCarryOver } from '../model/carry-from-domestic';
export { isSectionFoldable, summariseSection } from '../model/section-folding';
export { createCalculatorActions } from '../model/calculator-actions';
export { loadDraft, readDraftText } from '../storage/load-draft';
export * from '../components/later-sections';

/**
 * What comes after Calculate, fetched while the engineer types (decision 0906): a signal lost on a
 * first visit, before the service worker has stored the app, then still finds the results, the
 * recorded tests and the certificate buttons on the device, and the industrial calculator can
 * still work a test out here (product.md §10). A fetch that fails is met again, and said, where
 * the part is shown.
 */
function fetchWhatComesNext(): void {
  const parts = [
    () => import('../components/results-section'),
    () => import('../components/completed-tests'),
    () => import('../components/completed-test-summaries'),
    () => import('../components/certificate-buttons'),
    () => import('../hooks/calculate-on-server'),
  ];
  for (const load of parts) load().catch(() => undefined);
}
fetchWhatComesNext();
