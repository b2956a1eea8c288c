import { describe, expect, it } from 'vitest';
import * as engine from '../index';
import { GAS_TYPES } from '../domain-types';
import { floorToSignificantFigures, LEAK_RATE_SIGNIFICANT_FIGURES } from '../significant-figures';
import { AREA_TYPE_FACTORS, AREA_TYPE_LABELS, TYPE_B_ROOM_VOLUME_M3 } from './area-type-factors';
import { COMMERCIAL_EXISTING_TTD_TABLE } from './commercial-existing-test-durations';
import { COMMERCIAL_LET_BY_DURATION_TABLE, LET_BY_TEST_RULES } from './commercial-let-by-durations';
import { COMMERCIAL_NEW_TTD_TABLE } from './commercial-new-test-durations';
import { COPPER_PIPE_VOLUMES } from './copper-pipe-volumes';
import { COPPER_STEEL_EQUIVALENTS } from './copper-steel-equivalents';
import {
  DOMESTIC_GAS_FAMILY,
  DOMESTIC_METER_TYPES,
  DOMESTIC_PERCEPTIBLE_MOVEMENT_MBAR,
  DOMESTIC_PERMISSIBLE_DROPS,
  DOMESTIC_TEST,
} from './domestic-permissible-drops';
import { DOMESTIC_MAX_PIPE_SIZE_MM, PE_PIPE_VOLUMES } from './domestic-pipe-volumes';
import { FITTINGS_ALLOWANCE_FRACTION } from './fittings-allowance';
import { GAS_FACTORS } from './gas-factors';
import { GAUGES } from './gauges';
import {
  MAPD_IV_BANDS_M3,
  MAPD_ROOM_VOLUME_COLUMNS_M3,
  MAPD_TABLE,
  PUBLISHED_MAPD_ROW_IV_0_15,
  computeMapdFormulaMbar,
} from './maximum-allowable-pressure-drops';
import { MPLR_NATURAL_GAS, MPLR_TABLE } from './maximum-permitted-leak-rates';
import { METER_PURGE_CYCLIC_MULTIPLIER, METER_VOLUMES } from './meter-volumes';
import { PURGE_FLOW_RATES } from './purge-flow-rates';
import { PURGE_POINT_BORES } from './purge-point-bores';
import {
  DEFAULT_PURGE_SAFETY_FACTOR,
  PURGE_GAS_CONTENT_LIMITS,
  PURGE_HOSE_STACK_SIZES_MM,
  PURGE_SAFETY_FACTORS,
} from './purge-rules';
import { COMMERCIAL_SCOPE, DOMESTIC_TERRITORY, INPUT_LIMITS } from './scope-limits';
import { STEEL_PIPE_VOLUMES } from './steel-pipe-volumes';
import { STRENGTH_TEST_RULES } from './strength-test-rules';
import { TIGHTNESS_TEST_RULES } from './tightness-test-rules';

// A snapshot guards every published table: any change to reference data shows in review.
describe('every exported table is snapshotted', () => {
  it.each(
    Object.entries({
      STEEL_PIPE_VOLUMES,
      COPPER_PIPE_VOLUMES,
      COPPER_STEEL_EQUIVALENTS,
      FITTINGS_ALLOWANCE_FRACTION,
      METER_VOLUMES,
      METER_PURGE_CYCLIC_MULTIPLIER,
      GAS_FACTORS,
      GAUGES,
      TIGHTNESS_TEST_RULES,
      AREA_TYPE_FACTORS,
      AREA_TYPE_LABELS,
      TYPE_B_ROOM_VOLUME_M3,
      MPLR_NATURAL_GAS,
      MPLR_TABLE,
      COMMERCIAL_NEW_TTD_TABLE,
      COMMERCIAL_EXISTING_TTD_TABLE,
      COMMERCIAL_LET_BY_DURATION_TABLE,
      LET_BY_TEST_RULES,
      MAPD_IV_BANDS_M3,
      MAPD_ROOM_VOLUME_COLUMNS_M3,
      PUBLISHED_MAPD_ROW_IV_0_15,
      MAPD_TABLE: MAPD_TABLE.map(
        (r) =>
          `≤${r.ivUpToM3.toFixed(2)} (air ${r.airDurationMin} min): ${r.maxDropsMbar.map((d) => d.toFixed(1)).join(' ')}`,
      ),
      STRENGTH_TEST_RULES,
      PURGE_FLOW_RATES,
      PURGE_POINT_BORES,
      PURGE_SAFETY_FACTORS,
      DEFAULT_PURGE_SAFETY_FACTOR,
      PURGE_HOSE_STACK_SIZES_MM,
      PURGE_GAS_CONTENT_LIMITS,
      COMMERCIAL_SCOPE,
      DOMESTIC_TERRITORY,
      INPUT_LIMITS,
      DOMESTIC_PERMISSIBLE_DROPS,
      DOMESTIC_GAS_FAMILY,
      DOMESTIC_PERCEPTIBLE_MOVEMENT_MBAR,
      DOMESTIC_METER_TYPES,
      DOMESTIC_TEST,
      PE_PIPE_VOLUMES,
      DOMESTIC_MAX_PIPE_SIZE_MM,
    }),
  )('%s', (_name, table) => {
    expect(table).toMatchSnapshot();
  });

  it('the public door exports every table above', () => {
    const tableNames = Object.keys(engine).filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name));
    expect(tableNames.sort()).toMatchSnapshot();
  });
});

