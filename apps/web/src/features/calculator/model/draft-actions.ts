import type { InstallationType, OperationType, PipeMaterial } from '@pipeproof/engine';
import type {
  CalculatorDraft,
  CompletedTest,
  JobDetails,
  MeterLine,
  PipeLine,
  Readings,
  SiteRecord,
  TestRun,
  TestSetup,
} from './calculator-draft';

/** Everything the engineer can do to the draft. Ids and times come in the action: the reducer is pure. */
export type DraftAction =
  | { type: 'set-job-detail'; field: keyof JobDetails; value: string }
  | { type: 'set-installation-type'; value: InstallationType }
  | { type: 'set-room-volume'; text: string }
  | { type: 'set-test-type'; value: OperationType }
  | { type: 'set-pipe-material'; material: PipeMaterial }
  | { type: 'add-pipe'; id: string }
  | { type: 'remove-pipe'; id: string }
  | { type: 'update-pipe'; id: string; patch: Partial<Omit<PipeLine, 'id'>> }
  | { type: 'normalise-pipe-length'; id: string }
  | { type: 'add-meter'; id: string }
  | { type: 'remove-meter'; id: string }
  | { type: 'update-meter'; id: string; patch: Partial<Omit<MeterLine, 'id'>> }
  | { type: 'normalise-meter-quantity'; id: string }
  | { type: 'clear-pipe-inputs'; id: string }
  | { type: 'undo-overflow' }
  | { type: 'set-setup'; patch: Partial<TestSetup> }
  | { type: 'normalise-setup-length'; field: 'hoseLengthText' | 'stackLengthText' }
  | { type: 'start-run'; run: TestRun }
  | { type: 'set-readings'; readings: Readings }
  | { type: 'set-site'; site: SiteRecord }
  | { type: 'record-result'; record: CompletedTest }
  | { type: 'continue-after-let-by'; record: CompletedTest }
  | {
      type: 'start-next-test';
      next: OperationType;
      record: CompletedTest | null;
      /** Purge calculates at once (product.md §4); null when it cannot yet. */
      run: TestRun | null;
    }
  | { type: 'repeat-test'; clientId: string; letByClientId: string }
  | { type: 'reset'; draft: CalculatorDraft }
  | { type: 'replace'; draft: CalculatorDraft };
