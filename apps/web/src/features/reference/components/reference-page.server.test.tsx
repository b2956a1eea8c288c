import { screen } from '@testing-library/react';
import {
  COMMERCIAL_EXISTING_TTD_TABLE,
  COMMERCIAL_LET_BY_DURATION_TABLE,
  COMMERCIAL_NEW_TTD_TABLE,
  COPPER_PIPE_VOLUMES,
  COPPER_STEEL_EQUIVALENTS,
  DOMESTIC_PERMISSIBLE_DROPS,
  GAS_FACTORS,
  GAS_TYPES,
  GAUGE_TYPES,
  GAUGES,
  MAPD_ROOM_VOLUME_COLUMNS_M3,
  MAPD_TABLE,
  METER_PURGE_CYCLIC_MULTIPLIER,
  METER_VOLUMES,
  MPLR_TABLE,
  PURGE_FLOW_RATES,
  PURGE_GAS_CONTENT_LIMITS,
  PURGE_HOSE_STACK_SIZES_MM,
  PURGE_POINT_BORES,
  PURGE_SAFETY_FACTORS,
  STEEL_PIPE_VOLUMES,
  STRENGTH_TEST_RULES,
} from '@pipeproof/engine';
import { renderApp } from '../../../../test/render-app';

/**
 * Every table on the page against the engine's own export, row by row and cell by cell: a row
 * added to (or changed in) the engine that the page does not show fails here. Cells are read
 * from the DOM and parsed; nothing here goes through the page's own formatting code.
 */

/** A figure the page rounds to 3 significant figures (derived MPLRs): within half a unit. */
interface Approx {
  approx: number;
}
type Expected = string | number | Approx;

/** '0.00024' → 0.00024, '16,000' → 16000, '34* (over the gauge maximum)' → 34. */
function parseFigure(text: string): number {
  const match = /^-?\d[\d,]*(\.\d+)?/.exec(text.trim());
  return match ? Number(match[0].replace(/,/g, '')) : Number.NaN;
}

function isWithinThreeSignificant(actual: number, expected: number): boolean {
  const halfUnit = 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(expected))) - 2);
  return Math.abs(actual - expected) <= halfUnit * (1 + 1e-9);
}

/** The cell as the expectation reads it: its text, its figure, or the expected value if close. */
function readCell(text: string, expected: Expected | undefined): Expected {
  if (typeof expected === 'number') return parseFigure(text);
  if (typeof expected === 'object') {
    return isWithinThreeSignificant(parseFigure(text), expected.approx) ? expected : text;
  }
  return text;
}

interface RenderedTable {
  columns: string[];
  rows: string[][];
}

/** Every <table> on the page by caption, checking the markup that makes it accessible. */
function readTables(): Map<string, RenderedTable> {
  const tables = new Map<string, RenderedTable>();
  for (const table of screen.getAllByRole<HTMLTableElement>('table')) {
    const caption = table.querySelector('caption')?.textContent ?? '';
    expect(caption, 'every table has a caption').not.toBe('');
    const headCells = [...(table.tHead?.rows[0]?.cells ?? [])];
    expect(headCells.every((cell) => cell.tagName === 'TH' && cell.scope === 'col')).toBe(true);
    const rows = [...(table.tBodies[0]?.rows ?? [])].map((row) => {
      const [header, ...cells] = [...row.cells];
      expect(header?.tagName === 'TH' && header.scope === 'row', `${caption}: row header`).toBe(
        true,
      );
      return [header, ...cells].map((cell) => cell?.textContent ?? '');
    });
    expect(tables.has(caption), `caption '${caption}' is unique`).toBe(false);
    tables.set(caption, { columns: headCells.map((cell) => cell.textContent), rows });
  }
  return tables;
}

function availability(isIndustrialOnly: boolean): string {
  return isIndustrialOnly ? 'Industrial only' : 'Both';
}

const industrial = STRENGTH_TEST_RULES.industrial;