describe('MAPD table (standards.md §3)', () => {
  const row015 = MAPD_TABLE[0]!;

  it('has 18 IV bands (0.15 … 1.00) by 27 room volume columns (10–30, 35–60)', () => {
    expect(MAPD_TABLE).toHaveLength(18);
    expect(MAPD_IV_BANDS_M3[0]).toBe(0.15);
    expect(MAPD_IV_BANDS_M3[17]).toBe(1);
    expect(MAPD_ROOM_VOLUME_COLUMNS_M3).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 35, 40,
      45, 50, 55, 60,
    ]);
    MAPD_TABLE.forEach((row) => expect(row.maxDropsMbar).toHaveLength(27));
  });

  it('matches the published row for IV ≤ 0.15 m³ except RV 11, 14 (formula 0.1 lower, kept)', () => {
    const expected = [...PUBLISHED_MAPD_ROW_IV_0_15];
    expected[1] = 0.7; // RV 11: published 0.8, formula 0.7 — keep the formula
    expected[4] = 0.9; // RV 14: published 1.0, formula 0.9 — keep the formula
    expect(row015.maxDropsMbar).toEqual(expected);
  });

  it('caps RV 27 at the published 1.8 although the formula gives 1.9', () => {
    const column = MAPD_ROOM_VOLUME_COLUMNS_M3.indexOf(27);
    expect(Math.floor(computeMapdFormulaMbar(27, 0.15, 2) * 10) / 10).toBe(1.9);
    expect(row015.maxDropsMbar[column]).toBe(1.8);
  });

  it('never exceeds a published cell', () => {
    row015.maxDropsMbar.forEach((cell, i) =>
      expect(cell).toBeLessThanOrEqual(PUBLISHED_MAPD_ROW_IV_0_15[i]!),
    );
  });

  it.each([
    // [IV band, RV, air TTD, hand calculation 0.0005 × RV × T / (0.094 × IV), floored to 0.1]
    [0.15, 10, 2, 0.7], // 0.01 / 0.0141 = 0.709
    [0.2, 60, 3, 4.7], // 0.09 / 0.0188 = 4.787
    [0.3, 10, 3, 0.5], // 0.015 / 0.0282 = 0.531
    [0.35, 10, 5, 0.7], // 0.025 / 0.0329 = 0.759
    [1, 10, 10, 0.5], // 0.05 / 0.094 = 0.531
    [1, 60, 10, 3.1], // 0.3 / 0.094 = 3.191
  ])('IV ≤ %s, RV %s (air TTD %s min) → %s mbar', (iv, rv, ttd, mapd) => {
    const row = MAPD_TABLE.find((r) => r.ivUpToM3 === iv)!;
    expect(row.airDurationMin).toBe(ttd);
    expect(row.maxDropsMbar[MAPD_ROOM_VOLUME_COLUMNS_M3.indexOf(rv)]).toBe(mapd);
  });

  it('never falls as the room volume grows', () => {
    MAPD_TABLE.forEach((row) =>
      row.maxDropsMbar.forEach(
        (cell, i) => i > 0 && expect(cell).toBeGreaterThanOrEqual(row.maxDropsMbar[i - 1]!),
      ),
    );
  });
});

describe('commercial new-installation TTD table (standards.md §3)', () => {
  it('GRM 0.5: 2, 3, …, 30 for rows 0.06 … 0.90 in steps of 0.03', () => {
    const rows = COMMERCIAL_NEW_TTD_TABLE.filter((r) => r.ivUpToM3 <= 0.9);
    expect(rows.map((r) => r.ivUpToM3)).toEqual(
      Array.from({ length: 29 }, (_, i) => (6 + 3 * i) / 100),
    );
    expect(rows.map((r) => r.grm05DurationMin)).toEqual(
      Array.from({ length: 29 }, (_, i) => i + 2),
    );
  });

  it.each([
    [0.3, 2],
    [0.33, 3],
    [0.45, 3],
    [0.48, 4],
    [0.6, 4],
    [0.75, 5],
    [0.9, 6],
    [1, 7],
  ])('GRM 0.1: row up to %s m³ → %s min', (iv, ttd) => {
    expect(COMMERCIAL_NEW_TTD_TABLE.find((r) => r.ivUpToM3 === iv)?.grm01DurationMin).toBe(ttd);
  });

  it('above 0.90 m³ a GRM 0.5 gauge exceeds its 30-minute maximum', () => {
    expect(COMMERCIAL_NEW_TTD_TABLE.at(-1)).toEqual({
      ivUpToM3: 1,
      grm05DurationMin: 34,
      grm01DurationMin: 7,
    });
    expect(GAUGES.water.maxTestDurationMin).toBe(30);
  });
});

