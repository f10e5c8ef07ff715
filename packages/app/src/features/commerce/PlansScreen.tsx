// SPEC §2 plans routes (/subscription-plans, /plan, /viewPlanAndCoupon, /viewAllPlans): each plan's period, price,
// what it includes and trial; deep links preselect plan and coupon; coupons priced by precheckSubscription, the six errors
// (6201–6206) at the field. Only the admin pays (§6); a visitor logs in and comes back to the same plan and coupon.

import { isNotFound, subscriptionSourceLabel } from '@ott/domain';
import { paymentPath, planSelection, plansPath } from '@ott/domain/commerce';
import { isFreeTrial } from '@ott/domain/plans';
import { type Plan, useGetPlan, useListPlans, useListSubscriptions } from '@ott/sdk/hooks/sms';
import { queryKeys } from '@ott/sdk/query-keys';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CallFailed } from '../../components/CallState';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useLangPath } from '../../hooks/useLangPath';
import { useLoginDialog } from '../../hooks/useLoginDialog';
import { useMoney } from '../../hooks/useMoney';
import { useServices, useSession } from '../../hooks/useServices';
import { useStepHeading } from '../../hooks/useStepHeading';
import type { ScreenProps } from '../../screen-props';
import { isSubscriber } from '../../session/store';
import { CouponField, PriceLines } from './CouponField';
import { type Order, readPending } from './checkout';
import { PaymentModes } from './PaymentModes';
import { PlanChangeNote, PlanFeatures } from './PlanParts';
import { SuccessNotice } from './SuccessNotice';
import { isCurrent, usePayer } from './shared';
import { usePlanPrecheck } from './usePlanPrecheck';
import './commerce.css';

const PERIOD = defineMessages({
  daily: { id: 'plans.period.daily', defaultMessage: 'Daily' },
  weekly: { id: 'plans.period.weekly', defaultMessage: 'Weekly' },
  monthly: { id: 'plans.period.monthly', defaultMessage: 'Monthly' },
  quarterly: { id: 'plans.period.quarterly', defaultMessage: 'Every 3 months' },
  'half-yearly': { id: 'plans.period.halfYearly', defaultMessage: 'Every 6 months' },
  yearly: { id: 'plans.period.yearly', defaultMessage: 'Yearly' },
});

