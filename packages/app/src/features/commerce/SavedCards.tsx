// SPEC §7 card details at the card gateway step: the subscriber's saved cards at that gateway (brand, last digits,
// expiry) once the CAPTCHA the call needs is answered. Informational: payment init takes no card id, so the card is
// chosen on the gateway's page.
import { cardExpired } from '@ott/domain/commerce';
import { validateCaptcha } from '@ott/domain/validation';
import { getCardDetails, type SavedCard } from '@ott/sdk/hooks/charge';
import { type FormEvent, useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { CaptchaField } from '../../components/CaptchaField';
import { FormError, SubmitButton } from '../../components/FormFields';
import { useForm } from '../../hooks/useFormSubmit';
import { useServices } from '../../hooks/useServices';
import { useStepHeading } from '../../hooks/useStepHeading';

const BRAND = defineMessages({
  VISA: { id: 'checkout.card.visa', defaultMessage: 'Visa' },
  MASTERCARD: { id: 'checkout.card.mastercard', defaultMessage: 'Mastercard' },
  AMEX: { id: 'checkout.card.amex', defaultMessage: 'American Express' },
  RUPAY: { id: 'checkout.card.rupay', defaultMessage: 'RuPay' },
  OTHER: { id: 'checkout.card.other', defaultMessage: 'Card' },
});

export function SavedCards({ gatewayid }: { gatewayid: string }) {
  const ids = useId();
  const [step, setStep] = useState<'closed' | 'captcha' | 'shown'>('closed');
  const [cards, setCards] = useState<SavedCard[]>([]);
  const [renew, setRenew] = useState(0);
  const form = useForm({ captcha: '' }, (v) => ({ captcha: validateCaptcha(v.captcha) }));
  const heading = useStepHeading<HTMLHeadingElement>(step);

  async function onSubmit(e: FormEvent) {
    const r = await form.submit(e, ({ captcha }) =>
      getCardDetails(gatewayid, { captcha: captcha.trim() }).then((list) => {
        setCards(list.data);
        setStep('shown');
        return { ok: true as const };
      }),
    );
    if (!r || r.ok) return;
    // Any refusal spends the image: a new one, an empty answer, the message at the field or above the button.
    form.set('captcha', '');
    setRenew((n) => n + 1);
    form.refuse(r.messageId);
  }

  if (step === 'closed') {
    return (
      <button
        type="button"
        className="btn ghost pay-saved-cards-open"
        onClick={() => setStep('captcha')}
        data-testid="saved-cards-open"
      >
        <FormattedMessage id="checkout.savedCardsOpen" defaultMessage="Show my saved cards" />
      </button>
    );
  }
  if (step === 'captcha') {
    return (
      <form
        className="pay-saved-cards"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-busy={form.busy}
        aria-labelledby={`${ids}-h`}
      >
        <h3 id={`${ids}-h`} ref={heading} tabIndex={-1}>
          <FormattedMessage id="checkout.savedCardsTitle" defaultMessage="Your saved cards" />
        </h3>
        <CaptchaField {...form.field('captcha')} testId="saved-cards-captcha" renew={renew} />
        <FormError error={form.formError} testId="saved-cards-error" />
        <SubmitButton busy={form.busy} testId="saved-cards-submit" className="btn ghost">
          <FormattedMessage id="checkout.savedCardsShow" defaultMessage="Show cards" />
        </SubmitButton>
      </form>
    );
  }
  if (cards.length === 0) {
    return (
      <p className="pay-note" role="status" data-testid="saved-cards-none">
        <FormattedMessage
          id="checkout.savedCardsNone"
          defaultMessage="You have no saved card for this payment option."
        />
      </p>
    );
  }
  return (
    <section className="pay-saved-cards" aria-labelledby={`${ids}-h`} data-testid="saved-cards">
      <h3 id={`${ids}-h`} ref={heading} tabIndex={-1}>
        <FormattedMessage id="checkout.savedCardsTitle" defaultMessage="Your saved cards" />
      </h3>
      <ul>
        {cards.map((c) => (
          <CardLine key={c.cardid} card={c} />
        ))}
      </ul>
      <p className="pay-note">
        <FormattedMessage
          id="checkout.savedCardsNote"
          defaultMessage="Choose your card on the card page that opens when you pay."
        />
      </p>
    </section>
  );
}

function CardLine({ card }: { card: SavedCard }) {
  const intl = useIntl();
  const { now } = useServices();
  const expiry = { month: String(card.expirymonth).padStart(2, '0'), year: String(card.expiryyear) };
  return (
    <li className="pay-saved-card" data-testid="saved-card" data-cardid={card.cardid}>
      <span className="pay-saved-card-brand" data-brand={card.brand}>
        {intl.formatMessage(BRAND[card.brand])}
      </span>
      <span dir="ltr" data-testid="saved-card-number">
        •••• {card.last4}
      </span>
      <span data-testid="saved-card-expiry">
        {cardExpired(card, now()) ? (
          <FormattedMessage
            id="checkout.cardExpired"
            defaultMessage="Expired {month}/{year}"
            values={expiry}
          />
        ) : (
          <FormattedMessage
            id="checkout.cardExpires"
            defaultMessage="Expires {month}/{year}"
            values={expiry}
          />
        )}
      </span>
      {card.isdefault && (
        <span className="pay-saved-card-default">
          <FormattedMessage id="checkout.cardDefault" defaultMessage="Default" />
        </span>
      )}
    </li>
  );
}
