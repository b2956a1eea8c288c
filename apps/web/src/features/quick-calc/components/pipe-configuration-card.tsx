import { Cylinder } from 'lucide-react';
import { CALCULATION_MAX_LINES, type Tier } from '@pipeproof/contracts';
import { PipeLinesFields } from '../../calculator/components/pipe-line-row';
import { applyLineAction } from '../model/form-updates';
import type { QuickCalcForm } from '../model/quick-calc-form';
import { FormCard, GroupError } from './form-card';
import type { UpdateForm } from './update-form';

interface PipeConfigurationCardProps {
  form: QuickCalcForm;
  update: UpdateForm;
  tier: Tier;
  problem: string | undefined;
}

/**
 * Pipe Configuration (product.md §2, §4): one material for every row, 'Add Pipe Size', last row kept.
 * The rows are the step calculator's (decision 0652), with the commercial sizes of the tier.
 */
export function PipeConfigurationCard({ form, update, tier, problem }: PipeConfigurationCardProps) {
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
        dispatch={(action) => update((f) => applyLineAction(f, action))}
        afterLines={<GroupError message={problem} />}
      />
    </FormCard>
  );
}
