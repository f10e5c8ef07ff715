// The page a gateway returns to (/payment/:referenceid; SPEC §2 processing, success, failure): asks the status for ~2 min
// (§9) with a countdown, through drops, reloads and closed tabs (the reference is stored), on the API the payment
// belongs to (external: its callback first). Success says what was bought; failure gives the §4 error type and a retry.
import { playerPath, failureMessageId } from '@ott/domain';
import {
  formatCountdown,
  type PaymentPhase,
  paymentPhase,
  PAYMENT_POLL_INTERVAL_MS,
  plansPath,
  processingClock,
  purchasePath,
} from '@ott/domain/commerce';
import { ApiError } from '@ott/sdk';
import {
  externalPaymentCallback,
  getExternalPaymentStatus,
  getPaymentStatus,
  type PaymentStatus,
} from '@ott/sdk/hooks/charge';
import {
  createPurchase,
  getListPurchasesQueryKey,
  getListSubscriptionsQueryKey,
  useListPurchases,
  useListSubscriptions,
} from '@ott/sdk/hooks/sms';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useStepHeading } from '../../hooks/useStepHeading';
import { useServices, useSession } from '../../hooks/useServices';
import { useLangPath } from '../../hooks/useLangPath';
import { useLoginDialog } from '../../hooks/useLoginDialog';
import type { ScreenProps } from '../../screen-props';
import { isSubscriber } from '../../session/store';
import { clearPending, EXTERNAL_API_PARAM, readPending, startPayment } from './checkout';
import { formatMoney } from './shared';
import { SuccessNotice } from './SuccessNotice';
import './commerce.css';
import { useDisplayDate } from '../../hooks/useDisplayDate';

/** The references whose gateway result this page has handed to the external callback (once, even if it remounts). */
const relayed = new Set<string>();

type View =
  | { view: 'checking' }
  | { view: 'waiting'; waitingForUser: boolean }
  | { view: 'success' }
  | { view: 'failed'; phase: Extract<PaymentPhase, { phase: 'failed' }> }
  | { view: 'timedOut' }
  | { view: 'error'; messageId: string };

