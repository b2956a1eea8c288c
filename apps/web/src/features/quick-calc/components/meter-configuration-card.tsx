import { Gauge } from 'lucide-react';
import { CALCULATION_MAX_LINES } from '@pipeproof/contracts';
import { MeterLinesFields } from '../../calculator/components/meter-line-row';
import { applyLineAction } from '../model/form-updates';
import { parseMeterQuantityOrDrop } from '../model/parse-quick-calc-fields';
import type { MeterRow, QuickCalcForm } from '../model/quick-calc-form';
import { QUICK_CALC_MESSAGES } from '../model/quick-calc-messages';
import { FormCard } from './form-card';
import type { UpdateForm } from './update-form';

/** product.md §5: a row with no type or a quantity of 0 or less is dropped from the request. */
function describeDroppedRow(row: MeterRow): string {
  if (row.meterType === '') return 'Not counted until a meter type is chosen.';
  if (parseMeterQuantityOrDrop(row.quantityText) === null)
    return 'Not counted: the quantity must be 1 or more.';
  return '';
}

/**
 * Meter Configuration (product.md §2, §4): none to start; each added meter blank with quantity 1. The
 * rows are the step calculator's (decision 0652), each saying when it is not counted.
 */
export function MeterConfigurationCard({
  form,
  update,
}: {
  form: QuickCalcForm;
  update: UpdateForm;
}) {
  return (
    <FormCard
      title="Meter Configuration"
      icon={Gauge}
      description="Meter internal volumes count towards the installation volume."
    >
      <MeterLinesFields
        lines={form.meters}
        maxLines={CALCULATION_MAX_LINES}
        emptyMessage={QUICK_CALC_MESSAGES.noMeters}
        lineNotes={form.meters.map(describeDroppedRow)}
        dispatch={(action) => update((f) => applyLineAction(f, action))}
      />
    </FormCard>
  );
}
