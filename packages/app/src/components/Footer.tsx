// The page's footer (SPEC §2 static pages): help, FAQ, terms, privacy and about, one tap from every screen.
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLangPath } from '../hooks/useLangPath';

const LABELS: Record<'help' | 'faq' | 'terms' | 'privacy' | 'about', MessageDescriptor> = defineMessages({
  help: { id: 'footer.help', defaultMessage: 'Help' },
  faq: { id: 'footer.faq', defaultMessage: 'FAQ' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms of use' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy policy' },
  about: { id: 'footer.about', defaultMessage: 'About us' },
});
const LINKS = [
  { path: '/help', label: LABELS.help },
  { path: '/faq', label: LABELS.faq },
  { path: '/terms-of-use', label: LABELS.terms },
  { path: '/privacy-policy', label: LABELS.privacy },
  { path: '/about-us', label: LABELS.about },
] as const;

export function Footer() {
  const intl = useIntl();
  const to = useLangPath();
  return (
    <footer className="footer" data-testid="footer">
      <nav aria-label={intl.formatMessage({ id: 'footer.nav', defaultMessage: 'About this service' })}>
        <ul className="footer-links">
          {LINKS.map((l) => (
            <li key={l.path}>
              <Link to={to(l.path)}>{intl.formatMessage(l.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer-brand">
        <FormattedMessage
          id="footer.brand"
          defaultMessage="© {year} OTT"
          values={{ year: new Date().getFullYear() }}
        />
      </p>
    </footer>
  );
}
