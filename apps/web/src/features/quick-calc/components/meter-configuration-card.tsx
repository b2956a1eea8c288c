import type { Dispatch } from 'react';
import { Gauge } from 'lucide-react';
import { CALCULATION_MAX_LINES } from '@pipeproof/contracts';
import {
  MeterLinesFields,
  parseMeterQuantity,
  type MeterLine,
  type MeterLineAction,
} from '../../calculator-core';
import type { QuickCalcForm } from '../model/quick-calc-form';
import { QUICK_CALC_MESSAGES } from '../model/quick-calc-messages';
import { QUICK_CALC_LINE_RULES } from '../model/quick-calc-reducer';
import { FormCard } from './form-card';

/** product.md §5: a row with no type or a quantity of 0 or less is dropped from the request. */
function describeDroppedRow(row: MeterLine): string {
  if (row.meterType === '') return 'Not counted until a meter type is chosen.';
  if (parseMeterQuantity(row.quantityText, QUICK_CALC_LINE_RULES.meterQuantity) === null)
    return 'Not counted: the quantity must be 1 or more.';
  return '';
}

/**
 * Meter Configuration (product.md §2, §4): none to start; each added meter blank with quantity 1. The
 * rows are calculator-core's (decisions 0652, 0653), each saying when it is not counted.
 */
export function MeterConfigurationCard({
  form,
  dispatch,
}: {
  form: QuickCalcForm;
  dispatch: Dispatch<MeterLineAction>;
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
        dispatch={dispatch}
      />
    </FormCard>
  );
}
