import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import {
  TIER_POLICY,
  tierRank,
  type PaidTier,
  type SubscriptionStatus,
} from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useChangePlan } from '../api/change-plan';
import { formatPeriodEnd } from '../utils/format-period-end';

export const PLAN_CHANGED_TOAST = 'Plan Changed';
const CHANGE_FAILED = 'Your plan could not be changed. Check your connection and try again.';

interface ChangePlanPanelProps {
  target: PaidTier;
  current: PaidTier;
  status: SubscriptionStatus;
  /** Where to go once the plan has changed (decision 0438); the account page without it. */
  returnTo?: string | null;
}

function describeChange({ target, current, status }: ChangePlanPanelProps) {
  const to = TIER_POLICY[target];
  const from = TIER_POLICY[current];
  const date = formatPeriodEnd(status.currentPeriodEnd);
  const isPending = status.cancelAtPeriodEnd || status.scheduledTier !== null;
  if (target === current) {
    return isPending
      ? {
          title: `Keep ${to.label}`,
          text: `Your plan is due to change on ${date}. Keep ${to.label} at £${to.pricePerMonthGbp} a month instead.`,
          action: `Keep ${to.label}`,
        }
      : { title: `You are on ${to.label}`, text: `Your plan renews on ${date}.`, action: null };
  }
  if (tierRank(target) > tierRank(current)) {
    return {
      title: 'Upgrade now',
      text: `You move to ${to.label} straight away. Stripe charges the difference for the rest of this billing period now; from ${date} you pay £${to.pricePerMonthGbp} a month.`,
      action: `Upgrade to ${to.label}`,
    };
  }
  return {
    title: 'Downgrade at the end of your billing period',
    text: `You keep ${from.label} until ${date}, then move to ${to.label} at £${to.pricePerMonthGbp} a month. There is no refund for the rest of this month.`,
    action: `Downgrade to ${to.label}`,
  };
}

/** Someone who already pays: change the plan of the Stripe subscription (product.md §10). */
export function ChangePlanPanel(props: ChangePlanPanelProps) {
  const navigate = useNavigate();
  const changePlan = useChangePlan();
  const { title, text, action } = describeChange(props);
  const onChange = () =>
    changePlan.mutateAsync(props.target).then(
      (answer) => {
        toast.success(PLAN_CHANGED_TOAST, { description: answer.message });
        void navigate(props.returnTo ?? '/account');
      },
      // Shown from changePlan.error below.
      () => undefined,
    );
  const error = changePlan.error;
  return (
    <section
      aria-labelledby="change-plan-title"
      className="rounded-xl border-2 border-slate-300 bg-white p-5"
    >
      <h2 id="change-plan-title" className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-base text-slate-800">{text}</p>
      <div className="mt-5 flex flex-col gap-3">
        {error ? (
          <FormAlert message={error instanceof ApiError ? error.userMessage : CHANGE_FAILED} />
        ) : null}
        {action ? (
          <Button onClick={onChange} disabled={changePlan.isPending}>
            {changePlan.isPending ? 'Changing your plan…' : action}
          </Button>
        ) : null}
        <Button asChild variant="secondary">
          <Link to="/account">Back to your account</Link>
        </Button>
      </div>
    </section>
  );
}
