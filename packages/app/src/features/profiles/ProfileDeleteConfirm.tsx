// The step that asks before a profile is deleted (SPEC §2 profiles: delete, never the master); focus starts at its
// heading.
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStepHeading } from '../../hooks/useStepHeading';

export function ProfileDeleteConfirm({
  name,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const id = useId();
  const heading = useStepHeading();
  return (
    <section
      className="profile-confirm-delete"
      aria-labelledby={`${id}-delete-title`}
      data-testid="profile-delete-confirm"
    >
      <h2 id={`${id}-delete-title`} tabIndex={-1} ref={heading}>
        <FormattedMessage id="profiles.deleteTitle" defaultMessage="Delete {name}?" values={{ name }} />
      </h2>
      <p>
        <FormattedMessage
          id="profiles.deleteBody"
          defaultMessage="This profile's watchlist, likes and viewing history will be removed. This cannot be undone."
        />
      </p>
      <div className="pin-actions">
        <button type="button" className="btn ghost" onClick={onCancel}>
          <FormattedMessage id="profiles.cancel" defaultMessage="Cancel" />
        </button>
        <button
          type="button"
          className="btn danger"
          disabled={busy}
          onClick={onConfirm}
          data-testid="profile-delete-confirm-button"
        >
          <FormattedMessage id="profiles.deleteConfirm" defaultMessage="Delete profile" />
        </button>
      </div>
    </section>
  );
}
