// My Bills (SPEC §2, the `bills` tab of /profile/:listItem): `listBills`, a bill's details (`getBillDetails`: items,
// discount, tax, total) and its PDF (the same call with `download=true`), saved as a file.

import { failureMessageId } from '@ott/domain';
import { type BillDetails, getBillDetails, useListBills } from '@ott/sdk/hooks/sms';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../components/FormFields';
import { useDisplayDate } from '../../hooks/useDisplayDate';
import { useMoney } from '../../hooks/useMoney';
import type { AccountPanelProps } from '../../screen-props';
import { saveFile } from '../../storage';
import { ListPanel } from './ListPanel';

const BILL_STATUS = defineMessages({
  PAID: { id: 'bills.status.paid', defaultMessage: 'Paid' },
  PENDING: { id: 'bills.status.pending', defaultMessage: 'Pending' },
  FAILED: { id: 'bills.status.failed', defaultMessage: 'Failed' },
  REFUNDED: { id: 'bills.status.refunded', defaultMessage: 'Refunded' },
});

export default function MyBillsPanel(_: AccountPanelProps) {
  const bills = useListBills();
  return (
    <ListPanel
      testId="my-bills"
      title={<FormattedMessage id="bills.title" defaultMessage="My Bills" />}
      call={bills}
      row={(b) => <BillRow key={b.billid} bill={b} />}
      empty={
        <p className="box" data-testid="my-bills-empty">
          <FormattedMessage id="bills.none" defaultMessage="No bills yet." />
        </p>
      }
    />
  );
}

function BillRow({
  bill,
}: {
  bill: {
    billid: string;
    date: string;
    description?: string;
    amount: number;
    currency: string;
    status: string;
  };
}) {
  const intl = useIntl();
  const money = useMoney();
  const when = useDisplayDate();
  const [details, setDetails] = useState<BillDetails | null>(null);
  const [busy, setBusy] = useState<'details' | 'pdf' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function showDetails() {
    if (details) {
      setDetails(null);
      return;
    }
    setBusy('details');
    setError(null);
    try {
      const r = await getBillDetails(bill.billid);
      if (!(r instanceof Blob)) setDetails(r.data);
    } catch (e) {
      setError(failureMessageId(e));
    }
    setBusy(null);
  }

  async function pdf() {
    setBusy('pdf');
    setError(null);
    try {
      const r = await getBillDetails(bill.billid, { download: true });
      const blob = r instanceof Blob ? r : new Blob([JSON.stringify(r)], { type: 'application/json' });
      saveFile(blob, `${bill.billid}.pdf`);
    } catch (e) {
      setError(failureMessageId(e));
    }
    setBusy(null);
  }

  return (
    <li className="commerce-item" data-testid="bill" data-billid={bill.billid}>
      <div className="commerce-item-main">
        <strong>{bill.description ?? bill.billid}</strong>
        <span>{when.date(bill.date)}</span>
        <span>{money(bill.amount, bill.currency)}</span>
        <span className="plan-status">
          {BILL_STATUS[bill.status as keyof typeof BILL_STATUS]
            ? intl.formatMessage(BILL_STATUS[bill.status as keyof typeof BILL_STATUS])
            : bill.status}
        </span>
      </div>
      <div className="commerce-actions">
        <button
          type="button"
          className="btn ghost"
          aria-expanded={details !== null}
          disabled={busy !== null}
          onClick={() => void showDetails()}
          data-testid="bill-details"
        >
          <FormattedMessage id="bills.details" defaultMessage="Details" />
        </button>
        <button
          type="button"
          className="btn ghost"
          disabled={busy !== null}
          aria-busy={busy === 'pdf'}
          onClick={() => void pdf()}
          data-testid="bill-pdf"
        >
          <FormattedMessage id="bills.pdf" defaultMessage="Download PDF" />
        </button>
      </div>
      {error && <FormError error={error} />}
      {details && (
        <dl className="price-lines" data-testid="bill-details-box">
          {details.invoicenumber && (
            <>
              <dt>
                <FormattedMessage id="bills.invoice" defaultMessage="Invoice" />
              </dt>
              <dd dir="ltr">{details.invoicenumber}</dd>
            </>
          )}
          {(details.items ?? []).map((item) => (
            <div key={item.description} className="price-line">
              <dt>{item.description}</dt>
              <dd>{money(item.amount, details.currency)}</dd>
            </div>
          ))}
          {(details.discount ?? 0) > 0 && (
            <>
              <dt>
                <FormattedMessage id="plans.discount" defaultMessage="Discount" />
              </dt>
              <dd>−{money(details.discount, details.currency)}</dd>
            </>
          )}
          {(details.tax ?? 0) > 0 && (
            <>
              <dt>{details.taxlabel ?? <FormattedMessage id="bills.tax" defaultMessage="Tax" />}</dt>
              <dd>{money(details.tax, details.currency)}</dd>
            </>
          )}
          <dt>
            <FormattedMessage id="plans.total" defaultMessage="Total" />
          </dt>
          <dd>{money(details.amount, details.currency)}</dd>
        </dl>
      )}
    </li>
  );
}
