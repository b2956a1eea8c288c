import type { Dispatch } from 'react';
import { Cylinder } from 'lucide-react';
import { CALCULATION_MAX_LINES, type Tier } from '@pipeproof/contracts';
import {
  PipeLinesFields,
  useMaterialSwitchGuard,
  type PipeLineAction,
} from '../../calculator-core';
import type { QuickCalcForm } from '../model/quick-calc-form';
import { FormCard, GroupError } from './form-card';

interface PipeConfigurationCardProps {
  form: QuickCalcForm;
  dispatch: Dispatch<PipeLineAction>;
  tier: Tier;
  problem: string | undefined;
}

/**
 * Pipe Configuration (product.md §2, §4): one material for every row, 'Add Pipe Size', last row kept.
 * The rows are calculator-core's (decisions 0652, 0653), with the commercial sizes of the tier.
 */
export function PipeConfigurationCard({
  form,
  dispatch,
  tier,
  problem,
}: PipeConfigurationCardProps) {
  // Changing the material clears every size: once sizes are chosen it asks first (decision 0446).
  const { guardedDispatch, dialog } = useMaterialSwitchGuard(form, dispatch);
  return (
    <FormCard
      title="Pipe Configuration"
      icon={Cylinder}
      description="Every pipe run with its nominal size and length."
    >
      <PipeLinesFields
        lines={form.pipes}
        material={form.pipeMaterial}
        materialLegend="Pipe material (all rows)"
        calculatorType="commercial"
        tier={tier}
        maxLines={CALCULATION_MAX_LINES}
        dispatch={guardedDispatch}
        afterLines={<GroupError message={problem} />}
      />
      {dialog}
    </FormCard>
  );
}
