/**
 * calculator-core: what every calculator is built on (/commercial and /industrial, the step
 * calculator; /calc, the earlier single-screen form; /domestic next), and its only public door
 * (architecture.md §5, decision 0653). Each calculator keeps only its own sections, layout,
 * words and storage key.
 */

// Pipe and meter lines: shapes, the one line-action union and its sub-reducer, field rules.
export {
  arePipeLengthsInRange,
  createMeterLine,
  createPipeLine,
  hasPipeConfiguration,
  pipeLineMaterial,
  type LineFields,
  type MeterLine,
  type PipeLine,
} from './model/lines';
export { offerPipeSizesMm } from './model/pipe-sizes';
export {
  isLineAction,
  reduceLines,
  type LineAction,
  type LineRules,
  type MeterLineAction,
  type PipeLineAction,
} from './model/line-actions';
export {
  describeLengthProblem,
  normaliseLengthText,
  parseLengthM,
  parseMeterQuantity,
  parseOptionalNumber,
  type MeterQuantityRule,
} from './model/parse-fields';
export {
  DECIMAL_INPUT,
  describeMipProblem,
  describeMopProblem,
  leaveNumberField,
  normaliseDecimalText,
} from './model/number-fields';
export { createClientId } from './model/create-client-id';
export {
  formatGauge,
  formatPipeSize,
  GAUGE_CHOICES,
  MATERIAL_LABELS,
  METER_CHOICES,
  TEST_MEDIUM_LABELS,
} from './model/option-labels';
export type { ToastMessage } from './model/toast-message';

// The calculation: request building, POST /api/calculate and its failures, verdicts.
export {
  buildCalculation,
  buildMeterConfigurations,
  buildPipeConfigurations,
  buildProject,
  type ProjectFields,
} from './model/build-calculation';
export { postCalculation } from './api/post-calculation';
export { classifyCalculateError, type CalculateError } from './model/classify-calculate-error';
export { isSameCalculation } from './model/is-same-calculation';
export {
  runCalculation,
  verdictFor,
  type DescribeEngineIssues,
  type EngineIssue,
  type EvaluateResult,
  type RunEvaluation,
} from './model/evaluate-run';
// The engine's refusals in the pages' words: loaded with the IGE engine (decision 0880).
export { describeEngineIssues, nameServerField } from './model/engine-field-labels';
export { loadEngineFieldLabels } from './model/load-engine-field-labels';

// What both calculators render.
export { ChoiceGroup, type Choice } from './components/choice-group';
export { SelectField } from './components/select-field';
export { PipeLinesFields } from './components/pipe-line-row';
export { useMaterialSwitchGuard } from './components/use-material-switch-guard';
export { MeterLinesFields } from './components/meter-line-row';
export { FigureList, type Figure } from './components/figure-list';
export { describeTest, type TestFigures, type TimerSpan } from './components/result-figures';
export { EngineWarnings } from './components/engine-warnings';
export { PipeworkSynopsis } from './components/pipework-synopsis';

// The test run: timer, readings, verdict, site details, the upgrade card.
export {
  EMPTY_SITE,
  TEST_KINDS,
  timedInAppFor,
  type GeoLocation,
  type SiteRecord,
  type TestKind,
} from './test-run/types';
export {
  readStoredMeterLine,
  readStoredPipeLine,
  readStoredReadings,
  readStoredSite,
} from './model/stored-draft-readers';
export { TestTimer } from './test-run/test-timer';
export { TimerNotRunDialog, type TimerQuestion } from './test-run/timer-not-run-dialog';
export { ReadingsPanel } from './test-run/readings-panel';
export { parseReading, type ReadingFieldSpec } from './test-run/reading-fields';
export { VerdictBadge } from './test-run/verdict-badge';
export { SiteDetails } from './test-run/site-details';
export { UpgradeRequiredCard } from './test-run/upgrade-required-card';
export { LazyUpgradeRequiredCard } from './test-run/lazy-upgrade-required-card';
export { ReadyForNextTest } from './test-run/ready-for-next-test';

// Saving to the account: one outbox per account on the device, whichever calculator queued the
// save (decisions 0411, 0440, 0439), its status line, and when a certificate can be issued.
export { useOutboxSync, type OutboxSync } from './job-sync/use-outbox-sync';
export { describeSaveStatus, type SaveStatus } from './job-sync/describe-save-status';
export {
  assessCertificateReadiness,
  CERTIFICATE_NOT_READY,
  type CertificateReadiness,
} from './job-sync/assess-certificate-readiness';
export {
  dismissRejected,
  EMPTY_OUTBOX,
  enqueueJobSave,
  enqueueTestRecord,
  rememberJobId,
  type OutboxEntry,
  type OutboxState,
  type RejectedSave,
} from './job-sync/outbox';
export {
  getOutbox,
  outboxStorageKey,
  subscribeOutbox,
  updateOutbox,
} from './job-sync/outbox-store';
export { RejectedSaves } from './job-sync/rejected-saves';
export { LazyRejectedSaves } from './job-sync/lazy-rejected-saves';
export { processOutbox, type OutboxSenders } from './job-sync/process-outbox';

// A calculator's engine code, loaded when first needed (decisions 0236, 0857).
export { createLazyEngine, useLazyEngine, type LazyEngine } from './engine/lazy-engine';
