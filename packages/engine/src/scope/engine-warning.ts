/**
 * Structured warnings: a stable code for the UI and the certificate, a severity, and the message
 * in words. "blocking" means the calculator does not apply (no test figures are given);
 * "warning" means the figures are given but the work is not compliant as entered;
 * "info" is for the engineer's attention only.
 */
export type EngineWarningCode =
  | 'COMMERCIAL_VOLUME_EXCEEDED'
  | 'COMMERCIAL_PRESSURE_EXCEEDED'
  | 'DOMESTIC_TERRITORY'
  | 'DOMESTIC_VOLUME_EXCEEDED'
  | 'GAUGE_DURATION_EXCEEDED'
  | 'MOP_ASSUMED'
  | 'SINGLE_SOURCE_FIGURE';

export type EngineWarningSeverity = 'info' | 'warning' | 'blocking';

export interface EngineWarning {
  readonly code: EngineWarningCode;
  readonly severity: EngineWarningSeverity;
  readonly message: string;
}
