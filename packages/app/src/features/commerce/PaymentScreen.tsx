// The page a gateway returns to (/payment/:referenceid; SPEC §2 processing, success, failure): asks the status for ~2 min
// (§9) with a countdown, through drops, reloads and closed tabs (the reference is stored), on the API the payment
// belongs to (external: its callback first). Success says what was bought; failure gives the §4 error type and a retry.
import { playerPath } from '@ott/domain';
import { plansPath } from '@ott/domain/commerce';
import { formatClock } from '@ott/domain/format';
import { useListPurchases, useListSubscriptions } from '@ott/sdk/hooks/sms';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LoginFirst } from '../../components/CallState';
import { FormError } from '../../components/FormFields';
import { useDisplayDate } from '../../hooks/useDisplayDate';
import { useLangPath } from '../../hooks/useLangPath';
import { useMoney } from '../../hooks/useMoney';
import { useServices, useSession } from '../../hooks/useServices';
import { useStepHeading } from '../../hooks/useStepHeading';
import type { ScreenProps } from '../../screen-props';
import { isSubscriber } from '../../session/store';
import { SuccessNotice } from './SuccessNotice';
import { isCurrent } from './shared';
import { usePaymentStatus } from './usePaymentStatus';
import './commerce.css';

export default function PaymentScreen({ params, lang }: ScreenProps) {
  const referenceid = params.referenceid ?? '';
  const services = useServices();
  const session = useSession();
  const subscriber = isSubscriber(session);
  if (!subscriber) {
    return (
      <LoginFirst
        className="page narrow commerce"
        testId="payment-login"
        title={<FormattedMessage id="checkout.loginTitle" defaultMessage="Log in to see your payment" />}
        label={<FormattedMessage id="plans.login" defaultMessage="Log in to continue" />}
      />
    );
  }
  return <PaymentStatusView key={referenceid} referenceid={referenceid} lang={lang} services={services} />;
}

function PaymentStatusView({
  referenceid,
  lang,
  services,
}: {
  referenceid: string;
  lang: string | null;
  services: ReturnType<typeof useServices>;
}) {
  const intl = useIntl();
  const money = useMoney();
  const ids = useId();
  const to = useLangPath();
  const pay = usePaymentStatus(referenceid, lang, services);
  const { view } = pay;
  const heading = useStepHeading<HTMLHeadingElement>(view.view === 'checking' ? 'waiting' : view.view);
  const timedOut = view.view === 'timedOut';

  if (view.view === 'success') {
    return (
      <Success
        heading={heading}
        isPlan={pay.isPlan}
        planid={pay.planid}
        objectid={pay.objectid}
        amount={pay.status?.amount}
        currency={pay.status?.currency}
      />
    );
  }

  if (view.view === 'failed') {
    const { errorType, failurecode } = view.phase;
    return (
      <section className="page narrow commerce" aria-labelledby={`${ids}-h`} data-testid="payment-failed">
        <h1 id={`${ids}-h`} ref={heading} tabIndex={-1}>
          <FormattedMessage id="checkout.failedTitle" defaultMessage="Payment failed" />
        </h1>
        <p role="alert" data-testid="payment-error-type" data-error-type={errorType}>
          {errorType === 'User' ? (
            <FormattedMessage
              id="checkout.failedUser"
              defaultMessage="The payment was not approved. Approve it in your payment app, or try again."
            />
          ) : (
            <FormattedMessage
              id="checkout.failedGateway"
              defaultMessage="The payment gateway declined the payment. Nothing was charged."
            />
          )}
        </p>
        <p className="pay-note">
          <FormattedMessage
            id="checkout.failedDetail"
            defaultMessage="Error type: {type} · Code: {code} · Reference: {ref}"
            values={{ type: errorType, code: failurecode ?? '—', ref: referenceid }}
          />
        </p>
        {pay.retryError && <FormError error={pay.retryError} />}
        <div className="commerce-actions">
          <button
            type="button"
            className="btn"
            disabled={pay.retrying}
            aria-busy={pay.retrying}
            onClick={() => void pay.retry()}
            data-testid="payment-retry"
          >
            <FormattedMessage id="checkout.retry" defaultMessage="Try again" />
          </button>
          <Link className="btn ghost" to={to(pay.otherWay)}>
            <FormattedMessage id="checkout.otherWay" defaultMessage="Choose another way to pay" />
          </Link>
        </div>
      </section>
    );
  }

  if (view.view === 'error') {
    return (
      <section className="page narrow commerce" aria-labelledby={`${ids}-h`} data-testid="payment-unknown">
        <h1 id={`${ids}-h`} ref={heading} tabIndex={-1}>
          {intl.formatMessage({ id: view.messageId })}
        </h1>
        <Link className="btn" to={to(plansPath())}>
          <FormattedMessage id="checkout.toPlans" defaultMessage="See the plans" />
        </Link>
      </section>
    );
  }

  return (
    <section className="page narrow commerce" aria-labelledby={`${ids}-h`} data-testid="payment-processing">
      <h1 id={`${ids}-h`} ref={heading} tabIndex={-1}>
        <FormattedMessage id="checkout.processingTitle" defaultMessage="Processing your payment" />
      </h1>
      <p>{intl.formatMessage({ id: 'payment.processing' })}</p>
      {view.view === 'waiting' && view.waitingForUser && (
        <p className="commerce-banner" role="status" data-testid="payment-approve">
          <FormattedMessage
            id="checkout.approveInApp"
            defaultMessage="Approve the payment request in your UPI app."
          />
        </p>
      )}
      {pay.status?.amount !== undefined && (
        <p>
          <FormattedMessage
            id="checkout.amount"
            defaultMessage="Amount: {amount}"
            values={{ amount: money(pay.status.amount, pay.status.currency) }}
          />
        </p>
      )}
      {timedOut ? (
        <div role="status" data-testid="payment-timed-out">
          <p>
            <FormattedMessage
              id="checkout.timedOut"
              defaultMessage="This is taking longer than usual. Your payment is not lost: check again in a moment."
            />
          </p>
          <button type="button" className="btn" onClick={pay.checkAgain} data-testid="payment-check-again">
            <FormattedMessage id="checkout.checkAgain" defaultMessage="Check again" />
          </button>
        </div>
      ) : (
        <>
          <progress
            className="pay-progress"
            max={1}
            value={pay.clock.fraction}
            aria-label={intl.formatMessage({ id: 'checkout.progress', defaultMessage: 'Payment progress' })}
            data-testid="payment-progress"
          />
          <p data-testid="payment-countdown">
            <FormattedMessage
              id="checkout.countdown"
              defaultMessage="Time left: {time}"
              values={{ time: formatClock(pay.clock.remainingSec) }}
            />
          </p>
        </>
      )}
      {pay.offline && (
        <p className="commerce-banner" role="status" data-testid="payment-offline">
          <FormattedMessage
            id="checkout.offline"
            defaultMessage="Connection lost. Still checking your payment…"
          />
        </p>
      )}
      <p className="pay-note">
        <FormattedMessage
          id="checkout.reference"
          defaultMessage="Reference: {ref}"
          values={{ ref: referenceid }}
        />
      </p>
    </section>
  );
}

