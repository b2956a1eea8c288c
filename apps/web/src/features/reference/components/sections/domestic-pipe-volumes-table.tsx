import {
  DOMESTIC_PIPE_MATERIALS,
  assertNever,
  listPipeSizesMm,
  lookupPipeSize,
  type PipeMaterial,
} from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { ReferenceTable } from '../reference-table';

function materialTitle(material: PipeMaterial): string {
  switch (material) {
    case 'copper':
      return 'Copper';
    case 'steel':
      return 'Steel';
    case 'csst':
      return 'CSST';
    case 'pe':
      return 'PE SDR 11';
    /* v8 ignore next -- exhaustive switch: a new material fails to compile until handled */
    default:
      return assertNever(material);
  }
}

/** Every size the domestic calculator offers, in any material, smallest first. */
const SIZES_MM = [
  ...new Set(DOMESTIC_PIPE_MATERIALS.flatMap((material) => listPipeSizesMm(material, 'domestic'))),
].sort((a, b) => a - b);

/** The engine's figure for a size in a material, or a dash where the material has no such size. */
function volumeCell(material: PipeMaterial, sizeMm: number): string {
  if (!listPipeSizesMm(material, 'domestic').includes(sizeMm)) return '–';
  return formatExact(lookupPipeSize(material, sizeMm, 'domestic', 'size').volumeM3PerM);
}

interface VolumeColumn {
  title: string;
  cells: readonly string[];
}

/**
 * One column per material, except that materials with the same figures at every size share one
 * (CSST takes the steel figures, standards.md §7.2): the table then fits a phone.
 */
const COLUMNS = DOMESTIC_PIPE_MATERIALS.reduce<VolumeColumn[]>((columns, material) => {
  const cells = SIZES_MM.map((sizeMm) => volumeCell(material, sizeMm));
  const isSame = (column: VolumeColumn) => column.cells.join() === cells.join();
  if (!columns.some(isSame)) return [...columns, { title: materialTitle(material), cells }];
  return columns.map((column) =>
    isSame(column) ? { ...column, title: `${column.title}, ${materialTitle(material)}` } : column,
  );
}, []);

/**
 * Pipe volume per metre in the domestic calculator: the IGE copper and steel figures up to the
 * domestic maxima, CSST on the steel figures, PE SDR 11 on its own (standards.md §7.2).
 */
export function DomesticPipeVolumesTable() {
  return (
    <ReferenceTable
      id="domestic-pipe-volumes"
      caption="Pipe volume per metre, domestic calculator (m³/m)"
      columns={['Size (mm)', ...COLUMNS.map((column) => column.title)]}
      rows={SIZES_MM.map((sizeMm, rowIndex) => ({
        key: String(sizeMm),
        header: formatExact(sizeMm),
        cells: COLUMNS.map((column) => column.cells[rowIndex]),
      }))}
      note="Source: standards.md §7.2. Stainless steel and CSST (corrugated stainless steel tube) take the steel figures; PE (polyethylene, SDR 11) has its own. A dash: the size is not offered in that material."
    />
  );
}
