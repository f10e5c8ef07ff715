// App feedback (SPEC §1, §5 "feedback mandatory", §7 POST C subscriber/v1/feedback): a 1–5 rating and text, beside the
// tickets in the account page's help tab (it needs a session; /help is the provider's static page). The text stays
// when the call fails; one call per press; a sent feedback is confirmed.
import { failureMessageId } from '@ott/domain';
import { validateFeedback } from '@ott/domain/validation';
import { submitFeedback } from '@ott/sdk/hooks/crm';
import { useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { FieldError, FormError, SubmitButton, TextAreaField } from '../../components/FormFields';

/** The contract's bounds (crm.yaml Feedback): rating 1–5, text up to 1000 characters. */
const RATINGS = [1, 2, 3, 4, 5] as const;
const FEEDBACK_MAX_LENGTH = 1000;

const MESSAGES = defineMessages({
  ratingRequired: { id: 'feedback.ratingRequired', defaultMessage: 'Please choose a rating' },
});

export function FeedbackForm() {
  const ids = useId();
  const intl = useIntl();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; feedback?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [sent, setSent] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (inFlight.current) return; // one call per press
    const feedback = validateFeedback(text) ?? undefined;
    const next = { ...(rating === null ? { rating: MESSAGES.ratingRequired.id } : {}), feedback };
    setErrors(next);
    setFormError(null);
    if (next.rating || next.feedback || rating === null) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await submitFeedback({ rating, feedback: text.trim() });
      setSent(true);
      setText('');
      setRating(null);
    } catch (err) {
      setFormError(failureMessageId(err)); // what was typed stays
    }
    inFlight.current = false;
    setBusy(false);
  }

  return (
    <section className="support-box support-feedback" aria-labelledby={`${ids}-h`} data-testid="feedback">
      <h3 id={`${ids}-h`}>
        <FormattedMessage id="feedback.title" defaultMessage="Send us feedback" />
      </h3>
      {sent ? (
        <div role="status" data-testid="feedback-sent">
          <p>
            <FormattedMessage id="feedback.sent" defaultMessage="Thank you! Your feedback was sent." />
          </p>
          <button
            type="button"
            className="btn ghost"
            onClick={() => setSent(false)}
            data-testid="feedback-more"
          >
            <FormattedMessage id="feedback.more" defaultMessage="Send more feedback" />
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} data-testid="feedback-form">
          <fieldset className="support-feedback-rating" aria-describedby={`${ids}-rating-error`}>
            <legend>
              <FormattedMessage id="feedback.rating" defaultMessage="How do you rate the app?" />
            </legend>
            <div className="support-feedback-stars">
              {RATINGS.map((n) => (
                <label key={n} className="support-feedback-star">
                  <input
                    type="radio"
                    name={`${ids}-rating`}
                    value={n}
                    checked={rating === n}
                    onChange={() => {
                      setRating(n);
                      setErrors((x) => ({ ...x, rating: undefined }));
                    }}
                    data-testid={`feedback-rating-${n}`}
                  />
                  <span aria-hidden="true">{'★'.repeat(n)}</span>
                  <span className="visually-hidden">
                    {intl.formatMessage(
                      { id: 'feedback.stars', defaultMessage: '{n, plural, one {# star} other {# stars}}' },
                      { n },
                    )}
                  </span>
                </label>
              ))}
            </div>
            <FieldError
              id={`${ids}-rating-error`}
              error={errors.rating ? intl.formatMessage(MESSAGES.ratingRequired) : null}
              testId="feedback-rating-error"
            />
          </fieldset>
          <TextAreaField
            label={<FormattedMessage id="feedback.text" defaultMessage="Your feedback" />}
            value={text}
            onChange={(v) => {
              setText(v);
              if (errors.feedback) setErrors((x) => ({ ...x, feedback: undefined }));
            }}
            error={errors.feedback}
            testId="feedback-text"
            maxLength={FEEDBACK_MAX_LENGTH}
            hint={
              <FormattedMessage
                id="feedback.count"
                defaultMessage="{count} / {max} characters"
                values={{ count: text.length, max: FEEDBACK_MAX_LENGTH }}
              />
            }
          />
          <FormError error={formError} testId="feedback-error" />
          <SubmitButton busy={busy} testId="feedback-submit">
            <FormattedMessage id="feedback.send" defaultMessage="Send feedback" />
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
