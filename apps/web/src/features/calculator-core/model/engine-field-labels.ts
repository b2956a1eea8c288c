import type { CalculationInput } from '@pipeproof/engine';
import type { DescribeEngineIssues } from './evaluate-run';

/**
 * The engine names the field it refuses by its path in the calculation ('pipeConfigurations[0].
 * length'); the engineer knows it by the words on the page ('Pipe 1', 'Length (m)'). These are
 * the page's words for every field the step calculators and /calc send (decision 0880). Loaded with
 * the IGE engine (vite.config.ts's `ige-engine`), never on a calculator's first screen.
 */
const PROJECT_LABELS: Readonly<Record<string, string>> = {
  installationType: 'Installation type',
  operationType: 'Test',
  gasType: 'Gas type',
  testMedium: 'Test medium',
  gaugeType: 'Gauge type',
  maxOperatingPressure: 'Maximum Operating Pressure (MOP), mbar',
  maxIncidentalPressure: 'Maximum Incidental Pressure (MIP), mbar',
  zoneType: 'Room Classification',
  roomVolume: 'Room volume (m³)',
  safetyFactor: 'Safety factor',
  purgeDirection: 'Purge direction',
  appliancesConnected: 'Appliances connected',
  testPressure: 'Test pressure, mbar',
  stabilizationTime: 'Stabilisation time',
};

const PIPE_LABELS: Readonly<Record<string, string>> = {
  material: 'material',
  nominalSize: 'nominal size',
  length: 'length (m)',
};

const METER_LABELS: Readonly<Record<string, string>> = {
  meterType: 'type',
  quantity: 'quantity',
};

const HOSE_OR_STACK = { hose: 'Purge hose', stack: 'Vent stack' } as const;

const HOSE_OR_STACK_LABELS: Readonly<Record<string, string>> = {
  type: 'type',
  nominalSize: 'size',
  length: 'length (m)',
};

const WHOLE_LABELS: Readonly<Record<string, string>> = {
  pipeConfigurations: 'Pipework',
  meterConfigurations: 'Meters',
  purgeConfigurations: 'Purge hose and vent stack',
  calculatorType: 'Calculator',
  input: 'Calculation',
};

/** 'pipeConfigurations[0].length' or the server's 'pipeConfigurations.0.length' → its parts. */
const LINE_FIELD = /^(pipe|meter|purge)Configurations(?:\[(\d+)\]|\.(\d+))\.(\w+)$/;

/**
 * The page's name for a field the engine refused: 'Pipe 1 length (m)', 'Meter 2 quantity',
 * 'Vent stack length (m)', 'Room volume (m³)'. A path it does not know is given as it is, so
 * nothing the engine said is hidden.
 */
export function labelEngineField(field: string, input?: CalculationInput): string {
  if (field.startsWith('project.')) return PROJECT_LABELS[field.slice(8)] ?? field;
  const whole = WHOLE_LABELS[field];
  if (whole !== undefined) return whole;
  const line = LINE_FIELD.exec(field);
  if (line === null) return field;
  const [, kind, bracketIndex, dotIndex, name = ''] = line;
  const index = Number(bracketIndex ?? dotIndex);
  const pipe = kind === 'pipe' ? PIPE_LABELS[name] : undefined;
  if (pipe !== undefined) return `Pipe ${index + 1} ${pipe}`;
  const meter = kind === 'meter' ? METER_LABELS[name] : undefined;
  if (meter !== undefined) return `Meter ${index + 1} ${meter}`;
  const purge = kind === 'purge' ? HOSE_OR_STACK_LABELS[name] : undefined;
  if (purge !== undefined) {
    const type = input?.purgeConfigurations?.[index]?.type;
    const part =
      type === 'hose' || type === 'stack' ? HOSE_OR_STACK[type] : 'Purge hose or vent stack';
    return `${part} ${purge}`;
  }
  return field;
}

/** runCalculation's describer for the IGE calculators: 'Pipe 2 length (m): must be 100000 or less'. */
export const describeEngineIssues: DescribeEngineIssues = (issues, input) =>
  issues.map((issue) => `${labelEngineField(issue.field, input)}: ${issue.reason}`).join('; ');

/**
 * The server's sentence with the field it names in the page's words: the API says
 * 'pipeConfigurations.0.length: must be 100000 or less', the engineer reads 'Pipe 1 length (m):
 * must be 100000 or less'. A sentence that does not begin with its field (the contracts' own
 * words, 'Room volume must be …') is given as the server wrote it.
 */
export function nameServerField(message: string, field: string | null): string {
  if (field === null || !message.startsWith(`${field}: `)) return message;
  return `${labelEngineField(field)}: ${message.slice(field.length + 2)}`;
}
