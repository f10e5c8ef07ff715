// SPEC §2 /cast: where the browser can cast (the Remote Playback API), casting starts from the player's cast button,
// which shows while a device is in reach, and the player's controls then steer what plays there; this screen says
// so. Where the browser cannot cast, it says that clearly, with the TV app as the way to the big screen.
import { FormattedMessage } from 'react-intl';
import { homeAction, Notice } from '../../components/Notice';
import { useLangPath } from '../../hooks/useLangPath';
import { castSupported } from '../../hooks/useRemotePlayback';
import type { ScreenProps } from '../../screen-props';

export default function CastScreen(_: ScreenProps) {
  const to = useLangPath();
  if (castSupported()) {
    return (
      <Notice
        testId="cast-ready"
        title={<FormattedMessage id="cast.readyTitle" defaultMessage="Cast from the player" />}
        message={
          <FormattedMessage
            id="cast.readyBody"
            defaultMessage="Start a title and press the cast button in the player: it shows when this browser finds a device to cast to. While casting, the player's controls play, pause and seek on that device."
          />
        }
        action={homeAction(to)}
      />
    );
  }
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
