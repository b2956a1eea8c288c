import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as engine from '../src/index';
import { roundMapdMbar } from '../src/rounding';

/**
 * Keeps docs/standards.md true to the engine. Every table marked `<!-- engine-table: NAME -->`
 * is compared row by row with the engine export NAME; every `<!-- engine-constants -->` table
 * names engine constants by path and gives their values; every "`packages/engine/src/….ts` →
 * `symbol`" reference must name an exported symbol of an existing file. Outside src/ because it
 * reads a file (the engine itself does no I/O); not counted in the engine's coverage.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOCUMENT = readFileSync(`${REPO_ROOT}docs/standards.md`, 'utf8');

interface MarkedTable {
  readonly kind: 'engine-table' | 'engine-constants' | 'cross-check';
  readonly name: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1'));
}

function readMarkedTables(markdown: string): MarkedTable[] {
  const lines = markdown.split('\n');
  const tables: MarkedTable[] = [];
  lines.forEach((line, i) => {
    const marker = /^<!-- (engine-table|engine-constants|cross-check)(?:: ([\w-]+))? -->$/.exec(
      line.trim(),
    );
    if (marker === null) return;
    let j = i + 1;
    while (lines[j]?.trim() === '') j += 1;
    const block: string[] = [];
    while (lines[j]?.trim().startsWith('|')) block.push(lines[j++]!);
    const name = marker[2] ?? '';
    if (block.length < 3 || !/^\|(\s*:?-+:?\s*\|)+$/.test(block[1]!)) {
      throw new Error(`docs/standards.md line ${i + 1}: no table follows "${line.trim()}"`);
    }
    tables.push({
      kind: marker[1] as MarkedTable['kind'],
      name,
      header: splitRow(block[0]!),
      rows: block.slice(2).map(splitRow),
    });
  });
  return tables;
}

/** A cell holding a plain number; a space may group thousands ("100 000"). */
function num(cell: string | undefined): number {
  const compact = (cell ?? '').replace(/(\d) (?=\d{3}\b)/g, '$1');
  expect(compact, `"${cell}" is a plain number`).toMatch(/^-?\d+(\.\d+)?$/);
  return Number(compact);
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined,
    root,
  );
}

/** Every number or string inside a constant, as a dotted path ("A.b.c"). */
function leafPaths(value: unknown, path: string): string[] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, `${path}.${key}`));
  }
  return [path];
}

const exportsByName = engine as unknown as Record<string, unknown>;
const offeredIn = (isIndustrialOnly: boolean) =>
  isIndustrialOnly ? 'industrial only' : 'both calculators';
const steelVolume = (sizeMm: number) =>
  engine.STEEL_PIPE_VOLUMES.find((row) => row.nominalSizeMm === sizeMm)?.volumeM3PerM;
const copperVolume = (sizeMm: number) =>
  engine.COPPER_PIPE_VOLUMES.find((row) => row.nominalSizeMm === sizeMm)?.volumeM3PerM;

type Check = (table: MarkedTable) => void;

