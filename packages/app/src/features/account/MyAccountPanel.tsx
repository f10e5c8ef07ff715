// My Account (SPEC §2 /profile/account): the subscriber's details with their edit form, the e-mail verification,
// the password change, the display language and the account deletion. A failed load shows a retry, never a blank.
import { useGetSubscriberDetails } from '@ott/sdk/hooks/sms';
import { FormattedMessage } from 'react-intl';
import { CallFailed } from '../../components/CallState';
import { TextSkeleton } from '../../components/Loader';
import type { AccountPanelProps } from '../../screen-props';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DetailsForm } from './DetailsForm';
import { EmailVerifySection } from './EmailVerifySection';
import { LanguageSection } from './LanguageSection';
import { PasswordForm } from './PasswordForm';

export default function MyAccountPanel({ lang }: AccountPanelProps) {
  const details = useGetSubscriberDetails({ query: { staleTime: 30_000, retry: 1 } });
  if (details.isError) {
    return (
      <CallFailed
        className="account-card"
        testId="account-details-error"
        heading="h2"
        title={
          <FormattedMessage
            id="account.details.loadError"
            defaultMessage="Your details could not be loaded"
          />
        }
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  }
  if (details.isPending) {
    return <TextSkeleton className="account-card" lines={['wide', 'short', 'wide']} />;
  }
  const data = details.data.data;
  return (
    <>
      <DetailsForm details={data} />
      {data.email && <EmailVerifySection email={data.email} verified={data.emailverified !== false} />}
      <PasswordForm />
      <LanguageSection />
      <DeleteAccountSection lang={lang} />
    </>
  );
}
