import type { InstallationType, OperationType, PipeMaterial } from '@pipeproof/engine';
import type { MeterLineAction } from '../../calculator/components/meter-line-row';
import type { PipeLineAction } from '../../calculator/components/pipe-line-row';
import { normaliseLengthText } from '../../calculator/model/parse-fields';
import {
  createMeterRow,
  createPipeRow,
  type MeterRow,
  type PipeRow,
  type QuickCalcForm,
} from './quick-calc-form';
import { parseMeterQuantityOrDrop } from './parse-quick-calc-fields';

/** product.md §4: one material for every row; changing it clears every nominal size. */
export function setPipeMaterial(form: QuickCalcForm, material: PipeMaterial): QuickCalcForm {
  if (material === form.pipeMaterial) return form;
  return {
    ...form,
    pipeMaterial: material,
    pipes: form.pipes.map((row) => ({ ...row, nominalSizeMm: null })),
  };
}

/** product.md §4: 'Add Pipe Size' appends an empty row. */
export function addPipeRow(form: QuickCalcForm, id?: string): QuickCalcForm {
  return { ...form, pipes: [...form.pipes, createPipeRow(id)] };
}

/** product.md §4: the last row is kept. */
export function removePipeRow(form: QuickCalcForm, id: string): QuickCalcForm {
  if (form.pipes.length <= 1) return form;
  return { ...form, pipes: form.pipes.filter((row) => row.id !== id) };
}

export function updatePipeRow(
  form: QuickCalcForm,
  id: string,
  patch: Partial<Omit<PipeRow, 'id'>>,
): QuickCalcForm {
  return {
    ...form,
    pipes: form.pipes.map((row) => (row.id === id ? { ...row, ...patch } : row)),
  };
}

/** Leaving a length field shows the number it counts as (non-numeric → 0, product.md §5). */
export function normalisePipeLength(form: QuickCalcForm, id: string): QuickCalcForm {
  const row = form.pipes.find((line) => line.id === id);
  if (!row || row.lengthText.trim() === '') return form;
  return updatePipeRow(form, id, { lengthText: normaliseLengthText(row.lengthText) });
}

/** product.md §4: meters start empty; each added meter has a blank type and quantity 1. */
export function addMeterRow(form: QuickCalcForm, id?: string): QuickCalcForm {
  return { ...form, meters: [...form.meters, createMeterRow(id)] };
}

export function removeMeterRow(form: QuickCalcForm, id: string): QuickCalcForm {
  return { ...form, meters: form.meters.filter((row) => row.id !== id) };
}

export function updateMeterRow(
  form: QuickCalcForm,
  id: string,
  patch: Partial<Omit<MeterRow, 'id'>>,
): QuickCalcForm {
  return {
    ...form,
    meters: form.meters.map((row) => (row.id === id ? { ...row, ...patch } : row)),
  };
}

/**
 * Leaving a quantity field shows the number it counts as: non-numeric → 1 (product.md §5); a whole
 * number of 0 or less is kept as typed, and the row says it is not counted.
 */
export function normaliseMeterQuantity(form: QuickCalcForm, id: string): QuickCalcForm {
  const row = form.meters.find((line) => line.id === id);
  if (!row) return form;
  const quantity = parseMeterQuantityOrDrop(row.quantityText);
  const quantityText =
    quantity === null ? String(Math.floor(Number(row.quantityText))) : String(quantity);
  return updateMeterRow(form, id, { quantityText });
}

/** What the shared pipe and meter rows ask (decision 0652), applied to this form. */
export function applyLineAction(
  form: QuickCalcForm,
  action: PipeLineAction | MeterLineAction,
): QuickCalcForm {
  switch (action.type) {
    case 'set-pipe-material':
      return setPipeMaterial(form, action.material);
    case 'add-pipe':
      return addPipeRow(form, action.id);
    case 'remove-pipe':
      return removePipeRow(form, action.id);
    case 'update-pipe':
      return updatePipeRow(form, action.id, action.patch);
    case 'normalise-pipe-length':
      return normalisePipeLength(form, action.id);
    case 'add-meter':
      return addMeterRow(form, action.id);
    case 'remove-meter':
      return removeMeterRow(form, action.id);
    case 'update-meter':
      return updateMeterRow(form, action.id, action.patch);
    case 'normalise-meter-quantity':
      return normaliseMeterQuantity(form, action.id);
  }
}

/**
 * product.md §4: Strength Test and Existing are mutually exclusive; the form disables the conflicting
 * choice, and should one be made anyway the other is cleared.
 */
export function selectInstallationType(
  form: QuickCalcForm,
  installationType: InstallationType,
): QuickCalcForm {
  const clearsStrength = installationType === 'existing' && form.operationType === 'Strength Test';
  return {
    ...form,
    installationType,
    operationType: clearsStrength ? 'Tightness Test' : form.operationType,
  };
}

export function selectOperationType(
  form: QuickCalcForm,
  operationType: OperationType,
): QuickCalcForm {
  const clearsExisting = operationType === 'Strength Test' && form.installationType === 'existing';
  return {
    ...form,
    operationType,
    installationType: clearsExisting ? null : form.installationType,
  };
}
