import type {
  CalculatorType,
  GasType,
  InstallationType,
  OperationType,
  Standard,
  VerdictStatus,
} from '../domain-types';
import type { EngineInputIssue } from '../errors';
import type { LargestPipe } from '../installation-volume/find-largest-pipe';
import type { VolumeBreakdown } from '../installation-volume/compute-installation-volume';
import type { LetByTestVerdict } from '../let-by-test/assess-let-by-test';
import type { LetByTestParameters } from '../let-by-test/compute-let-by-test';
import type { PurgeVerdict } from '../purge/assess-purge';
import type { PurgeParameters } from '../purge/compute-purge';
import type { EngineWarning } from '../scope/engine-warning';
import type { StrengthTestVerdict } from '../strength-test/assess-strength-test';
import type { StrengthTestParameters } from '../strength-test/compute-strength-test';
import type { TightnessTestVerdict } from '../tightness-test/assess-tightness-test';
import type { TightnessTestParameters } from '../tightness-test/tightness-test-parameters';
import type { DomesticTestParameters } from '../domestic/compute-domestic-test';
import type { DomesticTestVerdict } from '../domestic/assess-domestic-test';

export interface Compliance {
  /** No scope problem or unusable gauge, and no FAIL. */
  readonly isCompliant: boolean;
  readonly notes: readonly string[];
  readonly nextSteps: readonly string[];
}

/**
 * The result object of product.md §3, field for field. Figures that do not belong to the chosen
 * operation are null (a strength test has no purge volume).
 */
export interface SpecCalculationResult {
  /** IV, m³, rounded up to 4 decimal places. */
  readonly totalSystemVolume: number;
  /** mbar: STP for a strength test, TP for a tightness test. */
  readonly testPressure: number | null;
  /** "mm:ss". */
  readonly testDuration: string | null;
  readonly testDurationSeconds: number | null;
  /** Minutes. */
  readonly stabilizationTime: number | null;
  /** mbar: 20 % of STP, PDmax or MAPD. */
  readonly maxPressureDrop: number | null;
  /** Strength test only: 20. */
  readonly maxPressureDropPercent: number | null;
  /** Qp, m³/h. */
  readonly minimumFlowRate: number | null;
  /** PV, m³. */
  readonly requiredPurgeVolume: number | null;
  /** "mm:ss". */
  readonly maximumPurgeTime: string | null;
  /** Nominal size (mm) of the largest pipe, in its own material. */
  readonly largestPipeDiameter: number;
  /** mm. */
  readonly purgePointBore: number | null;
  readonly compliance: Compliance;
}

export interface CalculationOutput extends SpecCalculationResult {
  readonly engineVersion: string;
  readonly standard: Standard;
  readonly calculatorType: CalculatorType;
  readonly installationType: InstallationType;
  readonly operationType: OperationType;
  /** Natural Gas for the commercial calculator; null when an industrial purge or strength test left it blank, or a domestic test is out of scope. */
  readonly gasType: GasType | null;
  readonly volume: VolumeBreakdown;
  readonly largestPipe: LargestPipe;
  readonly strengthTest:
    (StrengthTestParameters & { readonly verdict: StrengthTestVerdict }) | null;
  /** Existing installations' tightness operation: the let-by test that comes first. */
  readonly letByTest: (LetByTestParameters & { readonly verdict: LetByTestVerdict }) | null;
  readonly tightnessTest:
    (TightnessTestParameters & { readonly verdict: TightnessTestVerdict }) | null;
  readonly purge: (PurgeParameters & { readonly verdict: PurgeVerdict }) | null;
  /**
   * The domestic calculator's IGEM/UP/1B Edition 4 test (standards.md §7): its let-by (7 to 10
   * mbar, not 50 % of MOP), the 2-minute test, the retest and the purge volume. Null elsewhere,
   * and when the installation is too large for IGEM/UP/1B.
   */
  readonly domesticTest:
    (DomesticTestParameters & { readonly verdict: DomesticTestVerdict }) | null;
  /** The operation's verdict (let-by FAIL fails the tightness operation); null when blocked. */
  readonly testResult: VerdictStatus | null;
  readonly warnings: readonly EngineWarning[];
}

export type CalculationResult =
  | { readonly ok: true; readonly output: CalculationOutput }
  | { readonly ok: false; readonly errors: readonly EngineInputIssue[] };
