// SPEC §2 /cast: casting needs the Google Cast sender SDK, which this app does not load (it is fetched from Google's
// servers and needs a Cast-enabled browser), so the screen says clearly that casting is not available here.
import { FormattedMessage } from 'react-intl';
import { homeAction, Notice } from '../../components/Notice';
import { useLangPath } from '../../hooks/useLangPath';
import type { ScreenProps } from '../../screen-props';

export default function CastScreen(_: ScreenProps) {
  const to = useLangPath();
  return (
    <Notice
      testId="cast-unavailable"
      title={<FormattedMessage id="cast.title" defaultMessage="Casting is not available on this device" />}
      message={
        <FormattedMessage
          id="cast.body"
          defaultMessage="Open the app on your TV, or pair it with the code shown there, to watch on the big screen."
        />
      }
      action={homeAction(to)}
    />
  );
}
