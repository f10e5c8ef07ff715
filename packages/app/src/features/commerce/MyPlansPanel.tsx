// My Plans (SPEC §2, tab `plans` of /profile/:listItem): each subscription with status, quality and next billing;
// cancel with a required reason (§5) through updateSubscription (carrier billing → 6222: cancel at the gateway);
// renew or upgrade lead to the plans page.
import { canCancel, plansPath } from '@ott/domain/commerce';
import { validateReason } from '@ott/domain/validation';
import { type Subscription, updateSubscription, useListSubscriptions } from '@ott/sdk/hooks/sms';
import { queryKeys } from '@ott/sdk/query-keys';
import { type FormEvent, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SelectField } from '../../components/ChoiceFields';
import { FormError, SubmitButton } from '../../components/FormFields';
import { Notice } from '../../components/Notice';
import { useDisplayDate } from '../../hooks/useDisplayDate';
import { useForm } from '../../hooks/useFormSubmit';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useLangPath } from '../../hooks/useLangPath';
import { useMoney } from '../../hooks/useMoney';
import { useQualityName } from '../../hooks/useQualityName';
import type { AccountPanelProps } from '../../screen-props';
import { ListPanel } from './ListPanel';
import { isCurrent } from './shared';

const STATUS = defineMessages({
  active: { id: 'plans.status.active', defaultMessage: 'Active' },
  'on trial': { id: 'plans.status.trial', defaultMessage: 'On trial' },
  pending: { id: 'plans.status.pending', defaultMessage: 'Waiting for payment' },
  cancelled: { id: 'plans.status.cancelled', defaultMessage: 'Cancelled' },
  expired: { id: 'plans.status.expired', defaultMessage: 'Expired' },
});

const REASON_TEXT = defineMessages({
  price: { id: 'plans.reason.price', defaultMessage: 'It costs too much' },
  content: { id: 'plans.reason.content', defaultMessage: 'Not enough to watch' },
  technical: { id: 'plans.reason.technical', defaultMessage: 'Technical problems' },
  other: { id: 'plans.reason.other', defaultMessage: 'Another reason' },
});
const REASONS = Object.values(REASON_TEXT);
export default function MyPlansPanel(_: AccountPanelProps) {
  const to = useLangPath();
  const subs = useListSubscriptions();
  return (
    <ListPanel
      testId="my-plans"
      title={<FormattedMessage id="plans.myPlans" defaultMessage="My Plans" />}
      call={subs}
      row={(s) => <PlanRow key={s.subscriptionid ?? `${s.planid}-${s.planstartdate}`} sub={s} />}
      empty={
        <Notice
          className="box"
          testId="my-plans-empty"
          message={<FormattedMessage id="plans.none" defaultMessage="You have no plan yet." />}
          action={{
            label: <FormattedMessage id="checkout.toPlans" defaultMessage="See the plans" />,
            to: to(plansPath()),
          }}
        />
      }
    />
  );
}

function PlanRow({ sub }: { sub: Subscription }) {
  const intl = useIntl();
  const money = useMoney();
  const quality = useQualityName();
  const when = useDisplayDate();
  const to = useLangPath();
  const invalidate = useInvalidate();
  const [cancelling, setCancelling] = useState(false);
  const form = useForm(
    { reason: '' },
    (v) => ({ reason: validateReason(v.reason) }),
    () => null,
  );
  const date = (iso: string) => when.date(iso);

  async function cancel(e: FormEvent) {
    const r = await form.submit(e, async ({ reason }) => {
      await updateSubscription(sub.planid, { action: 'CANCEL', reason });
      return { ok: true as const };
    });
    if (!r) return;
    if (!r.ok) return form.refuse(r.messageId); // e.g. 6222: cancel at the payment gateway
    setCancelling(false);
    await invalidate(queryKeys.sms.subscriptions);
  }

  return (
    <li className="commerce-item" data-testid="my-plan" data-planid={sub.planid} data-status={sub.status}>
      <div className="commerce-item-main">
        <strong>{sub.planname ?? sub.planid}</strong>
        <span className="plan-status" data-testid="my-plan-status">
          {intl.formatMessage(STATUS[sub.status as keyof typeof STATUS] ?? STATUS.active)}
        </span>
        {sub.quality && (
          <span>
            <FormattedMessage
              id="plans.quality"
              defaultMessage="Quality {quality}"
              values={{ quality: quality(sub.quality) }}
            />
          </span>
        )}
        {sub.price !== undefined && <span>{money(sub.price, sub.currency)}</span>}
        {sub.nextbilling && (
          <span data-testid="my-plan-next-billing">
            <FormattedMessage
              id="plans.nextBilling"
              defaultMessage="Next billing: {date}"
              values={{ date: date(sub.nextbilling) }}
            />
          </span>
        )}
        {sub.status === 'cancelled' && sub.expiry && (
          <span>
            <FormattedMessage
              id="plans.accessUntil"
              defaultMessage="Access until {date}"
              values={{ date: date(sub.expiry) }}
            />
          </span>
        )}
      </div>
      <div className="commerce-actions">
        {canCancel(sub.status) && !cancelling && (
          <button
            type="button"
            className="btn ghost"
            onClick={() => setCancelling(true)}
            data-testid="my-plan-cancel"
          >
            <FormattedMessage id="plans.cancel" defaultMessage="Cancel plan" />
          </button>
        )}
        {(sub.status === 'cancelled' || sub.status === 'expired') && (
          <Link className="btn ghost" to={to(plansPath({ planid: sub.planid }))} data-testid="my-plan-renew">
            <FormattedMessage id="plans.renew" defaultMessage="Renew" />
          </Link>
        )}
        {isCurrent(sub.status) && (
          <Link className="btn ghost" to={to(plansPath())} data-testid="my-plan-upgrade">
            <FormattedMessage id="plans.upgrade" defaultMessage="Change plan" />
          </Link>
        )}
      </div>
      {cancelling && (
        <form className="box" noValidate onSubmit={(e) => void cancel(e)} aria-busy={form.busy}>
          <SelectField
            {...form.field('reason')}
            label={<FormattedMessage id="plans.cancelReason" defaultMessage="Why are you cancelling?" />}
            testId="cancel-reason"
            placeholder={intl.formatMessage({ id: 'plans.reason.choose', defaultMessage: 'Choose a reason' })}
          >
            {REASONS.map((r) => {
              const text = intl.formatMessage(r);
              return (
                <option key={r.id} value={text}>
                  {text}
                </option>
              );
            })}
          </SelectField>
          <FormError error={form.formError} testId="cancel-error" />
          <div className="commerce-actions">
            <SubmitButton busy={form.busy} testId="cancel-confirm">
              <FormattedMessage id="plans.cancelConfirm" defaultMessage="Cancel my plan" />
            </SubmitButton>
            <button type="button" className="btn ghost" onClick={() => setCancelling(false)}>
              <FormattedMessage id="plans.keep" defaultMessage="Keep my plan" />
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
