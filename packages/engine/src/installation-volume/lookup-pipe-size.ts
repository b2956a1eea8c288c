import { assertNever, type CalculatorType, type PipeMaterial } from '../domain-types';
import { EngineInputError } from '../errors';
import { COPPER_PIPE_VOLUMES } from '../tables/copper-pipe-volumes';
import { COPPER_STEEL_EQUIVALENTS } from '../tables/copper-steel-equivalents';
import { STEEL_PIPE_VOLUMES } from '../tables/steel-pipe-volumes';

export interface PipeSize {
  readonly material: PipeMaterial;
  readonly nominalSizeMm: number;
  readonly volumeM3PerM: number;
  readonly isIndustrialOnly: boolean;
  readonly isSingleSource: boolean;
  /** Steel nominal size of equal or larger bore (itself for steel), standards.md §5. */
  readonly steelEquivalentSizeMm: number;
}

function buildIndex(material: PipeMaterial): ReadonlyMap<number, PipeSize> {
  const sizes: PipeSize[] = [];
  switch (material) {
    case 'steel':
      for (const row of STEEL_PIPE_VOLUMES) {
        sizes.push({
          material,
          ...row,
          isSingleSource: false,
          steelEquivalentSizeMm: row.nominalSizeMm,
        });
      }
      break;
    case 'copper':
      for (const row of COPPER_PIPE_VOLUMES) {
        const equivalent = COPPER_STEEL_EQUIVALENTS.find(
          (r) => r.copperSizeMm === row.nominalSizeMm,
        );
        /* v8 ignore else -- every copper size has an equivalent (tables.test.ts checks it) */
        if (equivalent)
          sizes.push({ material, ...row, steelEquivalentSizeMm: equivalent.steelNominalSizeMm });
      }
      break;
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(material);
  }
  return new Map(sizes.map((size) => [size.nominalSizeMm, Object.freeze(size)]));
}

// Built once: a calculation looks sizes up without allocating.
const PIPE_SIZE_INDEX: Readonly<Record<PipeMaterial, ReadonlyMap<number, PipeSize>>> = {
  steel: buildIndex('steel'),
  copper: buildIndex('copper'),
};

function findPipeSize(material: PipeMaterial, nominalSizeMm: number): PipeSize | undefined {
  return PIPE_SIZE_INDEX[material]?.get(nominalSizeMm);
}

/** The sizes a calculator offers for a material (industrial-only sizes left out of commercial). */
export function listPipeSizesMm(material: PipeMaterial, calculatorType: CalculatorType): number[] {
  const table = material === 'steel' ? STEEL_PIPE_VOLUMES : COPPER_PIPE_VOLUMES;
  return table
    .filter((row) => calculatorType === 'industrial' || !row.isIndustrialOnly)
    .map((row) => row.nominalSizeMm);
}

/**
 * The pipe table row for a material and size (standards.md §1). Throws EngineInputError for a size
 * the table does not hold, or an industrial-only size asked for in the commercial calculator.
 */
export function lookupPipeSize(
  material: PipeMaterial,
  nominalSizeMm: number,
  calculatorType: CalculatorType,
  field: string,
): PipeSize {
  const size = findPipeSize(material, nominalSizeMm);
  if (size === undefined) {
    const offered = listPipeSizesMm(material, calculatorType).join(', ');
    throw new EngineInputError({
      field,
      code: 'unknown_value',
      reason: `${String(nominalSizeMm)} mm is not a ${material} size in the IGE pipe volume table (sizes: ${offered} mm)`,
    });
  }
  if (size.isIndustrialOnly && calculatorType === 'commercial') {
    throw new EngineInputError({
      field,
      code: 'not_applicable',
      reason: `${material} ${nominalSizeMm} mm is offered in the industrial calculator (IGE/UP/1) only`,
    });
  }
  return size;
}