/** One check per engine export shown as a table; the exports each check also covers. */
const ENGINE_TABLE_CHECKS: Record<string, { check: Check; alsoCovers?: readonly string[] }> = {
  STEEL_PIPE_VOLUMES: {
    check: ({ rows }) =>
      expect(rows.map((r) => [num(r[0]), num(r[1]), r[2]])).toEqual(
        engine.STEEL_PIPE_VOLUMES.map((s) => [
          s.nominalSizeMm,
          s.volumeM3PerM,
          offeredIn(s.isIndustrialOnly),
        ]),
      ),
  },
  COPPER_PIPE_VOLUMES: {
    check: ({ rows }) =>
      expect(rows.map((r) => [num(r[0]), num(r[1]), r[2], r[3]])).toEqual(
        engine.COPPER_PIPE_VOLUMES.map((c) => [
          c.nominalSizeMm,
          c.volumeM3PerM,
          offeredIn(c.isIndustrialOnly),
          c.isSingleSource ? 'single source' : 'two or more',
        ]),
      ),
  },
  METER_VOLUMES: {
    check: ({ rows }) =>
      expect(rows.map((r) => [r[0], r[1], num(r[2]), num(r[3]), num(r[4]), num(r[5])])).toEqual(
        engine.METER_VOLUMES.map((m) => [
          m.meterType,
          m.label,
          m.internalVolumeM3,
          m.cyclicVolumeM3,
          Number((engine.METER_PURGE_CYCLIC_MULTIPLIER * m.cyclicVolumeM3).toFixed(9)),
          m.ratedFlowM3h,
        ]),
      ),
  },
  GAS_FACTORS: {
    alsoCovers: ['GAS_TYPES'],
    check: ({ rows }) => {
      expect(Object.keys(engine.GAS_FACTORS)).toEqual([...engine.GAS_TYPES]);
      expect(rows.map((r) => [r[0], num(r[1]), num(r[2]), num(r[3]), num(r[4])])).toEqual(
        Object.entries(engine.GAS_FACTORS).map(([gas, f]) => [
          gas,
          f.f1Gas,
          f.f1Air,
          f.f3Gas,
          f.f3Air,
        ]),
      );
    },
  },
  GAUGES: {
    check: ({ rows }) =>
      expect(rows.map((r) => [r[0], r[1], num(r[2]), num(r[3])])).toEqual(
        Object.entries(engine.GAUGES).map(([key, g]) => [
          key,
          g.label,
          g.grmMbar,
          g.maxTestDurationMin,
        ]),
      ),
  },
  AREA_TYPE_LABELS: {
    check: ({ rows }) =>
      expect(rows.map((r) => [r[0], r[1]])).toEqual(Object.entries(engine.AREA_TYPE_LABELS)),
  },
  MPLR_TABLE: {
    check: ({ rows }) =>
      expect(rows.map((r) => [r[0], num(r[1]), num(r[2]), num(r[3]), r[4]])).toEqual(
        // Exactly: the derived figures are the engine's, already 3 significant figures (0904).
        engine.MPLR_TABLE.map((m) => [
          m.gasType,
          m.newOrTypeAM3h,
          m.typeBM3hPerRoomM3,
          m.typeCM3h,
          m.isPublished ? 'published' : 'derived',
        ]),
      ),
  },
  COMMERCIAL_NEW_TTD_TABLE: {
    check: ({ rows }) =>
      expect(rows.map((r) => [num(r[0]), num(r[1]), num(r[2])])).toEqual(
        engine.COMMERCIAL_NEW_TTD_TABLE.map((t) => [
          t.ivUpToM3,
          t.grm05DurationMin,
          t.grm01DurationMin,
        ]),
      ),
  },
  COMMERCIAL_EXISTING_TTD_TABLE: {
    check: ({ rows }) =>
      expect(rows.map((r) => [num(r[0]), num(r[1]), num(r[2])])).toEqual(
        engine.COMMERCIAL_EXISTING_TTD_TABLE.map((t) => [
          t.ivUpToM3,
          t.airDurationMin,
          t.naturalGasDurationMin,
        ]),
      ),
  },
  COMMERCIAL_LET_BY_DURATION_TABLE: {
    check: ({ rows }) =>
      expect(rows.map((r) => [num(r[0]), num(r[1])])).toEqual(
        engine.COMMERCIAL_LET_BY_DURATION_TABLE.map((t) => [t.ivUpToM3, t.durationMin]),
      ),
  },
  MAPD_TABLE: {
    alsoCovers: ['MAPD_IV_BANDS_M3', 'MAPD_ROOM_VOLUME_COLUMNS_M3'],
    check: ({ header, rows }) => {
      expect(header.slice(2).map(num)).toEqual(engine.MAPD_ROOM_VOLUME_COLUMNS_M3);
      expect(rows.map((r) => num(r[0]))).toEqual(engine.MAPD_IV_BANDS_M3);
      expect(rows.map((r) => [num(r[0]), num(r[1]), r.slice(2).map(num)])).toEqual(
        engine.MAPD_TABLE.map((m) => [m.ivUpToM3, m.airDurationMin, m.maxDropsMbar]),
      );
    },
  },
  PUBLISHED_MAPD_ROW_IV_0_15: {
    check: ({ rows }) => {
      const band = engine.MAPD_TABLE[0]!;
      expect(rows.map((r) => [num(r[0]), num(r[1]), num(r[2]), num(r[3]), num(r[4])])).toEqual(
        engine.MAPD_ROOM_VOLUME_COLUMNS_M3.map((roomM3, i) => {
          const formulaMbar = engine.computeMapdFormulaMbar(
            roomM3,
            band.ivUpToM3,
            band.airDurationMin,
          );
          return [
            roomM3,
            engine.PUBLISHED_MAPD_ROW_IV_0_15[i],
            Number(formulaMbar.toFixed(3)),
            roundMapdMbar(formulaMbar),
            band.maxDropsMbar[i],
          ];
        }),
      );
    },
  },
  STRENGTH_TEST_RULES: {
    check: ({ rows }) => {
      const { commercial, industrial } = engine.STRENGTH_TEST_RULES;
      const cell = (value: unknown) => (value === undefined || value === null ? 'none' : value);
      expect(rows.map((r) => [r[3], r[1] === 'none' ? 'none' : num(r[1]), num(r[2])])).toEqual(
        rows.map((r) => {
          const path = r[3]!.split('.');
          return [r[3], cell(valueAt(commercial, path)), cell(valueAt(industrial, path))];
        }),
      );
      expect(rows.map((r) => r[3]).sort()).toEqual(
        leafPaths(industrial, '')
          .map((p) => p.slice(1))
          .sort(),
      );
    },
  },
  PURGE_SAFETY_FACTORS: {
    alsoCovers: ['SAFETY_FACTORS'],
    check: ({ rows }) => {
      expect(engine.PURGE_SAFETY_FACTORS.map((f) => f.safetyFactor)).toEqual([
        ...engine.SAFETY_FACTORS,
      ]);
      expect(rows.map((r) => [num(r[0]), r[1], r[2]])).toEqual(
        engine.PURGE_SAFETY_FACTORS.map((f) => [
          f.safetyFactor,
          f.label,
          f.isDefault ? 'yes' : 'no',
        ]),
      );
    },
  },
  PURGE_HOSE_STACK_SIZES_MM: {
    check: ({ rows }) =>
      expect(rows.map((r) => [num(r[0]), num(r[1])])).toEqual(
        engine.PURGE_HOSE_STACK_SIZES_MM.map((size) => [size, steelVolume(size)]),
      ),
  },
  COPPER_STEEL_EQUIVALENTS: {
    check: ({ rows }) =>
      expect(rows.map((r) => [num(r[0]), num(r[1])])).toEqual(
        engine.COPPER_STEEL_EQUIVALENTS.map((e) => [e.copperSizeMm, e.steelNominalSizeMm]),
      ),
  },
  PURGE_FLOW_RATES: {
    check: ({ rows }) =>
      expect(rows.map((r) => [num(r[0]), num(r[1])])).toEqual(
        engine.PURGE_FLOW_RATES.map((f) => [f.nominalSizeMm, f.minimumFlowM3h]),
      ),
  },
  PURGE_POINT_BORES: {
    check: ({ rows }) =>
      expect(rows.map((r) => [num(r[0]), num(r[2])])).toEqual(
        engine.PURGE_POINT_BORES.map((b) => [b.nominalSizeUpToMm, b.boreMm]),
      ),
  },
  DOMESTIC_PERMISSIBLE_DROPS: {
    check: ({ rows }) =>
      expect(
        rows.map((r) => [r[0], num(r[1]), r[2] === 'no perceptible movement' ? null : num(r[2])]),
      ).toEqual(
        engine.DOMESTIC_PERMISSIBLE_DROPS.map((d) => [d.gasFamily, d.ivUpToM3, d.maxDropMbar]),
      ),
  },
  PE_PIPE_VOLUMES: {
    check: ({ rows }) =>
      expect(rows.map((r) => [num(r[0]), num(r[1]), num(r[2])])).toEqual(
        engine.PE_PIPE_VOLUMES.map((p) => [
          p.nominalSizeMm,
          p.volumeM3PerM,
          p.steelEquivalentSizeMm,
        ]),
      ),
  },
};

