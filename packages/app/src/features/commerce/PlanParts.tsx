// What a plan includes, in the same lines on every card so they compare side by side, and what choosing another plan
// than the one paid for does: the plans screen subscribes to it besides the current one (createSubscription), so the
// note says the new plan starts now and the current one keeps billing until cancelled in My Plans.
import { accountTabPath } from '@ott/domain';
import type { Plan, Subscription } from '@ott/sdk/hooks/sms';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDisplayDate } from '../../hooks/useDisplayDate';
import { useLangPath } from '../../hooks/useLangPath';
import { useMoney } from '../../hooks/useMoney';
import { useQualityName } from '../../hooks/useQualityName';

export function PlanFeatures({ plan }: { plan: Plan }) {
  const quality = useQualityName();
  return (
    <ul className="plan-features" data-testid="plan-features">
      {plan.quality && (
        <li className="plan-quality">
          <FormattedMessage
            id="plans.quality"
            defaultMessage="Quality {quality}"
            values={{ quality: quality(plan.quality) }}
          />
        </li>
      )}
      {plan.screens !== undefined && (
        <li data-testid="plan-screens">
          <FormattedMessage
            id="plans.screens"
            defaultMessage="{count, plural, one {# screen} other {# screens}} at once"
            values={{ count: plan.screens }}
          />
        </li>
      )}
      {plan.downloads !== undefined && (
        <li data-testid="plan-downloads">
          {plan.downloads ? (
            <FormattedMessage id="plans.downloads" defaultMessage="Downloads in the desktop app" />
          ) : (
            <FormattedMessage id="plans.noDownloads" defaultMessage="No downloads" />
          )}
        </li>
      )}
    </ul>
  );
}

/**
 * For a subscriber who chose a plan other than the one paid for: when it starts and what is charged (the precheck's
 * amount), and that the current plan goes on to its next bill.
 */
export function PlanChangeNote({
  plan,
  current,
  amount,
  currency,
  freeTrial,
}: {
  plan: Plan;
  current: Subscription;
  amount: number;
  currency: string;
  freeTrial: boolean;
}) {
  const money = useMoney();
  const { date } = useDisplayDate();
  const to = useLangPath();
  const myPlans = (chunks: ReactNode[]) => <Link to={to(accountTabPath('plans'))}>{chunks}</Link>;
  const name = current.planname ?? current.planid;
  return (
    <div className="plan-change" data-testid="plan-change">
      {!freeTrial && (
        <p data-testid="plan-change-starts">
          <FormattedMessage
            id="plans.change.startsNow"
            defaultMessage="{plan} starts today, when you pay {price}."
            values={{ plan: plan.name, price: money(amount, currency) }}
          />
        </p>
      )}
      <p data-testid="plan-change-current">
        {current.nextbilling && current.price !== undefined ? (
          <FormattedMessage
            id="plans.change.currentBills"
            defaultMessage="Your current plan, {current}, does not stop: its next bill of {price} is on {date}. Cancel it in <link>My Plans</link> if you no longer want it."
            values={{
              current: name,
              price: money(current.price, current.currency),
              date: date(current.nextbilling),
              link: myPlans,
            }}
          />
        ) : (
          <FormattedMessage
            id="plans.change.currentStays"
            defaultMessage="Your current plan, {current}, does not stop. Cancel it in <link>My Plans</link> if you no longer want it."
            values={{ current: name, link: myPlans }}
          />
        )}
      </p>
    </div>
  );
}