export default function PaymentScreen({ params, lang }: ScreenProps) {
  const referenceid = params.referenceid ?? '';
  const services = useServices();
  const session = useSession();
  const subscriber = isSubscriber(session);
  const { openLogin } = useLoginDialog();
  const ids = useId();
  if (!subscriber) {
    return (
      <section className="page narrow commerce" aria-labelledby={`${ids}-h`} data-testid="payment-login">
        <h1 id={`${ids}-h`}>
          <FormattedMessage id="checkout.loginTitle" defaultMessage="Log in to see your payment" />
        </h1>
        <button type="button" className="btn" onClick={() => openLogin(window.location.pathname)}>
          <FormattedMessage id="plans.login" defaultMessage="Log in to continue" />
        </button>
      </section>
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
  const ids = useId();
  const to = useLangPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  // The stored pending payment as it was when the page opened (another tab finishing the payment clears it).
  const [pending] = useState(() => {
    const stored = readPending(services);
    return stored?.referenceid === referenceid ? stored : null;
  });
  // Which payment API the reference belongs to: the stored pending payment says so; without it (another browser's
  // storage), the address the gateway returned to does. It does not change while the page is open.
  const [returned] = useState(() => gatewayReturn(location.search, referenceid));
  const external = pending?.external ?? returned.external;
  const [view, setView] = useState<View>({ view: 'checking' });
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const [offline, setOffline] = useState(false);
  const [startedAt, setStartedAt] = useState(() => services.now());
  const [now, setNow] = useState(() => services.now());
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const heading = useStepHeading<HTMLHeadingElement>(view.view === 'checking' ? 'waiting' : view.view);
  const final = view.view === 'success' || view.view === 'failed' || view.view === 'error';
  const timedOut = view.view === 'timedOut';

  // SPEC §7 external API: the gateway came back here with its result, which goes to the callback call once; the
  // address loses the gateway's parameters (a reload does not post it again) and the status check follows.
  const [callbackDone, setCallbackDone] = useState(() => !(external && returned.result));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the return from the gateway
  useEffect(() => {
    if (callbackDone) return;
    if (relayed.has(referenceid)) {
      setCallbackDone(true);
      return;
    }
    relayed.add(referenceid);
    const gatewayid = returned.gatewayid ?? pending?.gatewayid;
    const result = returned.result;
    navigate({ pathname: location.pathname, search: `?${EXTERNAL_API_PARAM}=external` }, { replace: true });
    const post =
      gatewayid && result
        ? externalPaymentCallback(gatewayid, {
            gatewayid,
            referenceid,
            referencedata: JSON.stringify({ referenceid, status: result }),
          }).catch(() => null) // the status check is the answer either way
        : Promise.resolve(null);
    void post.then(() => setCallbackDone(true));
  }, []);

  // The status check: every few seconds until a final answer or the end of the 2-minute window.
  useEffect(() => {
    if (final || timedOut || !callbackDone) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const r = external
          ? await getExternalPaymentStatus(referenceid)
          : await getPaymentStatus(referenceid);
        if (stop) return;
        setOffline(false);
        setStatus(r.data);
        const p = paymentPhase(r.data);
        if (p.phase === 'success') {
          setView({ view: 'success' });
          return;
        }
        if (p.phase === 'failed') {
          setView({ view: 'failed', phase: p });
          return;
        }
        setView({ view: 'waiting', waitingForUser: p.waitingForUser });
      } catch (e) {
        if (stop) return;
        if (e instanceof ApiError && e.statusCode !== 0 && e.statusCode < 500 && e.statusCode !== 401) {
          // 6308 payment not found (or another refusal): nothing left to wait for.
          setView({ view: 'error', messageId: failureMessageId(e) });
          return;
        }
        setOffline(true); // a network drop or a server hiccup: keep asking
      }
      if (processingClock(startedAt, services.now()).timedOut) {
        setView({ view: 'timedOut' });
        return;
      }
      timer = setTimeout(() => void check(), PAYMENT_POLL_INTERVAL_MS);
    };
    void check();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [final, timedOut, callbackDone, startedAt, referenceid, external, services]);

  // The countdown's clock.
  useEffect(() => {
    if (final || timedOut) return;
    const t = setInterval(() => setNow(services.now()), 1000);
    return () => clearInterval(t);
  }, [final, timedOut, services]);

  // Success: the entitlements are read again so the title plays at once; a purchase is confirmed (createPurchase
  // answers the purchase the payment made, without a second payment); the stored reference is done with.
  const succeeded = view.view === 'success';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the payment succeeds (status is final then)
  useEffect(() => {
    if (!succeeded) return;
    clearPending(services, referenceid);
    const objectid = status?.objectid ?? pending?.objectid;
    const availabilityid = status?.availabilityid ?? pending?.availabilityid;
    const confirm =
      status?.transactionpurpose === 'PURCHASE' && objectid && availabilityid
        ? createPurchase({ availabilityid, objectid, devicetype: 'PC' }).catch(() => null)
        : Promise.resolve(null);
    void confirm.then(() => {
      void queryClient.invalidateQueries({ queryKey: getListSubscriptionsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListPurchasesQueryKey() });
    });
  }, [succeeded]);

  const failed = view.view === 'failed';
  useEffect(() => {
    if (failed) clearPending(services, referenceid);
  }, [failed, services, referenceid]);

  const isPlan =
    (status?.transactionpurpose ?? (pending?.kind === 'plan' ? 'SUBSCRIPTION' : 'PURCHASE')) ===
    'SUBSCRIPTION';
  const planid = status?.planid ?? pending?.planid ?? null;
  const objectid = status?.objectid ?? pending?.objectid ?? null;
  const availabilityid = status?.availabilityid ?? pending?.availabilityid ?? null;

  async function retry() {
    if (retrying) return;
    // The same order again: the same plan or title, coupon and gateway (a new payment reference).
    const gatewayid = status?.gatewayid ?? pending?.gatewayid;
    if (!gatewayid || !availabilityid || (isPlan && !planid) || (!isPlan && !objectid)) return;
    setRetrying(true);
    setRetryError(null);
    try {
      const r = await startPayment(
        services,
        {
          kind: isPlan ? 'plan' : 'purchase',
          ...(planid ? { planid } : {}),
          ...(objectid ? { objectid } : {}),
          availabilityid,
          ...(pending?.priceclassid ? { priceclassid: pending.priceclassid } : {}),
          ...(pending?.couponcode ? { couponcode: pending.couponcode } : {}),
          amount: pending?.amount ?? status?.amount ?? 0,
          currency: pending?.currency ?? status?.currency ?? '',
        },
        { gatewayid, type: gatewayid === 'razorpay' && !external ? 'UPI' : 'CARD', external },
        lang,
      );
      if (r.next === 'redirect') return; // leaving for the gateway
      if (r.next === 'status') navigate(to(`/payment/${encodeURIComponent(r.referenceid)}`));
      else navigate(to(isPlan ? plansPath({ planid }) : purchasePath(objectid ?? '', availabilityid)));
    } catch (e) {
      setRetryError(intl.formatMessage({ id: failureMessageId(e) }));
    }
    setRetrying(false);
  }

  const otherWay = isPlan
    ? plansPath({ planid })
    : objectid && availabilityid
      ? purchasePath(objectid, availabilityid)
      : plansPath();

  if (view.view === 'success') {
    return (
      <Success
        heading={heading}
        isPlan={isPlan}
        planid={planid}
        objectid={objectid}
        amount={status?.amount}
        currency={status?.currency}
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
        {retryError && (
          <p className="field-error" role="alert">
            {retryError}
          </p>
        )}
        <div className="commerce-actions">
          <button
            type="button"
            className="btn"
            disabled={retrying}
            aria-busy={retrying}
            onClick={() => void retry()}
            data-testid="payment-retry"
          >
            <FormattedMessage id="checkout.retry" defaultMessage="Try again" />
          </button>
          <Link className="btn ghost" to={to(otherWay)}>
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

  const clock = processingClock(startedAt, now);
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
      {status?.amount !== undefined && (
        <p>
          <FormattedMessage
            id="checkout.amount"
            defaultMessage="Amount: {amount}"
            values={{ amount: formatMoney(intl, status.amount, status.currency) }}
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
          <button
            type="button"
            className="btn"
            onClick={() => {
              setStartedAt(services.now());
              setNow(services.now());
              setView({ view: 'checking' });
            }}
            data-testid="payment-check-again"
          >
            <FormattedMessage id="checkout.checkAgain" defaultMessage="Check again" />
          </button>
        </div>
      ) : (
        <>
          <progress
            className="pay-progress"
            max={1}
            value={clock.fraction}
            aria-label={intl.formatMessage({ id: 'checkout.progress', defaultMessage: 'Payment progress' })}
            data-testid="payment-progress"
          />
          <p data-testid="payment-countdown">
            <FormattedMessage
              id="checkout.countdown"
              defaultMessage="Time left: {time}"
              values={{ time: formatCountdown(clock.remainingSec) }}
            />
          </p>
        </>
      )}
      {offline && (
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

/** What the gateway's return to this page says: the API (`?api=external`) and the gateway's result, if any. */
function gatewayReturn(
  search: string,
  referenceid: string,
): { external: boolean; result: string | null; gatewayid: string | null } {
  const q = new URLSearchParams(search);
  const forThis = q.get('referenceid') === referenceid;
  return {
    external: q.get(EXTERNAL_API_PARAM) === 'external',
    result: forThis ? q.get('status') : null,
    gatewayid: forThis ? q.get('gatewayid') : null,
  };
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
  const intl = useIntl();
  const when = useDisplayDate();
  const to = useLangPath();
  const subscriptions = useListSubscriptions(undefined, { query: { enabled: isPlan } });
  const purchases = useListPurchases({ query: { enabled: !isPlan } });
  const sub = (subscriptions.data?.data ?? []).find(
    (s) => s.planid === planid && (s.status === 'active' || s.status === 'on trial'),
  );
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
            values={{ amount: formatMoney(intl, amount, currency) }}
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