/** §7 tables that are not engine exports but must agree with the §1 tables they repeat. */
const CROSS_CHECKS: Record<string, Check> = {
  'domestic-pipe-volumes': ({ rows }) => {
    const column = (i: number, volume: (sizeMm: number) => number | undefined) =>
      rows.filter((r) => r[i] !== '–').map((r) => [num(r[0]), num(r[i]), volume(num(r[0]))]);
    const peVolume = (sizeMm: number) =>
      engine.PE_PIPE_VOLUMES.find((row) => row.nominalSizeMm === sizeMm)?.volumeM3PerM;
    for (const [i, material, volume] of [
      [1, 'copper', copperVolume],
      [2, 'steel', steelVolume],
      [2, 'csst', steelVolume],
      [3, 'pe', peVolume],
    ] as const) {
      const shown = column(i, volume);
      shown.forEach(([, doc, held]) => expect(doc).toBe(held));
      expect(shown.map(([size]) => size)).toEqual(engine.listPipeSizesMm(material, 'domestic'));
    }
  },
  'domestic-meters': ({ rows }) =>
    rows.forEach((r) => {
      const meter = engine.METER_VOLUMES.find((m) => m.meterType === r[1]);
      expect(num(r[2])).toBe(r[1] === 'none' ? 0 : meter?.internalVolumeM3);
    }),
};