/** Caption → the engine's table, one array per row (row header first). */
const EXPECTED_TABLES: Record<string, readonly (readonly Expected[])[]> = {
  'Domestic permissible pressure drop, Natural Gas': DOMESTIC_PERMISSIBLE_DROPS.filter(
    (row) => row.gasFamily === 'Natural Gas',
  ).map((row) => [row.ivUpToM3, row.maxDropMbar]),
  'Steel pipe (medium series, BS EN 10255)': STEEL_PIPE_VOLUMES.map((row) => [
    row.nominalSizeMm,
    row.volumeM3PerM,
    availability(row.isIndustrialOnly),
  ]),
  'Copper tube (BS EN 1057)': COPPER_PIPE_VOLUMES.map((row) => [
    row.isSingleSource ? `${row.nominalSizeMm}* (single source)` : row.nominalSizeMm,
    row.volumeM3PerM,
    availability(row.isIndustrialOnly),
  ]),
  'Meter volumes': METER_VOLUMES.map((row) => [
    row.label,
    row.ratedFlowM3h,
    row.internalVolumeM3,
    row.cyclicVolumeM3,
    // Without binary noise: 5 × 0.006 is 0.030000000000000002 in floating point.
    Number((METER_PURGE_CYCLIC_MULTIPLIER * row.cyclicVolumeM3).toPrecision(12)),
  ]),
  'Factors F1 and F3 by gas': GAS_TYPES.map((gas) => [
    gas,
    GAS_FACTORS[gas].f1Gas,
    GAS_FACTORS[gas].f1Air,
    GAS_FACTORS[gas].f3Gas,
    GAS_FACTORS[gas].f3Air,
  ]),
  'Gauge readable movement and longest test': GAUGE_TYPES.map((type) => [
    GAUGES[type].label,
    GAUGES[type].grmMbar,
    GAUGES[type].maxTestDurationMin,
  ]),
  'Maximum permitted leak rate (MPLR) by gas and area type (m³/h)': MPLR_TABLE.map((row) =>
    row.isPublished
      ? [row.gasType, row.newOrTypeAM3h, row.typeBM3hPerRoomM3, row.typeCM3h]
      : [
          `${row.gasType}* (derived)`,
          { approx: row.newOrTypeAM3h },
          { approx: row.typeBM3hPerRoomM3 },
          { approx: row.typeCM3h },
        ],
  ),
  'Test duration, new installations (minutes)': COMMERCIAL_NEW_TTD_TABLE.map((row) => [
    row.ivUpToM3,
    row.grm05DurationMin,
    row.grm01DurationMin,
  ]),
  'Test duration, existing installations (minutes)': COMMERCIAL_EXISTING_TTD_TABLE.map((row) => [
    row.ivUpToM3,
    row.airDurationMin,
    row.naturalGasDurationMin,
  ]),
  'Maximum allowable pressure drop (mbar) by installation volume and room volume (m³)':
    MAPD_TABLE.map((row) => [row.ivUpToM3, row.airDurationMin, ...row.maxDropsMbar]),
  'Let-by test duration, commercial (minutes)': COMMERCIAL_LET_BY_DURATION_TABLE.map((row) => [
    row.ivUpToM3,
    row.durationMin,
  ]),
  'Strength test rules by calculator': [
    [
      'Minimum STP (mbar)',
      STRENGTH_TEST_RULES.commercial.minimumPressureMbar,
      industrial.minimumPressureMbar,
    ],
    ['MOP multiplier', STRENGTH_TEST_RULES.commercial.mopMultiplier, industrial.mopMultiplier],
    ['MIP multiplier', STRENGTH_TEST_RULES.commercial.mipMultiplier, industrial.mipMultiplier],
    [
      'Stabilisation (min)',
      STRENGTH_TEST_RULES.commercial.stabilisationMin,
      industrial.stabilisationMin,
    ],
    [
      `Stabilisation, MOP ≥ ${industrial.highMopStabilisation.fromMopMbar} mbar (min)`,
      // Commercial has no longer stabilisation at high MOP.
      STRENGTH_TEST_RULES.commercial.stabilisationMin,
      industrial.highMopStabilisation.stabilisationMin,
    ],
    [
      'Test duration (min)',
      STRENGTH_TEST_RULES.commercial.testDurationMin,
      industrial.testDurationMin,
    ],
    [
      'Largest drop (% of STP)',
      STRENGTH_TEST_RULES.commercial.maxDropPercent,
      industrial.maxDropPercent,
    ],
  ],
  'Purge safety factors': PURGE_SAFETY_FACTORS.map((row) => [
    row.safetyFactor,
    row.label,
    row.isDefault ? 'Yes' : 'No',
  ]),
  'Purge hose and vent stack sizes': PURGE_HOSE_STACK_SIZES_MM.map((sizeMm) => [
    sizeMm,
    STEEL_PIPE_VOLUMES.find((row) => row.nominalSizeMm === sizeMm)?.volumeM3PerM ?? 'missing',
  ]),
  'Minimum purge flow rate (Qp) by largest pipe': PURGE_FLOW_RATES.map((row) => [
    row.nominalSizeMm,
    row.minimumFlowM3h,
  ]),
  'Purge-point bore by largest pipe': PURGE_POINT_BORES.map((row) => [
    row.nominalSizeUpToMm,
    row.boreMm,
  ]),
  'Copper tube to steel size for purging': COPPER_STEEL_EQUIVALENTS.map((row) => [
    row.copperSizeMm,
    row.steelNominalSizeMm,
  ]),
  'Purge gas content to pass (%)': [
    ['Air to gas', `≥ ${PURGE_GAS_CONTENT_LIMITS['air-to-gas'].minimumPercent}`],
    ['Gas to air', `≤ ${PURGE_GAS_CONTENT_LIMITS['gas-to-air'].maximumPercent}`],
  ],
};

