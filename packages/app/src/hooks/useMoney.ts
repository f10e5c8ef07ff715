// Amounts in their currency, in the page's language (a currency code Intl does not know is written before the number).
import { useIntl } from 'react-intl';

/** An amount as the page writes it; an unknown amount is a dash. */
export function useMoney(): (amount: number | undefined, currency: string | undefined) => string {
  const intl = useIntl();
  return (amount, currency) => {
    if (amount === undefined) return '—';
    if (!currency) return intl.formatNumber(amount);
    try {
      return intl.formatNumber(amount, { style: 'currency', currency });
    } catch {
      return `${currency} ${intl.formatNumber(amount)}`;
    }
  };
}
