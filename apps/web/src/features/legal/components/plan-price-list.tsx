import { SUBSCRIPTION_TIERS, TIER_POLICY } from '@pipeproof/contracts';

/**
 * Plans, monthly prices and what each includes, read from the one tier policy the server
 * enforces, so the terms cannot drift from what is sold. Cards rather than a table: a
 * three-column table does not fit a phone.
 */
export function PlanPriceList() {
  return (
    <ul
      aria-label="PipeProof plans and monthly prices"
      className="mt-4! grid list-none! gap-3 pl-0! sm:grid-cols-2"
    >
      {SUBSCRIPTION_TIERS.map((tier) => {
        const policy = TIER_POLICY[tier];
        return (
          <li key={tier} className="mt-0! rounded-lg border border-slate-300 bg-white p-4">
            <p className="mt-0! flex items-baseline justify-between gap-3">
              <strong className="text-lg">{policy.label}</strong>
              <span className="text-slate-900">
                <strong className="text-lg tabular-nums">£{policy.pricePerMonthGbp}</strong> per
                month
              </span>
            </p>
            <ul className="mt-2! list-disc space-y-1! pl-5! text-base text-slate-800">
              {policy.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
