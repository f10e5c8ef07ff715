// SPEC §5 "coupon code required" and §8 coupon messages: one coupon block for plans and titles — the code typed, the
// coupon applied once the back-end's precheck accepts it, the message of a refused one at the field (the code typed
// stays) — and the price lines the precheck answers (price, discount, total).
import { failureMessageId } from '@ott/domain';
import { validateCoupon } from '@ott/domain/validation';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextField } from '../../components/FormFields';
import { type CallResult, useForm } from '../../hooks/useFormSubmit';
import { useMoney } from '../../hooks/useMoney';

export interface Coupon {
  input: string;
  setInput(v: string): void;
  /** The code the price includes, or null. */
  applied: string | null;
  /** A message id, or null. */
  error: string | null;
  applying: boolean;
  /** Validates the code and asks `precheck` with it; applied when the back-end accepts it. */
  apply(code: string): Promise<void>;
  remove(): void;
  /** The price is asked again without the coupon; the code typed stays. */
  unapply(): void;
  /** The applied coupon stopped applying (another plan chosen): removed, with the refusal's message. */
  refuse(e: unknown): void;
  clearError(): void;
}

/** The coupon's state. `precheck(couponcode)` prices the order with the code (it throws the refusal). */
export function useCoupon(precheck: (couponcode: string) => Promise<unknown>, initial = ''): Coupon {
  const form = useForm({ coupon: initial }, (v) => ({ coupon: validateCoupon(v.coupon) }));
  const [applied, setApplied] = useState<string | null>(null);
  const refuse = (messageId: string) => {
    form.refuse(messageId, 'coupon');
    setApplied(null);
  };
  return {
    input: form.values.coupon,
    setInput: (code) => form.set('coupon', code),
    applied,
    error: form.errors.coupon ?? null,
    applying: form.busy,
    async apply(code) {
      form.set('coupon', code);
      const r = await form.submit(null, async (): Promise<CallResult> => {
        const couponcode = code.trim().toUpperCase();
        await precheck(couponcode);
        setApplied(couponcode);
        return { ok: true };
      });
      if (r && !r.ok) refuse(r.messageId);
    },
    remove() {
      setApplied(null);
      form.reset();
      form.set('coupon', '');
    },
    unapply() {
      setApplied(null);
    },
    refuse: (e) => refuse(failureMessageId(e)),
    clearError() {
      form.setErrors({});
    },
  };
}

export function CouponField({ coupon }: { coupon: Coupon }) {
  return (
    <form
      className="box coupon-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!coupon.applying) void coupon.apply(coupon.input);
      }}
    >
      <TextField
        label={<FormattedMessage id="plans.coupon" defaultMessage="Coupon code" />}
        value={coupon.input}
        onChange={coupon.setInput}
        error={coupon.error}
        testId="coupon-input"
        errorTestId="coupon-error"
        dir="ltr"
        autoComplete="off"
        readOnly={coupon.applied !== null}
        after={
          coupon.applied ? (
            <button type="button" className="btn ghost" data-testid="coupon-remove" onClick={coupon.remove}>
              <FormattedMessage id="plans.couponRemove" defaultMessage="Remove" />
            </button>
          ) : (
            <button
              type="submit"
              className="btn ghost"
              disabled={coupon.applying}
              aria-busy={coupon.applying}
              data-testid="coupon-apply"
            >
              <FormattedMessage id="plans.couponApply" defaultMessage="Apply" />
            </button>
          )
        }
      />
      {coupon.applied && (
        <span className="coupon-ok" role="status" data-testid="coupon-applied">
          <FormattedMessage
            id="plans.couponApplied"
            defaultMessage="Coupon {code} applied"
            values={{ code: coupon.applied }}
          />
        </span>
      )}
    </form>
  );
}

/** The price the back-end's precheck answers: price, the coupon's discount if any, the total. */
export function PriceLines({
  price,
  discount,
  finalprice,
  currency,
}: {
  price: number;
  discount?: number;
  finalprice: number;
  currency: string;
}) {
  const money = useMoney();
  return (
    <dl className="price-lines">
      <dt>
        <FormattedMessage id="plans.price" defaultMessage="Price" />
      </dt>
      <dd>{money(price, currency)}</dd>
      {(discount ?? 0) > 0 && (
        <>
          <dt>
            <FormattedMessage id="plans.discount" defaultMessage="Discount" />
          </dt>
          <dd data-testid="price-discount">−{money(discount, currency)}</dd>
        </>
      )}
      <dt>
        <FormattedMessage id="plans.total" defaultMessage="Total" />
      </dt>
      <dd data-testid="price-total">{money(finalprice, currency)}</dd>
    </dl>
  );
}
