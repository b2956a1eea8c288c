import type { GasType, InstallationType } from '@pipeproof/engine';
import type { LineAction } from '../../calculator-core';
import type {
  DomesticDraft,
  DomesticGauge,
  DomesticJobField,
  DomesticMeterChoice,
  DomesticReadingField,
  DomesticRecord,
  DomesticSetupSection,
  DomesticStage,
} from './domestic-draft';

/**
 * Everything the engineer can do to the /domestic draft (decision 0653): the pipe and meter rows'
 * line actions, handed to calculator-core's reduceLines, and the domestic fields. Ids and times
 * come in the actions, so the reducer is pure.
 */
export type DomesticAction =
  | LineAction
  | { type: 'set-job-detail'; field: DomesticJobField; value: string }
  | { type: 'set-gas-type'; gasType: GasType }
  | { type: 'set-installation-type'; installationType: InstallationType }
  | { type: 'set-appliances-connected'; value: boolean }
  | { type: 'set-gauge-type'; gaugeType: DomesticGauge }
  | { type: 'set-test-pressure-text'; value: string }
  /** Natural Gas: 20 mbar could not be reached, so the pressure reached (18 to 20) is recorded. */
  | { type: 'set-reduced-pressure'; value: boolean }
  | { type: 'set-stabilisation-text'; value: string }
  /** The meter: one of the domestic meters (a line with its id) or none. */
  | { type: 'choose-meter'; meter: DomesticMeterChoice; id: string }
  | { type: 'set-reading'; field: DomesticReadingField; value: string }
  | { type: 'set-smell-of-gas'; value: boolean }
  | { type: 'stage-timed'; stage: DomesticStage }
  | { type: 'set-action-note'; value: string }
  | { type: 'fold-section'; section: DomesticSetupSection; isFolded: boolean }
  | { type: 'record-queued'; record: DomesticRecord }
  /** The server's refusal of this record was read and dismissed: it is not the job's record. */
  | { type: 'forget-refused-record'; clientId: string }
  /**
   * A whole job in place of the one in progress: 'Start a New Job' (a fresh draft that keeps the
   * engineer), the device's job joining the account, or a saved job opened (decision 0898).
   */
  | { type: 'start-new-job'; draft: DomesticDraft };