/** Upper-case exports that are vocabularies, input synonyms or the version, not rules or figures. */
const NOT_FIGURES = [
  'ENGINE_VERSION',
  'CALCULATOR_TYPES',
  'INSTALLATION_TYPES',
  'OPERATION_TYPES',
  'TEST_MEDIA',
  'GAUGE_TYPES',
  'AREA_TYPES',
  'PIPE_MATERIALS',
  'METER_TYPES',
  'HOSE_STACK_TYPES',
  'PURGE_DIRECTIONS',
  'VERDICT_STATUSES',
  'GAUGE_TYPE_ALIASES',
  'INSTALLATION_TYPE_ALIASES',
  'TEST_MEDIUM_ALIASES',
  'IGE_CALCULATOR_TYPES',
  'DOMESTIC_PIPE_MATERIALS',
  'DOMESTIC_METER_TYPES',
  // Names, not figures: the domestic meters as printed (standards.md §7.2).
  'DOMESTIC_METER_LABELS',
  'DOMESTIC_GAS_FAMILIES',
  'DOMESTIC_GAS_FAMILY',
  // Words, not figures: the notes every domestic result carries (standards.md §7).
  'DOMESTIC_CHECK_YOUR_COPY_NOTE',
  'SMELL_OF_GAS_NOTE',
];

const tables = readMarkedTables(DOCUMENT);
const constantTables = tables.filter((t) => t.kind === 'engine-constants');
const constantRows = constantTables.flatMap((t) => t.rows);

