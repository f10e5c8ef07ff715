// My Account › display language (SPEC §1 en/ar/ml, §2 ar is right-to-left): the header's language switch (the same
// hook), and the choice is kept on the account too (updateSubscriber displaylanguage, §9 codes eng/ara/ml).
import { storedLanguageCode } from '@ott/domain';
import { useUpdateSubscriber } from '@ott/sdk/hooks/sms';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '../../components/ChoiceFields';
import { useSession } from '../../hooks/useServices';
import { useSwitchLanguage } from '../../hooks/useSwitchLanguage';

export function LanguageSection() {
  const intl = useIntl();
  const ids = useId();
  const session = useSession();
  const switchLanguage = useSwitchLanguage();
  const update = useUpdateSubscriber();
  const langs = session.config?.supportedLanguages ?? [];
  return (
    <section className="account-card" aria-labelledby={`${ids}-h`} data-testid="account-language">
      <h2 id={`${ids}-h`}>
        <FormattedMessage id="account.language.title" defaultMessage="Display language" />
      </h2>
      <div className="account-form">
        <SelectField
          label={<FormattedMessage id="account.language.label" defaultMessage="Language of the app" />}
          value={session.lang}
          error={null}
          testId="account-language-select"
          onChange={(lang) => {
            switchLanguage(lang);
            // Kept on the account as well; the switch itself never waits for it.
            update.mutate({ data: { displaylanguage: storedLanguageCode(lang) } });
          }}
        >
          {langs.map((l) => (
            <option key={l.language} value={l.language} lang={l.language}>
              {l.nativename ?? l.name}
            </option>
          ))}
        </SelectField>
      </div>
      <span className="account-alert" role="alert">
        {update.isError
          ? intl.formatMessage({
              id: 'account.language.notSaved',
              defaultMessage: 'The language is changed here, but could not be saved to your account.',
            })
          : ''}
      </span>
    </section>
  );
}
