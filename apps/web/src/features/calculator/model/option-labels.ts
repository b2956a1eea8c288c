import {
  AREA_TYPES,
  GAS_TYPES,
  GAUGES,
  GAUGE_TYPES,
  METER_VOLUMES,
  PURGE_HOSE_STACK_SIZES_MM,
  type AreaType,
  type GasType,
  type GaugeType,
  type MeterType,
  type OperationType,
  type PipeMaterial,
  type PurgeDirection,
  type TestMedium,
} from '@pipeproof/engine';

/** Steel tube is still ordered in inches on site (BS EN 10255 nominal sizes). */
const STEEL_INCHES: Readonly<Record<number, string>> = {
  15: '½',
  20: '¾',
  25: '1',
  32: '1¼',
  40: '1½',
  50: '2',
  65: '2½',
  80: '3',
  100: '4',
  125: '5',
  150: '6',
  200: '8',
  250: '10',
  300: '12',
};

export function formatPipeSize(material: PipeMaterial, nominalSizeMm: number): string {
  const inches = material === 'steel' ? STEEL_INCHES[nominalSizeMm] : undefined;
  return inches ? `${nominalSizeMm} mm (${inches}")` : `${nominalSizeMm} mm`;
}

export const MATERIAL_LABELS = { steel: 'Steel', copper: 'Copper' } as const satisfies Record<
  PipeMaterial,
  string
>;

/** Readable gauge names with their readable movement (product.md §3 step-flow gauge types). */
export function formatGauge(gaugeType: GaugeType): string {
  const gauge = GAUGES[gaugeType];
  return `${gauge.label} — GRM ${gauge.grmMbar} mbar`;
}

/** Most sensitive first: the one an engineer should reach for. */
export const GAUGE_CHOICES = [...GAUGE_TYPES]
  .reverse()
  .map((value) => ({ value, label: formatGauge(value) }));

export const TEST_MEDIUM_LABELS = {
  Air: 'Air',
  Gas: 'Gas',
} as const satisfies Record<TestMedium, string>;

export const PURGE_DIRECTION_LABELS = {
  'air-to-gas': 'Air to gas',
  'gas-to-air': 'Gas to air',
} as const satisfies Record<PurgeDirection, string>;

export const PURGE_DIRECTION_DESCRIPTIONS = {
  'air-to-gas': 'Commissioning: purge until the gas content is at least 90 %.',
  'gas-to-air': 'Decommissioning: purge until the gas content is at most 1.8 %.',
} as const satisfies Record<PurgeDirection, string>;

export const METER_CHOICES = METER_VOLUMES.map((meter) => ({
  value: meter.meterType as MeterType,
  label: meter.label,
}));

export const HOSE_STACK_SIZE_OPTIONS = PURGE_HOSE_STACK_SIZES_MM.map((size) => ({
  value: String(size),
  label: `${size} mm`,
}));

export const TEST_DESCRIPTIONS = {
  'Strength Test': 'New installations only. Proves the pipework at above its working pressure.',
  'Tightness Test':
    'Proves the pipework does not leak. Existing installations start with a let-by test.',
  Purge: 'Clears air or gas from the pipework through a hose and vent stack.',
} as const satisfies Record<OperationType, string>;

/** The five gases of standards.md §2 (industrial calculator; the commercial one is Natural Gas). */
export const GAS_TYPE_OPTIONS = GAS_TYPES.map((gas) => ({ value: gas as GasType, label: gas }));

/** Room classification labels of product.md §3, word for word. */
export const ROOM_CLASSIFICATION_LABELS = {
  'Type A': 'Type A (Inadequately ventilated)',
  'Type B': 'Type B (Ventilated internal <60 m³)',
  'Type C': 'Type C (Ventilated >60 m³ or external/underground)',
} as const satisfies Record<AreaType, string>;

/** What each class means for the test (standards.md §3: Type C starts at 60 m³). */
export const ROOM_CLASSIFICATION_DESCRIPTIONS = {
  'Type A': 'Longest test: TTD = GRM × IV × F1.',
  'Type B': 'Needs the room volume of the smallest occupied space, 1 to 59.9 m³.',
  'Type C': 'Rooms of 60 m³ or more, outdoors or underground.',
} as const satisfies Record<AreaType, string>;

export const ROOM_CLASSIFICATION_CHOICES = AREA_TYPES.map((value) => ({
  value,
  label: ROOM_CLASSIFICATION_LABELS[value],
  description: ROOM_CLASSIFICATION_DESCRIPTIONS[value],
}));
