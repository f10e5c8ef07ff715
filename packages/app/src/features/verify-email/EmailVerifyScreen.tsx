// SPEC §2 /emailVerify: the e-mail verification link. The link carries the token (`?token=`); the screen opens it
// once (sms openVerificationLink) and says whether the address is now verified, with the way on.
import { ApiError } from '@ott/sdk';
import { openVerificationLink } from '@ott/sdk/hooks/sms';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { homeAction, Notice, retryLabel } from '../../components/Notice';
import { useLangPath } from '../../hooks/useLangPath';
import type { ScreenProps } from '../../screen-props';

const TOKEN = /^[A-Za-z0-9._~-]{16,512}$/;

const TITLE = {
  invalid: <FormattedMessage id="emailVerify.invalid.title" defaultMessage="This link cannot be used" />,
  error: (
    <FormattedMessage id="emailVerify.error" defaultMessage="Your e-mail address could not be verified" />
  ),
  pending: <FormattedMessage id="emailVerify.pending" defaultMessage="Verifying your e-mail address…" />,
  done: <FormattedMessage id="emailVerify.done.title" defaultMessage="Your e-mail address is verified" />,
};

const ACCOUNT_LABEL = <FormattedMessage id="emailVerify.toAccount" defaultMessage="Go to my account" />;

export default function EmailVerifyScreen(_: ScreenProps) {
  const to = useLangPath();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const valid = TOKEN.test(token);
  // A link is single use: opened once per visit, never retried by itself.
  const q = useQuery({
    queryKey: ['openVerificationLink', token],
    queryFn: () => openVerificationLink(token),
    enabled: valid,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const state =
    !valid || (q.error instanceof ApiError && q.error.statusCode === 400)
      ? 'invalid'
      : q.isError
        ? 'error'
        : q.isPending
          ? 'pending'
          : 'done';
  return (
    <Notice
      role={state === 'invalid' || state === 'error' ? 'alert' : 'status'}
      testId={`email-verify-${state}`}
      title={TITLE[state]}
      message={
        state === 'invalid' ? (
          <FormattedMessage
            id="emailVerify.invalid.body"
            defaultMessage="It has expired or was already used. Ask for a new verification e-mail from your account."
          />
        ) : state === 'done' ? (
          <bdi dir="ltr">{q.data?.data.email}</bdi>
        ) : undefined
      }
      action={
        state === 'error'
          ? { label: retryLabel, onClick: () => void q.refetch() }
          : state === 'invalid'
            ? { label: ACCOUNT_LABEL, to: to('/profile/account') }
            : homeAction(to)
      }
    />
  );
}