export default function PlansScreen({ routeId, params, lang }: ScreenProps) {
  const intl = useIntl();
  const money = useMoney();
  const ids = useId();
  const services = useServices();
  const session = useSession();
  const invalidate = useInvalidate();
  const to = useLangPath();
  const { openLogin } = useLoginDialog();
  const subscriber = isSubscriber(session);
  const payer = usePayer();
  const selection = planSelection(params);
  const country = session.subscriber?.country ?? session.country ?? undefined;
  // The country may arrive after the first list (the IP look-up at start-up): the cards stay while it is asked again.
  const plans = useListPlans(country ? { country } : undefined, {
    query: { placeholderData: keepPreviousData },
  });
  const current = useListSubscriptions(undefined, { query: { enabled: subscriber } });
  // A plan link is looked up by its id: one that no longer exists (or never did) is said, not silently dropped.
  const linked = useGetPlan(selection.planid ?? '', {
    query: { enabled: selection.planid !== null, retry: false, staleTime: 5 * 60_000 },
  });
  const unknownLink = linked.isError && isNotFound(linked.error);
  const [planid, setPlanid] = useState<string | null>(selection.planid);
  const [done, setDone] = useState<Plan | null>(null);
  const heading = useStepHeading<HTMLHeadingElement>(done ? 'done' : 'plans');
  const list = plans.data?.data ?? [];
  const plan = list.find((p) => p.planid === planid) ?? null;
  const canPay = payer.state === 'allowed';
  const { coupon, precheck } = usePlanPrecheck(plan, canPay, selection.coupon);
  const applied = coupon.applied;

  const pending = subscriber ? readPending(services) : null;
  const active = (current.data?.data ?? []).filter((s) => isCurrent(s.status));
  // The plan paid for now, when the chosen plan is another one.
  const changingFrom = plan && !active.some((s) => s.planid === plan.planid) ? (active[0] ?? null) : null;

  function afterSubscribed() {
    void invalidate(queryKeys.sms.subscriptions, queryKeys.sms.purchases);
    setDone(plan);
  }

  if (done) {
    const sub = (current.data?.data ?? []).find((s) => s.planid === done.planid);
    return (
      <SuccessNotice
        testId="plan-success"
        heading={heading}
        title={<FormattedMessage id="plans.successTitle" defaultMessage="You are subscribed" />}
        what={
          <FormattedMessage
            id="plans.successWhat"
            defaultMessage="{plan} is now active."
            values={{ plan: done.name }}
          />
        }
        nextbilling={sub?.nextbilling}
        watchTo={to('/')}
      />
    );
  }

  const order: Order | null =
    plan && precheck.data
      ? {
          kind: 'plan',
          planid: plan.planid,
          availabilityid: precheck.data.data.availabilityid ?? plan.availabilityid ?? '',
          priceclassid: precheck.data.data.priceclassid ?? plan.priceclassid,
          ...(applied ? { couponcode: applied } : {}),
          amount: precheck.data.data.finalprice,
          currency: precheck.data.data.currency,
          freeTrial: precheck.data.data.freetrial === true,
          source: subscriptionSourceLabel(routeId),
        }
      : null;

  return (
    <section className="page commerce" data-testid="plans" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} ref={heading} tabIndex={-1}>
        <FormattedMessage id="plans.title" defaultMessage="Choose your plan" />
      </h1>
      {pending && (
        <p className="commerce-banner" role="status" data-testid="pending-payment">
          <FormattedMessage id="plans.pendingPayment" defaultMessage="A payment is still being processed." />{' '}
          <Link to={to(paymentPath(pending.referenceid))}>
            <FormattedMessage id="plans.pendingPaymentLink" defaultMessage="Check its status" />
          </Link>
        </p>
      )}
      {unknownLink && (
        <p className="commerce-banner" role="alert" data-testid="plan-link-unknown">
          <FormattedMessage
            id="plans.linkUnknown"
            defaultMessage="The plan in this link is unknown or no longer offered. Here are the plans on offer."
          />
        </p>
      )}
      {plans.isError && (
        <CallFailed
          className="box"
          testId="plans-error"
          error={plans.error}
          onRetry={() => void plans.refetch()}
        />
      )}
      {plans.isPending && (
        <ul className="plan-list" aria-busy="true">
          {['a', 'b', 'c'].map((k) => (
            <li key={k} className="plan-card skeleton" aria-hidden="true" />
          ))}
        </ul>
      )}
      {list.length > 0 && (
        <fieldset className="plan-list-set">
          <legend className="visually-hidden">
            <FormattedMessage id="plans.legend" defaultMessage="Plans" />
          </legend>
          <ul className="plan-list">
            {list.map((p) => {
              const trialDays = p.paymentdetail?.trialperioddays ?? 0;
              const mine = active.some((s) => s.planid === p.planid);
              return (
                <li key={p.planid}>
                  <label className="plan-card" data-testid="plan-card" data-planid={p.planid}>
                    <span className="plan-top">
                      <input
                        type="radio"
                        name={`${ids}-plan`}
                        value={p.planid}
                        checked={planid === p.planid}
                        onChange={() => {
                          setPlanid(p.planid);
                          coupon.clearError();
                        }}
                      />
                      {/* The plan the back-end marks as recommended (Plan.recommended), not a rule of ours. */}
                      {p.recommended && (
                        <span className="plan-recommended" data-testid="plan-recommended">
                          <FormattedMessage id="plans.recommended" defaultMessage="Recommended" />
                        </span>
                      )}
                    </span>
                    <span className="plan-name">{p.name}</span>
                    <span className="plan-period">
                      {intl.formatMessage(PERIOD[p.period as keyof typeof PERIOD])}
                    </span>
                    <span className="plan-price" data-testid="plan-price">
                      {money(p.price, p.currency)}
                    </span>
                    <PlanFeatures plan={p} />
                    <span className="plan-badges">
                      {/* A trial is for a new subscription: not shown on the plan already paid for. */}
                      {isFreeTrial(p) && !mine && (
                        <span className="plan-trial" data-testid="plan-trial">
                          <FormattedMessage
                            id="plans.trial"
                            defaultMessage="{days, plural, one {# day} other {# days}} free trial"
                            values={{ days: trialDays }}
                          />
                        </span>
                      )}
                      {mine && (
                        <span className="plan-current">
                          <FormattedMessage id="plans.current" defaultMessage="Your plan" />
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      {plan && payer.state === 'visitor' && (
        <div className="box" data-testid="plans-login">
          <p>
            <FormattedMessage
              id="plans.loginFirst"
              defaultMessage="Log in to subscribe to {plan}."
              values={{ plan: plan.name }}
            />
          </p>
          <button
            type="button"
            className="btn"
            data-testid="plans-login-button"
            onClick={() =>
              openLogin(plansPath({ planid: plan.planid, coupon: coupon.input.trim() || null, lang }))
            }
          >
            <FormattedMessage id="plans.login" defaultMessage="Log in to continue" />
          </button>
        </div>
      )}
      {plan && payer.state === 'refused' && (
        <p className="box" role="alert" data-testid="payment-refused">
          {intl.formatMessage({ id: payer.messageId })}
        </p>
      )}

      {plan && canPay && (
        <>
          {/* What is charged first, then the coupon that may change it. */}
          <div className="box" aria-live="polite" data-testid="plan-summary">
            {precheck.isPending && (
              <p aria-busy="true">
                <FormattedMessage id="plans.pricing" defaultMessage="Working out the price…" />
              </p>
            )}
            {precheck.isError && !applied && (
              <CallFailed className="" ghost error={precheck.error} onRetry={() => void precheck.refetch()} />
            )}
            {precheck.data && (
              <PriceLines
                price={precheck.data.data.price}
                discount={precheck.data.data.discount}
                finalprice={precheck.data.data.finalprice}
                currency={precheck.data.data.currency}
              />
            )}
            {precheck.data?.data.freetrial && (
              <p data-testid="trial-note">
                <FormattedMessage
                  id="plans.trialNote"
                  defaultMessage="Your {days, plural, one {# day} other {# days}} free trial starts today; the first payment is due after it."
                  values={{ days: precheck.data.data.trialperioddays ?? 0 }}
                />
              </p>
            )}
            {precheck.data && changingFrom && (
              <PlanChangeNote
                plan={plan}
                current={changingFrom}
                amount={precheck.data.data.finalprice}
                currency={precheck.data.data.currency}
                freeTrial={precheck.data.data.freetrial === true}
              />
            )}
          </div>
          <CouponField coupon={coupon} />
          {order && (
            <PaymentModes
              key={`${order.planid}:${applied ?? ''}`}
              order={order}
              lang={lang}
              onDone={afterSubscribed}
            />
          )}
        </>
      )}
    </section>
  );
}
