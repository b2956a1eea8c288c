export type {
  GeoLocation,
  Readings,
  SiteRecord,
  TestKind,
  TestVerdict,
  VerdictStatus,
} from './types';
export { TestTimer, type TimerPhaseId } from './test-timer';
export {
  useCountdown,
  type Countdown,
  type CountdownPhase,
  type CountdownStatus,
} from './use-countdown';
export { ReadingsPanel } from './readings-panel';
export { READING_FIELDS, parseReading, type ReadingFieldSpec } from './reading-fields';
export { VerdictBadge } from './verdict-badge';
export { SiteDetails, formatCoordinate } from './site-details';
export { UpgradeRequiredCard } from './upgrade-required-card';
export { ReadyForNextTest } from './ready-for-next-test';
