/**
 * Table: IGE/UP/1 area-type factors for existing installations (tightness test duration and
 * MPLR), and the room volume range that defines Type B.
 * Source: standards.md §3 — Type A (inadequately ventilated) TTD = GRM × IV × F1;
 * Type B (ventilated internal, RV < 60 m³) TTD = 2.8 × GRM × IV × F1 / RV;
 * Type C (ventilated ≥ 60 m³, external, underground) TTD = 0.047 × GRM × IV × F1.
 * The Type B lower limit of 1 m³ is product.md §5's field limit.
 */
export const AREA_TYPE_FACTORS = {
  typeBRoomVolumeFactorM3: 2.8,
  typeCFactor: 0.047,
} as const;

export const TYPE_B_ROOM_VOLUME_M3 = { min: 1, maxExclusive: 60 } as const;

export const AREA_TYPE_LABELS = {
  'Type A': 'Type A (inadequately ventilated)',
  'Type B': 'Type B (ventilated internal, room volume under 60 m³)',
  'Type C': 'Type C (ventilated 60 m³ or more, external or underground)',
} as const;
