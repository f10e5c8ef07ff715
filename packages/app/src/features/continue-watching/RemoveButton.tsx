import { FormattedMessage, useIntl } from 'react-intl';

/** Removes a title from continue-watching (SPEC §4: clears watchedduration and status). Rail and page share it. */
export function RemoveButton({
  title,
  onRemove,
  className,
}: {
  title: string;
  onRemove(): void;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={className}
      data-testid="continue-watching-remove"
      aria-label={intl.formatMessage(
        { id: 'continueWatching.removeTitle', defaultMessage: 'Remove {title} from continue watching' },
        { title },
      )}
      onClick={onRemove}
    >
      <FormattedMessage id="continueWatching.remove" defaultMessage="Remove" />
    </button>
  );
}
