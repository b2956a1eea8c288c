import {
  findCalculationGate,
  type CalculateRequestBody,
  type CalculationGate,
  type Tier,
} from '@pipeproof/contracts';

/**
 * The tier gate of contracts for a request, as the server will apply it (product.md §6). This form
 * sends sizes in mm as numbers (its size lists); the request's other checks are the form's own and
 * the server's, so the card shows as soon as the plan does not cover what is asked. Without the
 * request's schema: no zod on /calc's first load (decision 0873).
 */
export function findRequestGate(tier: Tier, request: CalculateRequestBody): CalculationGate | null {
  const inMm = (lines: readonly { nominalSize: number | string }[] | null | undefined) =>
    lines?.map(({ nominalSize }) => ({
      nominalSize: typeof nominalSize === 'number' ? nominalSize : Number.NaN,
    }));
  return findCalculationGate(tier, {
    calculatorType: request.calculatorType,
    project: { operationType: request.project.operationType },
    pipeConfigurations: inMm(request.pipeConfigurations) ?? [],
    purgeConfigurations: inMm(request.purgeConfigurations),
  });
}
