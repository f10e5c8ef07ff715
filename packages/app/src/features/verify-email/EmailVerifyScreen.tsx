// SPEC §2 /emailVerify: the e-mail verification link. The link carries the token (`?token=`); the screen opens it
// once (sms openVerificationLink) and says whether the address is now verified, with the way on.
import { openVerificationLink } from '@ott/sdk/hooks/sms';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { backHomeLabel, Notice, retryLabel } from '../../components/Notice';
import { useLangPath } from '../../hooks/useLangPath';
import type { ScreenProps } from '../../screen-props';

const TOKEN = /^[A-Za-z0-9._~-]{16,512}$/;

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
  const home = { label: backHomeLabel, to: to('/') };
  if (!valid || (q.isError && (q.error as { statusCode?: number } | null)?.statusCode === 400)) {
    return (
      <Notice
        role="alert"
        testId="email-verify-invalid"
        title={<FormattedMessage id="emailVerify.invalid.title" defaultMessage="This link cannot be used" />}
        message={
          <FormattedMessage
            id="emailVerify.invalid.body"
            defaultMessage="It has expired or was already used. Ask for a new verification e-mail from your account."
          />
        }
        action={home}
      />
    );
  }
  if (q.isError) {
    return (
      <Notice
        role="alert"
        testId="email-verify-error"
        title={
          <FormattedMessage
            id="emailVerify.error"
            defaultMessage="Your e-mail address could not be verified"
          />
        }
        action={{ label: retryLabel, onClick: () => void q.refetch() }}
      />
    );
  }
  if (q.isPending) {
    return (
      <Notice
        role="status"
        testId="email-verify-pending"
        title={<FormattedMessage id="emailVerify.pending" defaultMessage="Verifying your e-mail address…" />}
        action={home}
      />
    );
  }
  return (
    <Notice
      role="status"
      testId="email-verify-done"
      title={
        <FormattedMessage id="emailVerify.done.title" defaultMessage="Your e-mail address is verified" />
      }
      message={<bdi dir="ltr">{q.data.data.email}</bdi>}
      action={home}
    />
  );
}
