// The state and calls of the payment page (SPEC §2 processing page, §4, §9): the gateway's result handed once to its
// callback (external API, Razorpay), the status asked every few seconds (refetchInterval) for about 2 minutes through
// the API the reference belongs to, what a success or failure leaves behind, and the retry of the same order.

import { failureMessageId } from '@ott/domain';
import {
  PAYMENT_POLL_INTERVAL_MS,
  type PaymentPhase,
  paymentPhase,
  plansPath,
  processingClock,
  purchasePath,
} from '@ott/domain/commerce';
import { ApiError } from '@ott/sdk';
import {
  externalPaymentCallback,
  getExternalPaymentStatus,
  getGetExternalPaymentStatusQueryKey,
  getGetPaymentStatusQueryKey,
  getPaymentStatus,
  razorpayCallback,
} from '@ott/sdk/hooks/charge';
import { createPurchase } from '@ott/sdk/hooks/sms';
import { queryKeys } from '@ott/sdk/query-keys';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useLangPath } from '../../hooks/useLangPath';
import type { AppServices } from '../../hooks/useServices';
import { clearPending, EXTERNAL_API_PARAM, readPending, startPayment } from './checkout';

/** The references whose gateway result this page has handed to the external callback (once, even if it remounts). */
const relayed = new Set<string>();

type PaymentView =
  | { view: 'checking' }
  | { view: 'waiting'; waitingForUser: boolean }
  | { view: 'success' }
  | { view: 'failed'; phase: Extract<PaymentPhase, { phase: 'failed' }> }
  | { view: 'timedOut' }
  | { view: 'error'; messageId: string };

/** A refusal (6308 payment not found, …) leaves nothing to wait for; a network drop or a server hiccup does. */
const isRefusal = (e: unknown) =>
  e instanceof ApiError && e.statusCode !== 0 && e.statusCode < 500 && e.statusCode !== 401;

export function usePaymentStatus(referenceid: string, lang: string | null, services: AppServices) {
  const to = useLangPath();
  const navigate = useNavigate();
  const location = useLocation();
  const invalidate = useInvalidate();
  // The stored pending payment as it was when the page opened (another tab finishing the payment clears it).
  const [pending] = useState(() => {
    const stored = readPending(services);
    return stored?.referenceid === referenceid ? stored : null;
  });
  // Which payment API the reference belongs to: the stored pending payment says so; without it (another browser's
  // storage), the address the gateway returned to does. It does not change while the page is open.
  const [returned] = useState(() => gatewayReturn(location.search, referenceid));
  const external = pending?.external ?? returned.external;
  const [startedAt, setStartedAt] = useState(() => services.now());
  const [now, setNow] = useState(() => services.now());
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);

  // SPEC §7: the gateway came back here with its result, which goes to the callback call once (the external API's, or
  // razorpay's with Razorpay checkout's ids); the address loses the gateway's parameters (a reload does not post it
  // again) and the status check follows, the answer either way.
  const relay = external ? (returned.result ? 'external' : null) : returned.razorpay ? 'razorpay' : null;
  const [callbackDone, setCallbackDone] = useState(() => relay === null);
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
    navigate(
      { pathname: location.pathname, search: external ? `?${EXTERNAL_API_PARAM}=external` : '' },
      { replace: true },
    );
    const post =
      relay === 'razorpay'
        ? razorpayCallback({ referenceid, referencedata: JSON.stringify(returned.razorpay) })
        : gatewayid && result
          ? externalPaymentCallback(gatewayid, {
              gatewayid,
              referenceid,
              referencedata: JSON.stringify({ referenceid, status: result }),
            })
          : Promise.resolve(null);
    void post.catch(() => null).then(() => setCallbackDone(true));
  }, []);

  const clock = processingClock(startedAt, now);
  const query = useQuery({
    queryKey: external
      ? getGetExternalPaymentStatusQueryKey(referenceid)
      : getGetPaymentStatusQueryKey(referenceid),
    queryFn: () => (external ? getExternalPaymentStatus(referenceid) : getPaymentStatus(referenceid)),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchInterval: PAYMENT_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    // Until a final answer (success, failure, refusal) or the end of the 2-minute window.
    enabled: (q) => {
      const s = q.state.data?.data.status;
      const final = s === 'SUCCESS' || s === 'FAILED' || isRefusal(q.state.error);
      return callbackDone && !final && !clock.timedOut;
    },
  });
  const status = query.data?.data ?? null;
  const phase = status ? paymentPhase(status) : null;
  const view: PaymentView =
    phase?.phase === 'success'
      ? { view: 'success' }
      : phase?.phase === 'failed'
        ? { view: 'failed', phase }
        : isRefusal(query.error)
          ? { view: 'error', messageId: failureMessageId(query.error) }
          : clock.timedOut
            ? { view: 'timedOut' }
            : phase
              ? { view: 'waiting', waitingForUser: phase.waitingForUser }
              : { view: 'checking' };
  const final = view.view === 'success' || view.view === 'failed' || view.view === 'error';
  const offline = query.isError && !final;

  // The countdown's clock.
  useEffect(() => {
    if (final || clock.timedOut) return;
    const t = setInterval(() => setNow(services.now()), 1000);
    return () => clearInterval(t);
  }, [final, clock.timedOut, services]);

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
    void confirm.then(() => invalidate(queryKeys.sms.subscriptions, queryKeys.sms.purchases));
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
      setRetryError(failureMessageId(e));
    }
    setRetrying(false);
  }

  /** The timed-out page's "check again": a new 2-minute window. */
  function checkAgain() {
    setStartedAt(services.now());
    setNow(services.now());
  }

  const otherWay = isPlan
    ? plansPath({ planid })
    : objectid && availabilityid
      ? purchasePath(objectid, availabilityid)
      : plansPath();

  return {
    view,
    status,
    offline,
    clock,
    isPlan,
    planid,
    objectid,
    otherWay,
    retry,
    retrying,
    retryError,
    checkAgain,
  };
}

const RAZORPAY_RETURN = ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'] as const;

/**
 * What the gateway's return to this page says: the API (`?api=external`), the gateway's result, and Razorpay
 * checkout's ids when it returned with a payment.
 */
function gatewayReturn(
  search: string,
  referenceid: string,
): {
  external: boolean;
  result: string | null;
  gatewayid: string | null;
  razorpay: Record<(typeof RAZORPAY_RETURN)[number], string> | null;
} {
  const q = new URLSearchParams(search);
  const forThis = q.get('referenceid') === referenceid;
  const [paymentId, orderId, signature] = RAZORPAY_RETURN.map((k) => q.get(k));
  return {
    external: q.get(EXTERNAL_API_PARAM) === 'external',
    result: forThis ? q.get('status') : null,
    gatewayid: forThis ? q.get('gatewayid') : null,
    razorpay:
      forThis && paymentId && orderId && signature
        ? { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature }
        : null,
  };
}
