/* The step calculators' own choices (the labels both calculators show are calculator-core's). */
import {
  AREA_TYPES,
  GAS_TYPES,
  PURGE_HOSE_STACK_SIZES_MM,
  type AreaType,
  type GasType,
  type OperationType,
  type PurgeDirection,
} from '@pipeproof/engine';

export const PURGE_DIRECTION_LABELS = {
  'air-to-gas': 'Air to gas',
  'gas-to-air': 'Gas to air',
} as const satisfies Record<PurgeDirection, string>;

export const PURGE_DIRECTION_DESCRIPTIONS = {
  'air-to-gas': 'Commissioning: purge until the gas content is at least 90 %.',
  'gas-to-air': 'Decommissioning: purge until the gas content is at most 1.8 %.',
} as const satisfies Record<PurgeDirection, string>;

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
