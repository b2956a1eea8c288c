import { screen, within } from '@testing-library/react';
import {
  COMMERCIAL_EXISTING_TTD_TABLE,
  COMMERCIAL_LET_BY_DURATION_TABLE,
  COMMERCIAL_NEW_TTD_TABLE,
  COPPER_PIPE_VOLUMES,
  COPPER_STEEL_EQUIVALENTS,
  DOMESTIC_CHECK_YOUR_COPY_NOTE,
  DOMESTIC_GAS_FAMILIES,
  DOMESTIC_GAS_FAMILY,
  DOMESTIC_PERCEPTIBLE_MOVEMENT_MBAR,
  DOMESTIC_PERMISSIBLE_DROPS,
  DOMESTIC_PIPE_MATERIALS,
  DOMESTIC_TEST,
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
  PE_PIPE_VOLUMES,
  STEEL_PIPE_VOLUMES,
  STRENGTH_TEST_RULES,
  listPipeSizesMm,
  type PipeMaterial,
} from '@pipeproof/engine';
import { renderApp } from '../../../../test/render-app';

/**
 * Every table on the page against the engine's own export, row by row and cell by cell: a row
 * added to (or changed in) the engine that the page does not show fails here. Cells are read
 * from the DOM and parsed; nothing here goes through the page's own formatting code.
 */

type Expected = string | number;

/** '0.00024' → 0.00024, '16,000' → 16000, '34* (over the gauge maximum)' → 34. */
function parseFigure(text: string): number {
  const match = /^-?\d[\d,]*(\.\d+)?/.exec(text.trim());
  return match ? Number(match[0].replace(/,/g, '')) : Number.NaN;
}

