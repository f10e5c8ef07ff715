// The foot of an account card's form: the save button (no second press while saving), then what happened — the
// status (saved, nothing changed) and the refusal that belongs to no field, announced at once.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SubmitButton, useMessage } from '../../components/FormFields';

export function AccountActions({
  form,
  testId,
  label,
  status,
  ok = false,
  busyLabel = <FormattedMessage id="account.saving" defaultMessage="Saving…" />,
  children,
}: {
  form: { busy: boolean; formError: string | null };
  /** The test ids' prefix: `${testId}-save`, `-status`, `-alert`. */
  testId: string;
  label: ReactNode;
  status?: ReactNode;
  /** The status is a success (shown as one). */
  ok?: boolean;
  busyLabel?: ReactNode;
  /** More buttons beside the save button. */
  children?: ReactNode;
}) {
  const message = useMessage();
  return (
    <div className="account-actions">
      <SubmitButton busy={form.busy} lock className="btn" testId={`${testId}-save`} busyLabel={busyLabel}>
        {label}
      </SubmitButton>
      {children}
      <span
        className={ok ? 'account-status ok' : 'account-status'}
        role="status"
        data-testid={`${testId}-status`}
      >
        {status}
      </span>
      <span className="account-alert" role="alert" data-testid={`${testId}-alert`}>
        {message(form.formError)}
      </span>
    </div>
  );
}
