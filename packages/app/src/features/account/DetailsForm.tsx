// My Account › personal details: name, e-mail, mobile (with its country code), date of birth (13+), gender — the
// SPEC §5 rules from the domain, only the changed fields sent (updateSubscriber). What was typed stays on a failed
// request; the refusal shows at its field (§8 "Email Already Exist", …); the button is disabled while in flight.
import {
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
import { type FormEvent, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateField, SelectField } from '../../components/ChoiceFields';
import { TextField } from '../../components/FormFields';
import { useForm } from '../../hooks/useFormSubmit';
import { useGenderName } from '../../hooks/useGenderName';
import { useServices } from '../../hooks/useServices';
import { AccountActions } from './AccountActions';

export function DetailsForm({ details }: { details: SubscriberDetails }) {
  const intl = useIntl();
  const genderName = useGenderName();
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
  const form = useForm(base, (d) => validateSubscriberDraft(d, base, now()), subscriberErrorField);
  const draft = form.values;
  const [status, setStatus] = useState<'saved' | 'nothing' | null>(null);
  const update = useUpdateSubscriber();
  const change =
    <K extends keyof SubscriberDraft>(name: K) =>
    (v: SubscriberDraft[K]) => {
      setStatus(null);
      form.set(name, v);
    };
  /** A field's props; its input is named as the field, its test id `account-${testId}`. */
  const edit = <K extends keyof SubscriberDraft>(name: K, testId: string, autoComplete?: string) => ({
    ...form.field(name),
    onChange: change(name),
    name,
    testId: `account-${testId}`,
    autoComplete,
  });

  async function submit(e: FormEvent) {
    setStatus(null);
    const r = await form.submit(e, async (d) => {
      const changes = subscriberChanges(base, d);
      if (Object.keys(changes).length === 0) return { ok: true as const, nothing: true };
      const saved = await update.mutateAsync({ data: changes });
      queryClient.setQueryData(getGetSubscriberDetailsQueryKey(), saved);
      const current = session.get().subscriber;
      if (current?.subscriberid === saved.data.subscriberid)
        session.set({ subscriber: { ...current, ...saved.data } });
      setOriginal(d);
      form.reset();
      return { ok: true as const, nothing: false };
    });
    if (!r) return;
    if (!r.ok) form.refuse(r.messageId);
    else setStatus(r.nothing ? 'nothing' : 'saved');
  }

  const codeOptions = [...new Set([draft.countrycode, ...dialcodes])].filter(Boolean);
  return (
    <section className="account-card" aria-labelledby={`${ids}-h`} data-testid="account-details">
      <h2 id={`${ids}-h`}>
        <FormattedMessage id="account.details.title" defaultMessage="Personal details" />
      </h2>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={form.busy}>
        <TextField
          {...edit('name', 'name', 'name')}
          label={<FormattedMessage id="account.details.name" defaultMessage="Name" />}
        />
        <TextField
          {...edit('email', 'email', 'email')}
          label={<FormattedMessage id="account.details.email" defaultMessage="E-mail" />}
          type="email"
          dir="ltr"
        />
        <TextField
          {...edit('mobileno', 'mobile', 'tel-national')}
          label={<FormattedMessage id="account.details.mobile" defaultMessage="Mobile number" />}
          type="tel"
          inputMode="numeric"
          row="account-mobile"
          dir="ltr"
          before={
            <select
              aria-label={intl.formatMessage({
                id: 'account.details.countryCode',
                defaultMessage: 'Country code',
              })}
              value={draft.countrycode}
              onChange={(e) => change('countrycode')(e.target.value)}
              data-testid="account-country-code"
            >
              <option value="">–</option>
              {codeOptions.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          }
        />
        <DateField
          {...edit('dob', 'dob')}
          label={<FormattedMessage id="account.details.dob" defaultMessage="Date of birth" />}
          lastYear={new Date(now()).getUTCFullYear()}
        />
        <SelectField
          {...edit('gender', 'gender')}
          label={<FormattedMessage id="account.details.gender" defaultMessage="Gender" />}
          placeholder={
            base.gender
              ? undefined
              : intl.formatMessage({ id: 'account.gender.unset', defaultMessage: 'Prefer not to say' })
          }
        >
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {genderName(g)}
            </option>
          ))}
        </SelectField>
        <AccountActions
          form={form}
          testId="account-details"
          label={<FormattedMessage id="account.details.save" defaultMessage="Save changes" />}
          status={
            status === 'saved' ? (
              <FormattedMessage id="account.details.saved" defaultMessage="Your details have been saved." />
            ) : status === 'nothing' ? (
              <FormattedMessage id="account.details.nothing" defaultMessage="Nothing has changed." />
            ) : null
          }
          ok={status === 'saved'}
        />
      </form>
    </section>
  );
}
