// My Account › personal details: name, e-mail, mobile (with its country code), date of birth (13+), gender — the
// SPEC §5 rules from the domain, only the changed fields sent (updateSubscriber). What was typed stays on a failed
// request; the refusal shows at its field (§8 "Email Already Exist", …); the button is disabled while in flight.
import { failureMessageId, MIN_ACCOUNT_AGE } from '@ott/domain';
import {
  type DraftErrors,
  draftOf,
  type SubscriberDraft,
  subscriberChanges,
  subscriberErrorField,
  validateSubscriberDraft,
} from '@ott/domain/account-settings';
import { GENDERS } from '@ott/domain/signup';
import { getListCountryCodesQueryOptions } from '@ott/sdk/hooks/config';
import {
  getGetSubscriberDetailsQueryKey,
  type SubscriberDetails,
  useUpdateSubscriber,
} from '@ott/sdk/hooks/sms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../components/FormFields';
import { useServices } from '../../hooks/useServices';

const GENDER_LABELS = defineMessages({
  M: { id: 'account.gender.male', defaultMessage: 'Male' },
  F: { id: 'account.gender.female', defaultMessage: 'Female' },
  O: { id: 'account.gender.other', defaultMessage: 'Other' },
});

/** The latest date of birth of a 13-year-old today (the date picker's max). */
function latestDob(now: number): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - MIN_ACCOUNT_AGE);
  return d.toISOString().slice(0, 10);
}