function Success({
  heading,
  isPlan,
  planid,
  objectid,
  amount,
  currency,
}: {
  heading: React.RefObject<HTMLHeadingElement | null>;
  isPlan: boolean;
  planid: string | null;
  objectid: string | null;
  amount: number | undefined;
  currency: string | undefined;
}) {
  const money = useMoney();
  const when = useDisplayDate();
  const to = useLangPath();
  const subscriptions = useListSubscriptions(undefined, { query: { enabled: isPlan } });
  const purchases = useListPurchases({ query: { enabled: !isPlan } });
  const sub = (subscriptions.data?.data ?? []).find((s) => s.planid === planid && isCurrent(s.status));
  const bought = (purchases.data?.data ?? []).find((p) => p.objectid === objectid);
  const what = isPlan ? (sub?.planname ?? planid ?? '') : (bought?.title ?? objectid ?? '');
  const watch = isPlan ? to('/') : to(playerPath({ objectid: objectid ?? '', title: bought?.title ?? null }));
  return (
    <SuccessNotice
      testId="payment-success"
      heading={heading}
      title={<FormattedMessage id="checkout.successTitle" defaultMessage="Payment successful" />}
      what={
        isPlan ? (
          <FormattedMessage
            id="checkout.successPlan"
            defaultMessage="{what} is now active."
            values={{ what }}
          />
        ) : bought?.pricemodel === 'RENTAL' ? (
          <FormattedMessage
            id="checkout.successRental"
            defaultMessage="You rented {what}."
            values={{ what }}
          />
        ) : (
          <FormattedMessage
            id="checkout.successPurchase"
            defaultMessage="You bought {what}."
            values={{ what }}
          />
        )
      }
      nextbilling={sub?.nextbilling}
      watchTo={watch}
    >
      {amount !== undefined && (
        <p>
          <FormattedMessage
            id="checkout.paid"
            defaultMessage="Paid: {amount}"
            values={{ amount: money(amount, currency) }}
          />
        </p>
      )}
      {bought?.expiry && (
        <p data-testid="success-rental-until">
          <FormattedMessage
            id="checkout.rentalUntil"
            defaultMessage="Watch until {date}"
            values={{ date: when.dateTime(bought.expiry) }}
          />
        </p>
      )}
    </SuccessNotice>
  );
}
