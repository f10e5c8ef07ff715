import { FormattedMessage } from 'react-intl';
import type { ScreenProps } from '../screen-props';
import { backHomeLabel, Notice } from './Notice';

/** SPEC §2 error page: unknown routes and unsupported language prefixes. */
export default function ErrorScreen({ reason }: ScreenProps) {
  return (
    <Notice
      as="section"
      testId="error-page"
      title={<FormattedMessage id="error.page.title" defaultMessage="Page not found" />}
      message={
        reason === 'unsupportedLang' ? (
          <FormattedMessage id="error.page.lang" defaultMessage="This language is not available." />
        ) : (
          <FormattedMessage
            id="error.page.body"
            defaultMessage="The page you are looking for does not exist."
          />
        )
      }
      action={{ label: backHomeLabel, to: '/' }}
    />
  );
}
