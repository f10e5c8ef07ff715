// SPEC §2 / §4 subscribe popup: opened with the domain's list type (onlySubscribe, onlyPurchase, Subscribe/Purchase)
// and the candidate availabilities, each with its price. A plan leads to the subscription-plans page; renting or
// buying leads to that title's checkout (/purchase/:contentId/:availabilityid).

import { isolate } from '@ott/domain/format';
import type { PopupListType } from '@ott/domain/playback';
import type { Availability } from '@ott/sdk/hooks/sms';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from './Dialog';
import { OfferList } from './OfferList';

export default function SubscribePopup({
  title,
  objectid,
  listType,
  candidates,
  onClose,
}: {
  title: string;
  /** The title the popup offers (what a rent or buy pays for). */
  objectid: string;
  listType: PopupListType;
  candidates: Availability[];
  onClose(): void;
}) {
  const intl = useIntl();
  const heading =
    listType === 'onlySubscribe'
      ? intl.formatMessage({ id: 'subscribePopup.onlySubscribe', defaultMessage: 'Subscribe to watch' })
      : listType === 'onlyPurchase'
        ? intl.formatMessage({ id: 'subscribePopup.onlyPurchase', defaultMessage: 'Purchase to watch' })
        : intl.formatMessage({ id: 'subscribePopup.both', defaultMessage: 'Subscribe or purchase to watch' });
  return (
    <Dialog title={heading} onClose={onClose} testId="subscribe-popup">
      <div data-list-type={listType}>
        <p className="offer-intro">
          <FormattedMessage
            id="subscribePopup.body"
            defaultMessage="“{title}” is not included in what you have. Choose an option:"
            values={{ title: isolate(title) }}
          />
        </p>
        <OfferList objectid={objectid} candidates={candidates} onChoose={onClose} />
      </div>
    </Dialog>
  );
}
