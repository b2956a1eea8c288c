/**
 * What the step calculators compute with the engine, in one module loaded on the engineer's first
 * tap, key or focus, or at once for a stored draft or an opened job (use-calculator-engine.ts,
 * decision 0236): the run's figures and verdicts, the operating-pressure warning, Calculate's
 * check in the browser, and reading a stored draft (whose check runs the engine). A blank draft
 * needs none of them, so the engine's IGE calculations are off the calculators' first load. The
 * live volume is not here: the draft reducer needs it for the 1 m³ limit (line-actions.ts), and
 * the installation volume is in every calculator's first load (calculator-core). The sections after
 * Job Details come with it too: a blank job shows them only once its Job Details are typed
 * (decision 0847).
 */
export { evaluateRun } from '../model/evaluate-run';
export { findLivePressureWarning } from '../model/live-pressure-warning';
export { checkInBrowser } from '../model/check-in-browser';
export { loadDraft } from '../storage/load-draft';
export * from '../components/later-sections';