describe('factor tables cross-check (standards.md §2, §3)', () => {
  it('F3 gas ≈ 60 / 1013.25', () => {
    expect(GAS_FACTORS['Natural Gas'].f3Gas).toBeCloseTo(60 / 1013.25, 3);
  });

  it('air F3 for Natural Gas is 0.094, not product.md’s typo 0.94', () => {
    expect(GAS_FACTORS['Natural Gas'].f3Air).toBe(0.094);
  });

  // The other gases: F3(air) / F1(air) × (1, 1 / 2.8, 1 / 0.047), each DOWN to 3 figures (0904).
  it.each([
    ['Natural Gas', 0.0014, 0.0005, 0.03],
    ['Propane', 0.00057, 0.000203, 0.0121], // 0.000570136, 0.000203620, 0.0121305
    ['Butane', 0.000439, 0.000156, 0.00934], // 0.000439344, 0.000156908, 0.00934775
    ['LPG/Air (SNG)', 0.0013, 0.000464, 0.0276], // 0.0013, 0.000464285, 0.0276595
    ['LPG/Air (SMG)', 0.00209, 0.000746, 0.0444], // 0.00209090, 0.000746753, 0.0444874
  ])('MPLR %s: A %s, B %s × RV, C %s m³/h', (gas, a, b, c) => {
    const row = MPLR_TABLE.find((r) => r.gasType === gas)!;
    expect([row.newOrTypeAM3h, row.typeBM3hPerRoomM3, row.typeCM3h]).toEqual([a, b, c]);
  });

  it.each(GAS_TYPES.filter((gas) => gas !== 'Natural Gas'))(
    'MPLR %s is worked out from its air factors, each figure down to 3 significant figures',
    (gas) => {
      const { f3Air, f1Air } = GAS_FACTORS[gas];
      const typeA = f3Air / f1Air;
      const row = MPLR_TABLE.find((r) => r.gasType === gas)!;
      expect(row).toEqual({
        gasType: gas,
        newOrTypeAM3h: floorToSignificantFigures(typeA, LEAK_RATE_SIGNIFICANT_FIGURES),
        typeBM3hPerRoomM3: floorToSignificantFigures(
          typeA / AREA_TYPE_FACTORS.typeBRoomVolumeFactorM3,
          LEAK_RATE_SIGNIFICANT_FIGURES,
        ),
        typeCM3h: floorToSignificantFigures(
          typeA / AREA_TYPE_FACTORS.typeCFactor,
          LEAK_RATE_SIGNIFICANT_FIGURES,
        ),
        isPublished: false,
      });
    },
  );

  it('has one row per gas, in the order of the gas list', () => {
    expect(MPLR_TABLE.map((row) => row.gasType)).toEqual(GAS_TYPES);
  });

  it('the published Natural Gas MPLR agrees with F3(air) / F1(air) to 2 significant figures', () => {
    const { f3Air, f1Air } = GAS_FACTORS['Natural Gas'];
    expect(MPLR_NATURAL_GAS.newOrTypeAM3h).toBeCloseTo(f3Air / f1Air, 4);
    expect(MPLR_NATURAL_GAS.typeBM3hPerRoomM3).toBeCloseTo(f3Air / f1Air / 2.8, 5);
    expect(MPLR_NATURAL_GAS.typeCM3h).toBeCloseTo(f3Air / f1Air / 0.047, 2);
  });

  it('every copper size has a steel equivalent with a purge flow row at or above it', () => {
    COPPER_PIPE_VOLUMES.forEach(({ nominalSizeMm }) => {
      const equivalent = COPPER_STEEL_EQUIVALENTS.find((e) => e.copperSizeMm === nominalSizeMm);
      expect(equivalent).toBeDefined();
      expect(
        STEEL_PIPE_VOLUMES.some((s) => s.nominalSizeMm === equivalent!.steelNominalSizeMm),
      ).toBe(true);
    });
  });

  it('every hose and stack size is in the steel table', () => {
    PURGE_HOSE_STACK_SIZES_MM.forEach((size) =>
      expect(STEEL_PIPE_VOLUMES.some((s) => s.nominalSizeMm === size)).toBe(true),
    );
  });
});