export function DetailsForm({ details }: { details: SubscriberDetails }) {
  const intl = useIntl();
  const ids = useId();
  const { session, now } = useServices();
  const queryClient = useQueryClient();
  const codes = useQuery({
    ...getListCountryCodesQueryOptions(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const dialcodes = useMemo(() => (codes.data ?? []).map((c) => c.dialcode), [codes.data]);
  // The starting values: the mobile number is split at its dial code once the list is known.
  const loaded = useMemo(() => draftOf(details, dialcodes), [details, dialcodes]);
  const [original, setOriginal] = useState<SubscriberDraft | null>(null);
  const base = original ?? loaded;
  const [edits, setEdits] = useState<Partial<SubscriberDraft>>({});
  const draft: SubscriberDraft = { ...base, ...edits };
  const [errors, setErrors] = useState<DraftErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<{ kind: 'saved' | 'nothing' | 'error'; messageId?: string } | null>(
    null,
  );
  const update = useUpdateSubscriber();
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    mobileno: useRef<HTMLInputElement>(null),
    dob: useRef<HTMLInputElement>(null),
  };

  const set = (patch: Partial<SubscriberDraft>) => {
    const nextEdits = { ...edits, ...patch };
    setEdits(nextEdits);
    setStatus(null);
    // After the first submit the messages follow the typing.
    if (submitted) setErrors(validateSubscriberDraft({ ...base, ...nextEdits }, base, now()));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (update.isPending) return;
    setSubmitted(true);
    setStatus(null);
    const found = validateSubscriberDraft(draft, base, now());
    setErrors(found);
    const first = (['name', 'email', 'mobileno', 'dob'] as const).find((k) => found[k]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    const changes = subscriberChanges(base, draft);
    if (Object.keys(changes).length === 0) {
      setStatus({ kind: 'nothing' });
      return;
    }
    try {
      const r = await update.mutateAsync({ data: changes });
      queryClient.setQueryData(getGetSubscriberDetailsQueryKey(), r);
      const current = session.get().subscriber;
      if (current?.subscriberid === r.data.subscriberid)
        session.set({ subscriber: { ...current, ...r.data } });
      setOriginal(draft);
      setEdits({});
      setStatus({ kind: 'saved' });
    } catch (err) {
      const messageId = failureMessageId(err);
      const field = subscriberErrorField(messageId);
      if (field) {
        setErrors({ ...found, [field]: messageId });
        refs[field].current?.focus();
      } else setStatus({ kind: 'error', messageId });
    }
  }

  const msg = (id: string | undefined) => (id ? intl.formatMessage({ id }) : null);
  const codeOptions = [...new Set([draft.countrycode, ...dialcodes])].filter(Boolean);
  return (
    <section className="account-card" aria-labelledby={`${ids}-h`} data-testid="account-details">
      <h2 id={`${ids}-h`}>
        <FormattedMessage id="account.details.title" defaultMessage="Personal details" />
      </h2>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={update.isPending}>
        <Field
          id={`${ids}-name`}
          label={intl.formatMessage({ id: 'account.details.name', defaultMessage: 'Name' })}
          error={msg(errors.name)}
          testId="account-name"
        >
          <input
            ref={refs.name}
            name="name"
            type="text"
            autoComplete="name"
            data-testid="account-name"
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </Field>
        <Field
          id={`${ids}-email`}
          label={intl.formatMessage({ id: 'account.details.email', defaultMessage: 'E-mail' })}
          error={msg(errors.email)}
          testId="account-email"
        >
          <input
            ref={refs.email}
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            data-testid="account-email"
            value={draft.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </Field>
        <div className="field">
          <label htmlFor={`${ids}-mobile`}>
            <FormattedMessage id="account.details.mobile" defaultMessage="Mobile number" />
          </label>
          <div className="account-mobile" dir="ltr">
            <select
              aria-label={intl.formatMessage({
                id: 'account.details.countryCode',
                defaultMessage: 'Country code',
              })}
              value={draft.countrycode}
              onChange={(e) => set({ countrycode: e.target.value })}
              data-testid="account-country-code"
            >
              <option value="">–</option>
              {codeOptions.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <input
              ref={refs.mobileno}
              id={`${ids}-mobile`}
              name="mobileno"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              data-testid="account-mobile"
              value={draft.mobileno}
              aria-invalid={Boolean(errors.mobileno)}
              aria-describedby={`${ids}-mobile-error`}
              onChange={(e) => set({ mobileno: e.target.value })}
            />
          </div>
          <span
            id={`${ids}-mobile-error`}
            className="field-error"
            aria-live="polite"
            data-testid="account-mobile-error"
          >
            {msg(errors.mobileno) ?? ''}
          </span>
        </div>
        <Field
          id={`${ids}-dob`}
          label={intl.formatMessage({ id: 'account.details.dob', defaultMessage: 'Date of birth' })}
          error={msg(errors.dob)}
          testId="account-dob"
        >
          <input
            ref={refs.dob}
            name="dob"
            type="date"
            autoComplete="bday"
            max={latestDob(now())}
            data-testid="account-dob"
            value={draft.dob}
            onChange={(e) => set({ dob: e.target.value })}
          />
        </Field>
        <Field
          id={`${ids}-gender`}
          label={intl.formatMessage({ id: 'account.details.gender', defaultMessage: 'Gender' })}
          error={null}
        >
          <select
            name="gender"
            data-testid="account-gender"
            value={draft.gender}
            onChange={(e) => set({ gender: e.target.value as SubscriberDraft['gender'] })}
          >
            {!base.gender && (
              <option value="">
                {intl.formatMessage({ id: 'account.gender.unset', defaultMessage: 'Prefer not to say' })}
              </option>
            )}
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {intl.formatMessage(GENDER_LABELS[g])}
              </option>
            ))}
          </select>
        </Field>
        <div className="account-actions">
          <button
            type="submit"
            className="btn"
            disabled={update.isPending}
            aria-disabled={update.isPending}
            data-testid="account-details-save"
          >
            {update.isPending ? (
              <FormattedMessage id="account.saving" defaultMessage="Saving…" />
            ) : (
              <FormattedMessage id="account.details.save" defaultMessage="Save changes" />
            )}
          </button>
          <span
            className={status?.kind === 'saved' ? 'account-status ok' : 'account-status'}
            role="status"
            data-testid="account-details-status"
          >
            {status?.kind === 'saved' && (
              <FormattedMessage id="account.details.saved" defaultMessage="Your details have been saved." />
            )}
            {status?.kind === 'nothing' && (
              <FormattedMessage id="account.details.nothing" defaultMessage="Nothing has changed." />
            )}
          </span>
          <span className="account-alert" role="alert" data-testid="account-details-alert">
            {status?.kind === 'error' ? msg(status.messageId) : ''}
          </span>
        </div>
      </form>
    </section>
  );
}
