// App feedback (SPEC §1, §5 "feedback mandatory", §7 POST C subscriber/v1/feedback): a 1–5 rating and text, beside the
// tickets in the account page's help tab (it needs a session; /help is the provider's static page). The text stays
// when the call fails; one call per press; a sent feedback is confirmed.
import { validateFeedback } from '@ott/domain/validation';
import { submitFeedback } from '@ott/sdk/hooks/crm';
import { type FormEvent, useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { FieldError, FormError, SubmitButton, TextAreaField } from '../../components/FormFields';
import { useForm } from '../../hooks/useFormSubmit';

/** The contract's bounds (crm.yaml Feedback): rating 1–5, text up to 1000 characters. */
const RATINGS = [1, 2, 3, 4, 5] as const;
const FEEDBACK_MAX_LENGTH = 1000;

const MESSAGES = defineMessages({
  ratingRequired: { id: 'feedback.ratingRequired', defaultMessage: 'Please choose a rating' },
});

export function FeedbackForm() {
  const ids = useId();
  const intl = useIntl();
  const form = useForm({ rating: null as number | null, feedback: '' }, (v) => ({
    rating: v.rating === null ? MESSAGES.ratingRequired.id : null,
    feedback: validateFeedback(v.feedback),
  }));
  const [sent, setSent] = useState(false);
  const rating = form.field('rating');
  const text = form.values.feedback;

  async function submit(e: FormEvent) {
    const r = await form.submit(e, async (v) => {
      await submitFeedback({ rating: v.rating ?? 0, feedback: v.feedback.trim() });
      return { ok: true as const };
    });
    if (!r) return;
    if (!r.ok) return form.setFormError(r.messageId); // what was typed stays
    form.reset();
    setSent(true);
  }

  return (
    <section className="box support-feedback" aria-labelledby={`${ids}-h`} data-testid="feedback">
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
        <form noValidate onSubmit={(e) => void submit(e)} aria-busy={form.busy} data-testid="feedback-form">
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
                    ref={n === 1 ? rating.inputRef : undefined}
                    checked={rating.value === n}
                    onChange={() => rating.onChange(n)}
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
              error={rating.error ? intl.formatMessage(MESSAGES.ratingRequired) : null}
              testId="feedback-rating-error"
            />
          </fieldset>
          <TextAreaField
            {...form.field('feedback')}
            label={<FormattedMessage id="feedback.text" defaultMessage="Your feedback" />}
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
          <FormError error={form.formError} testId="feedback-error" />
          <SubmitButton busy={form.busy} testId="feedback-submit">
            <FormattedMessage id="feedback.send" defaultMessage="Send feedback" />
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