/** The cell as the expectation reads it: its figure where a number is expected, else its text. */
function readCell(text: string, expected: Expected | undefined): Expected {
  return typeof expected === 'number' ? parseFigure(text) : text;
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

// standards.md §7: the domestic calculator's tables.
const DOMESTIC_VOLUME_TABLES: Record<
  PipeMaterial,
  readonly { nominalSizeMm: number; volumeM3PerM: number }[]
> = {
  copper: COPPER_PIPE_VOLUMES,
  steel: STEEL_PIPE_VOLUMES,
  // CSST takes the steel figures (standards.md §7.2).
  csst: STEEL_PIPE_VOLUMES,
  pe: PE_PIPE_VOLUMES,
};
const domesticSizesMm = [
  ...new Set(DOMESTIC_PIPE_MATERIALS.flatMap((material) => listPipeSizesMm(material, 'domestic'))),
].sort((a, b) => a - b);

/** The domestic volume per metre of a size, or the dash for a size a material does not offer. */
function domesticVolume(material: PipeMaterial, sizeMm: number): number | string {
  if (!listPipeSizesMm(material, 'domestic').includes(sizeMm)) return '–';
  const row = DOMESTIC_VOLUME_TABLES[material].find((size) => size.nominalSizeMm === sizeMm);
  return row?.volumeM3PerM ?? 'missing';
}

const MATERIAL_TITLES: Record<PipeMaterial, string> = {
  copper: 'Copper',
  steel: 'Steel',
  csst: 'CSST',
  pe: 'PE SDR 11',
};
/** Materials with the same figures at every size share a column (CSST and steel). */
const domesticVolumeColumns = DOMESTIC_PIPE_MATERIALS.reduce<PipeMaterial[][]>(
  (columns, material) => {
    const figures = (m: PipeMaterial) =>
      JSON.stringify(domesticSizesMm.map((sizeMm) => domesticVolume(m, sizeMm)));
    const same = columns.find((column) => figures(column[0]!) === figures(material));
    if (same) same.push(material);
    else columns.push([material]);
    return columns;
  },
  [],
);

const T = DOMESTIC_TEST;
const lpgStabilisation = `${T.lpgMinStabilisationMin} to ${T.lpgMaxStabilisationMin} (default ${T.lpgDefaultStabilisationMin})`;
const perceptibleMovementMbar: Partial<Record<string, number>> = DOMESTIC_PERCEPTIBLE_MOVEMENT_MBAR;

/** One table per gas family, its bands in order; 'No perceptible movement' where the engine has null. */
const DOMESTIC_DROP_TABLES = Object.fromEntries(
  DOMESTIC_GAS_FAMILIES.map((family) => [
    `${family}: largest drop in ${T.testDurationMin} minutes (mbar)`,
    DOMESTIC_PERMISSIBLE_DROPS.filter((row) => row.gasFamily === family).map((row) => [
      row.ivUpToM3,
      row.maxDropMbar ?? 'No perceptible movement',
    ]),
  ]),
);

/** Caption → the engine's table, one array per row (row header first). */
const EXPECTED_TABLES: Record<string, readonly (readonly Expected[])[]> = {
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
  // Derived rows exactly too: the engine holds them to 3 significant figures (decision 0904).
  'Maximum permitted leak rate (MPLR) by gas and area type (m³/h)': MPLR_TABLE.map((row) => [
    row.isPublished ? row.gasType : `${row.gasType}* (derived)`,
    row.newOrTypeAM3h,
    row.typeBM3hPerRoomM3,
    row.typeCM3h,
  ]),
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
  'Pipe volume per metre, domestic calculator (m³/m)': domesticSizesMm.map((sizeMm) => [
    sizeMm,
    ...domesticVolumeColumns.map((materials) => domesticVolume(materials[0]!, sizeMm)),
  ]),
  'Domestic tightness test pressure and timing by gas': DOMESTIC_GAS_FAMILIES.map((family) =>
    family === 'Natural Gas'
      ? [
          family,
          `${T.naturalGasTestPressureMbar} (not below ${T.naturalGasMinTestPressureMbar})`,
          String(T.naturalGasStabilisationMin),
          String(T.testDurationMin),
        ]
      : [
          family,
          'Operating pressure (engineer input)',
          lpgStabilisation,
          String(T.testDurationMin),
        ],
  ),
  'Perceptible movement by gauge': GAUGE_TYPES.map((type) => [
    GAUGES[type].label,
    perceptibleMovementMbar[type] ?? 'Cannot be used',
  ]),
  'Drop table for each gas': GAS_TYPES.map((gas) => [gas, DOMESTIC_GAS_FAMILY[gas]]),
  ...DOMESTIC_DROP_TABLES,
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

  it('heads each domestic pipe volume column with the materials it holds, every material once', async () => {
    const tables = await renderReferencePage();
    const columns = tables.get('Pipe volume per metre, domestic calculator (m³/m)')!.columns;
    expect(columns).toEqual([
      'Size (mm)',
      ...domesticVolumeColumns.map((materials) =>
        materials.map((material) => MATERIAL_TITLES[material]).join(', '),
      ),
    ]);
    expect(domesticVolumeColumns.flat().sort()).toEqual([...DOMESTIC_PIPE_MATERIALS].sort());
  });

  it('says where the domestic figures come from and to check them against the standard', async () => {
    await renderReferencePage();
    const contentsLink = screen.getByRole('link', { name: 'Domestic test (IGEM/UP/1B Edition 4)' });
    expect(contentsLink).toHaveAttribute('href', '#domestic');
    const section = screen.getByRole('region', { name: 'Domestic test (IGEM/UP/1B Edition 4)' });
    const notice = within(section).getByRole('complementary', {
      name: 'Check these figures against your copy of the standard',
    });
    expect(notice).toHaveTextContent(DOMESTIC_CHECK_YOUR_COPY_NOTE);
    expect(notice).toHaveTextContent(/ISU 133/);
    // standards.md §7: the domestic calculator now applies IGEM/UP/1B.
    expect(screen.queryByText(/not used by any calculation|not calculated/i)).toBeNull();
  });
});
