// SPEC §5 "coupon code required" and §8 coupon messages: one coupon form for plans and titles. The code typed stays
// after a refused coupon; the message is shown at the field and announced.
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

export function CouponField({
  value,
  onChange,
  applied,
  error,
  applying,
  onApply,
  onRemove,
}: {
  value: string;
  onChange(v: string): void;
  applied: string | null;
  error: string | null;
  applying: boolean;
  onApply(code: string): void;
  onRemove(): void;
}) {
  const ids = useId();
  return (
    <form
      className="commerce-box coupon-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onApply(value);
      }}
    >
      <div className="field">
        <label htmlFor={`${ids}-coupon`}>
          <FormattedMessage id="plans.coupon" defaultMessage="Coupon code" />
        </label>
        <div className="coupon-row">
          <input
            id={`${ids}-coupon`}
            dir="ltr"
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${ids}-coupon-error` : undefined}
            readOnly={applied !== null}
            data-testid="coupon-input"
          />
          {applied ? (
            <button type="button" className="btn ghost" data-testid="coupon-remove" onClick={onRemove}>
              <FormattedMessage id="plans.couponRemove" defaultMessage="Remove" />
            </button>
          ) : (
            <button
              type="submit"
              className="btn ghost"
              disabled={applying}
              aria-busy={applying}
              data-testid="coupon-apply"
            >
              <FormattedMessage id="plans.couponApply" defaultMessage="Apply" />
            </button>
          )}
        </div>
        {error && (
          <span id={`${ids}-coupon-error`} className="field-error" role="alert" data-testid="coupon-error">
            {error}
          </span>
        )}
        {applied && (
          <span className="coupon-ok" role="status" data-testid="coupon-applied">
            <FormattedMessage
              id="plans.couponApplied"
              defaultMessage="Coupon {code} applied"
              values={{ code: applied }}
            />
          </span>
        )}
      </div>
    </form>
  );
}
