// SPEC §4 PAID / RENTAL, §7 purchase: renting or buying a title (/purchase/:contentId/:availabilityid): price and rental
// window from precheckPurchase (optional coupon), then payment; the title plays at once after. An owned title (or a
// rental still in its window) offers to play instead of a second payment.

import { isNotFound, playerPath, storedLanguageCode } from '@ott/domain';
import { isolate } from '@ott/domain/format';
import { isPurchaseModel } from '@ott/domain/playback';
import { useGetContentDetails } from '@ott/sdk/hooks/cms';
import { getPrecheckPurchaseQueryOptions, useGetAvailability, useListPurchases } from '@ott/sdk/hooks/sms';
import { queryKeys } from '@ott/sdk/query-keys';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CallFailed, LoginFirst } from '../../components/CallState';
import { useDisplayDate } from '../../hooks/useDisplayDate';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useLangPath } from '../../hooks/useLangPath';
import { useServices, useSession } from '../../hooks/useServices';
import { useStepHeading } from '../../hooks/useStepHeading';
import type { ScreenProps } from '../../screen-props';
import { CouponField, PriceLines, useCoupon } from './CouponField';
import type { Order } from './checkout';
import { PaymentModes } from './PaymentModes';
import { usePayer } from './shared';
import './commerce.css';