describe('docs/standards.md agrees with the engine', () => {
  it('keeps the seven top-level sections that code comments cite as "standards.md §N"', () => {
    expect(DOCUMENT.split('\n').filter((line) => /^## \d/.test(line))).toEqual([
      '## 1. Volumes',
      '## 2. Factors by gas',
      '## 3. Tightness test',
      '## 4. Strength test (new installations only)',
      '## 5. Purge',
      '## 6. Scope switches',
      '## 7. Domestic (IGEM/UP/1B Edition 4)',
    ]);
  });

  it.each(tables.filter((t) => t.kind === 'engine-table').map((t) => [t.name, t] as const))(
    'table %s holds the engine’s figures',
    (name, table) => {
      const entry = ENGINE_TABLE_CHECKS[name];
      expect(entry, `a check for ${name}`).toBeDefined();
      entry!.check(table);
    },
  );

  it.each(tables.filter((t) => t.kind === 'cross-check').map((t) => [t.name, t] as const))(
    '§7 table %s repeats the §1 figures',
    (name, table) => {
      expect(CROSS_CHECKS[name], `a check for ${name}`).toBeDefined();
      CROSS_CHECKS[name]!(table);
    },
  );

  it('gives every constants table the columns Figure, Value, Engine constant', () => {
    expect(constantTables.length).toBeGreaterThan(5);
    constantTables.forEach((t) => expect(t.header).toEqual(['Figure', 'Value', 'Engine constant']));
  });

  it.each(constantRows.map((r) => [r[2]!, r[1]!] as const))('%s is %s', (path, cell) => {
    const [root, ...rest] = path.split('.');
    const value = valueAt(exportsByName[root!], rest);
    if (typeof value === 'number') expect(num(cell)).toBe(value);
    else expect(cell).toBe(value);
  });

  it('shows every figure the engine exports, each table once', () => {
    const tableNames = tables.filter((t) => t.kind === 'engine-table').map((t) => t.name);
    expect(new Set(tableNames).size).toBe(tableNames.length);
    const constantPaths = constantRows.map((r) => r[2]!);
    const constantRoots = [...new Set(constantPaths.map((p) => p.split('.')[0]!))];
    constantRoots.forEach((root) =>
      expect(constantPaths.filter((p) => p === root || p.startsWith(`${root}.`)).sort()).toEqual(
        leafPaths(exportsByName[root], root).sort(),
      ),
    );
    const shown = new Set([
      ...tableNames,
      ...tableNames.flatMap((name) => ENGINE_TABLE_CHECKS[name]?.alsoCovers ?? []),
      ...constantRoots,
      ...NOT_FIGURES,
    ]);
    const figures = Object.keys(engine).filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name));
    expect(figures.filter((name) => !shown.has(name))).toEqual([]);
  });

  it('names, for every "Implemented in", an existing file and one of its exports', () => {
    const references = [...DOCUMENT.matchAll(/`(packages\/engine\/src\/[\w./-]+\.ts)` → `(\w+)`/g)];
    expect(references.length).toBeGreaterThan(50);
    for (const [, path, symbol] of references) {
      const source = readFileSync(`${REPO_ROOT}${path}`, 'utf8');
      expect(source, `${path} exports ${symbol}`).toMatch(
        new RegExp(`export (?:const|function|class|interface|type) ${symbol}\\b`),
      );
    }
    for (const [path] of DOCUMENT.matchAll(/packages\/engine\/(?:src|test)\/[\w./-]+\.ts/g)) {
      expect(existsSync(`${REPO_ROOT}${path}`), `${path} exists`).toBe(true);
    }
  });

  it('links decisions that exist, and its contents point at its own headings', () => {
    for (const [, target] of DOCUMENT.matchAll(/\]\((decisions\/[^)#]+)\)/g)) {
      expect(existsSync(`${REPO_ROOT}docs/${target}`), `docs/${target} exists`).toBe(true);
    }
    const slugs = DOCUMENT.split('\n')
      .filter((line) => /^#{2,3} /.test(line))
      .map((line) =>
        line
          .replace(/^#+ /, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .replace(/\s/g, '-'),
      );
    const anchors = [...DOCUMENT.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
    expect(anchors.length).toBeGreaterThan(30);
    expect(anchors.filter((anchor) => !slugs.includes(anchor!))).toEqual([]);
  });
});