async function renderReferencePage() {
  renderApp('/calculations');
  await screen.findByRole('heading', { level: 1, name: 'Reference & Calculations' });
  return readTables();
}

describe('/calculations: every table is the engine’s table', () => {
  it('shows exactly the tables this test knows, each once', async () => {
    const tables = await renderReferencePage();
    expect([...tables.keys()].sort()).toEqual(Object.keys(EXPECTED_TABLES).sort());
  });

  it('shows every row and cell of each engine table', async () => {
    const tables = await renderReferencePage();
    for (const [caption, expectedRows] of Object.entries(EXPECTED_TABLES)) {
      const rendered = tables.get(caption);
      expect(rendered, `table '${caption}'`).toBeDefined();
      const actualRows = rendered!.rows.map((row, rowIndex) =>
        row.map((text, cellIndex) => readCell(text, expectedRows[rowIndex]?.[cellIndex])),
      );
      expect(actualRows, `table '${caption}'`).toEqual(expectedRows);
    }
  });

  it('heads the MAPD columns with the engine’s room volumes', async () => {
    const tables = await renderReferencePage();
    const mapd = tables.get(
      'Maximum allowable pressure drop (mbar) by installation volume and room volume (m³)',
    );
    const roomColumns = mapd!.columns.slice(2);
    expect(roomColumns.map((text) => parseFigure(text.replace(/^RV /, '')))).toEqual(
      MAPD_ROOM_VOLUME_COLUMNS_M3,
    );
  });

  it('flags each new-installation duration that is longer than its gauge allows', async () => {
    const tables = await renderReferencePage();
    const rows = tables.get('Test duration, new installations (minutes)')!.rows;
    const gauges = [GAUGES.water, GAUGES.electronic01];
    const flagged = rows.flatMap((row, rowIndex) =>
      row
        .slice(1)
        .flatMap((text, column) =>
          text.includes('over the gauge maximum') ? [[rowIndex, column]] : [],
        ),
    );
    const expected = COMMERCIAL_NEW_TTD_TABLE.flatMap((row, rowIndex) =>
      [row.grm05DurationMin, row.grm01DurationMin].flatMap((durationMin, column) =>
        durationMin > gauges[column]!.maxTestDurationMin ? [[rowIndex, column]] : [],
      ),
    );
    // standards.md §3: above 0.90 m³ a GRM 0.5 gauge exceeds its 30-minute maximum.
    expect(expected.length).toBeGreaterThan(0);
    expect(flagged).toEqual(expected);
  });
});
