import { assertNever, type CalculatorType, type PipeMaterial } from '../domain-types';
import { EngineInputError } from '../errors';
import { COPPER_PIPE_VOLUMES } from '../tables/copper-pipe-volumes';
import { COPPER_STEEL_EQUIVALENTS } from '../tables/copper-steel-equivalents';
import { DOMESTIC_MAX_PIPE_SIZE_MM, PE_PIPE_VOLUMES } from '../tables/domestic-pipe-volumes';
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
    case 'csst':
      // CSST takes the steel figures (standards.md §7.2).
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
    case 'pe':
      for (const row of PE_PIPE_VOLUMES) {
        sizes.push({ material, ...row, isIndustrialOnly: false, isSingleSource: false });
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
  pe: buildIndex('pe'),
  csst: buildIndex('csst'),
};

const DOMESTIC_ONLY_MATERIALS: ReadonlySet<PipeMaterial> = new Set(['pe', 'csst']);
const MATERIAL_NAMES: Readonly<Record<PipeMaterial, string>> = {
  steel: 'steel',
  copper: 'copper',
  pe: 'PE',
  csst: 'CSST',
};

function isOffered(size: PipeSize, calculatorType: CalculatorType): boolean {
  switch (calculatorType) {
    case 'commercial':
      return !size.isIndustrialOnly && !DOMESTIC_ONLY_MATERIALS.has(size.material);
    case 'industrial':
      return !DOMESTIC_ONLY_MATERIALS.has(size.material);
    case 'domestic':
      return size.nominalSizeMm <= DOMESTIC_MAX_PIPE_SIZE_MM[size.material];
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(calculatorType);
  }
}

function notOfferedReason(size: PipeSize, calculatorType: CalculatorType): string {
  const name = `${MATERIAL_NAMES[size.material]} ${size.nominalSizeMm} mm`;
  if (calculatorType === 'domestic') {
    return `${name} is larger than IGEM/UP/1B allows (${MATERIAL_NAMES[size.material]} up to ${DOMESTIC_MAX_PIPE_SIZE_MM[size.material]} mm): use the commercial calculator (IGE/UP/1A)`;
  }
  return `${name} is offered in the industrial calculator (IGE/UP/1) only`;
}

function findPipeSize(material: PipeMaterial, nominalSizeMm: number): PipeSize | undefined {
  return PIPE_SIZE_INDEX[material]?.get(nominalSizeMm);
}

/**
 * The sizes a calculator offers for a material: industrial-only sizes left out of commercial,
 * PE and CSST in the domestic calculator only, and the domestic calculator's largest sizes
 * (standards.md §1, §7.1).
 */
export function listPipeSizesMm(material: PipeMaterial, calculatorType: CalculatorType): number[] {
  // `?? []`: a material outside the union (from untyped input) offers no sizes.
  return [...(PIPE_SIZE_INDEX[material]?.values() ?? [])]
    .filter((size) => isOffered(size, calculatorType))
    .map((size) => size.nominalSizeMm);
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
  if (calculatorType !== 'domestic' && DOMESTIC_ONLY_MATERIALS.has(material)) {
    throw new EngineInputError({
      field,
      code: 'not_applicable',
      reason: `${MATERIAL_NAMES[material]} pipe is offered in the domestic calculator (IGEM/UP/1B) only`,
    });
  }
  const size = findPipeSize(material, nominalSizeMm);
  if (size === undefined) {
    const offered = listPipeSizesMm(material, calculatorType).join(', ');
    throw new EngineInputError({
      field,
      code: 'unknown_value',
      reason: `${String(nominalSizeMm)} mm is not a ${MATERIAL_NAMES[material] ?? String(material)} size in the ${calculatorType === 'domestic' ? 'IGEM/UP/1B' : 'IGE'} pipe volume table (sizes: ${offered} mm)`,
    });
  }
  if (!isOffered(size, calculatorType)) {
    throw new EngineInputError({
      field,
      code: 'not_applicable',
      reason: notOfferedReason(size, calculatorType),
    });
  }
  return size;
}