export default function PurchaseScreen({ params, lang }: ScreenProps) {
  const objectid = params.contentId ?? '';
  const availabilityid = params.availabilityid ?? '';
  const intl = useIntl();
  const when = useDisplayDate();
  const ids = useId();
  const session = useSession();
  const { now } = useServices();
  const to = useLangPath();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const payer = usePayer();
  const canPay = payer.state === 'allowed';
  const content = useGetContentDetails(objectid, {
    displaylanguage: storedLanguageCode(session.lang),
  });
  const title = content.data?.data.title ?? objectid;
  const purchases = useListPurchases({ query: { enabled: payer.state !== 'visitor' } });
  const coupon = useCoupon((couponcode) =>
    queryClient.fetchQuery({
      ...getPrecheckPurchaseQueryOptions({ availabilityid, objectid, couponcode }),
      retry: false,
    }),
  );
  const applied = coupon.applied;
  const heading = useStepHeading<HTMLHeadingElement>();
  const precheck = useQuery({
    ...getPrecheckPurchaseQueryOptions({
      availabilityid,
      objectid,
      ...(applied ? { couponcode: applied } : {}),
    }),
    enabled: canPay,
    retry: false,
  });
  // The offer in the link, looked up by its id: names rent or buy before any price, and an unknown one is said.
  const offer = useGetAvailability(availabilityid, {
    query: { enabled: availabilityid !== '', retry: false, staleTime: 5 * 60_000 },
  });
  const unknownOffer = availabilityid === '' || (offer.isError && isNotFound(offer.error));
  const model = precheck.data?.data.pricemodel ?? offer.data?.data.pricemodel;
  useDocumentTitle(title || undefined);

  const owned = (purchases.data?.data ?? []).find(
    (p) =>
      p.objectid === objectid &&
      p.availabilityid === availabilityid &&
      (!p.expiry || Date.parse(p.expiry) > now()),
  );

  const expired = (purchases.data?.data ?? []).some(
    (p) =>
      p.objectid === objectid &&
      p.availabilityid === availabilityid &&
      p.pricemodel === 'RENTAL' &&
      p.expiry &&
      Date.parse(p.expiry) <= now(),
  );

  const d = precheck.data?.data;
  const rental = d?.pricemodel === 'RENTAL';
  const order: Order | null = d
    ? {
        kind: 'purchase',
        objectid,
        availabilityid,
        ...(d.priceclassid ? { priceclassid: d.priceclassid } : {}),
        ...(applied ? { couponcode: applied } : {}),
        amount: d.finalprice,
        currency: d.currency,
      }
    : null;

  return (
    <section className="page narrow commerce" aria-labelledby={`${ids}-h`} data-testid="purchase">
      <h1 id={`${ids}-h`} ref={heading} tabIndex={-1}>
        {model === 'RENTAL' ? (
          <FormattedMessage
            id="purchases.titleRent"
            defaultMessage="Rent “{title}”"
            values={{ title: isolate(title) }}
          />
        ) : model === 'PAID' ? (
          <FormattedMessage
            id="purchases.titleBuy"
            defaultMessage="Buy “{title}”"
            values={{ title: isolate(title) }}
          />
        ) : (
          <FormattedMessage
            id="purchases.title"
            defaultMessage="Rent or buy “{title}”"
            values={{ title: isolate(title) }}
          />
        )}
      </h1>
      {unknownOffer && (
        <p className="commerce-banner" role="alert" data-testid="purchase-offer-unknown">
          <FormattedMessage
            id="purchases.offerUnknown"
            defaultMessage="The offer in this link is unknown or no longer available. Open the title to see how to watch it."
          />
        </p>
      )}
      {payer.state === 'visitor' && !unknownOffer && (
        <LoginFirst
          as="div"
          className="box"
          testId="purchase-login"
          message={
            <FormattedMessage id="purchases.loginFirst" defaultMessage="Log in to rent or buy this title." />
          }
          label={<FormattedMessage id="plans.login" defaultMessage="Log in to continue" />}
        />
      )}
      {payer.state === 'refused' && (
        <p className="box" role="alert" data-testid="payment-refused">
          {intl.formatMessage({ id: payer.messageId })}
        </p>
      )}
      {owned && (
        <div className="box" role="status" data-testid="purchase-owned">
          <p>
            {owned.pricemodel === 'RENTAL' && owned.expiry ? (
              <FormattedMessage
                id="purchases.rentedUntil"
                defaultMessage="You can watch it until {date}."
                values={{ date: when.dateTime(owned.expiry) }}
              />
            ) : (
              <FormattedMessage id="purchases.owned" defaultMessage="You own this title." />
            )}
          </p>
          <Link className="btn" to={to(playerPath({ objectid, title }))} data-testid="purchase-play">
            <FormattedMessage id="purchases.play" defaultMessage="Play" />
          </Link>
        </div>
      )}
      {expired && !owned && (
        <p className="commerce-banner" role="status" data-testid="rental-expired">
          {intl.formatMessage({ id: 'error.contentExpired' })}{' '}
          <FormattedMessage id="purchases.rentAgain" defaultMessage="Rent it again to watch." />
        </p>
      )}
      {canPay && !owned && !unknownOffer && (
        <>
          <div className="box" aria-live="polite" data-testid="purchase-summary">
            {precheck.isPending && (
              <p aria-busy="true">
                <FormattedMessage id="plans.pricing" defaultMessage="Working out the price…" />
              </p>
            )}
            {precheck.isError && (
              <CallFailed
                className=""
                ghost
                error={precheck.error}
                onRetry={() => {
                  coupon.unapply();
                  void precheck.refetch();
                }}
              />
            )}
            {d && (
              <>
                <p data-testid="purchase-kind">
                  {rental ? (
                    <FormattedMessage
                      id="purchases.rentalWindow"
                      defaultMessage="Rent: watch as often as you like for {hours, plural, one {# hour} other {# hours}} from payment."
                      values={{ hours: d.rentalhours ?? 48 }}
                    />
                  ) : (
                    <FormattedMessage
                      id="purchases.buyForever"
                      defaultMessage="Buy: yours to watch any time."
                    />
                  )}
                </p>
                <PriceLines
                  price={d.price}
                  discount={d.discount}
                  finalprice={d.finalprice}
                  currency={d.currency}
                />
              </>
            )}
          </div>
          <CouponField coupon={coupon} />
          {order && isPurchaseModel(d?.pricemodel ?? 'PAID') && (
            <PaymentModes
              key={applied ?? ''}
              order={order}
              lang={lang}
              onDone={() => void invalidate(queryKeys.sms.purchases)}
            />
          )}
        </>
      )}
    </section>
  );
}
