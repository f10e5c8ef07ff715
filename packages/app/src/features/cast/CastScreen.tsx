// SPEC §2 /cast: casting starts from the player's cast button (the Remote Playback API); a cast that goes on after the
// player closed is shown here with its title, play/pause and "Stop casting". Otherwise this screen says how to start
// one, or — where the browser cannot cast — says that clearly, with the TV app as the way to the big screen.
import { isolate } from '@ott/domain/format';
import { FormattedMessage } from 'react-intl';
import { homeAction, Notice } from '../../components/Notice';
import { endKeptCast, type KeptCast, useKeptCast } from '../../hooks/kept-cast';
import { useLangPath } from '../../hooks/useLangPath';
import { castSupported } from '../../hooks/useRemotePlayback';
import { useVideoState } from '../../hooks/useVideoState';
import type { ScreenProps } from '../../screen-props';

function CastingNow({ cast }: { cast: KeptCast }) {
  const paused = useVideoState(cast.video)?.paused ?? cast.video.paused;
  const toggle = () => (paused ? void cast.video.play().catch(() => {}) : cast.video.pause());
  return (
    <section className="page narrow" data-testid="cast-now" aria-labelledby="cast-now-title">
      <h1 id="cast-now-title">
        <FormattedMessage
          id="cast.nowTitle"
          defaultMessage="Casting {title}"
          values={{ title: isolate(cast.title) }}
        />
      </h1>
      <p role="status" data-testid="cast-now-state">
        {paused ? (
          <FormattedMessage id="cast.nowPaused" defaultMessage="Paused on your cast device" />
        ) : (
          <FormattedMessage id="player.castingNow" defaultMessage="Playing on your cast device" />
        )}
      </p>
      <div className="chips small">
        <button type="button" className="btn" data-testid="cast-play-pause" onClick={toggle}>
          {paused ? (
            <FormattedMessage id="player.play" defaultMessage="Play" />
          ) : (
            <FormattedMessage id="player.pause" defaultMessage="Pause" />
          )}
        </button>
        <button type="button" className="btn ghost" data-testid="cast-stop" onClick={endKeptCast}>
          <FormattedMessage id="cast.stop" defaultMessage="Stop casting" />
        </button>
      </div>
    </section>
  );
}

export default function CastScreen(_: ScreenProps) {
  const to = useLangPath();
  const kept = useKeptCast();
  if (kept) return <CastingNow cast={kept} />;
  const can = castSupported();
  return (
    <Notice
      testId={can ? 'cast-ready' : 'cast-unavailable'}
      title={
        can ? (
          <FormattedMessage id="cast.readyTitle" defaultMessage="Cast from the player" />
        ) : (
          <FormattedMessage id="cast.title" defaultMessage="Casting is not available on this device" />
        )
      }
      message={
        can ? (
          <FormattedMessage
            id="cast.readyBody"
            defaultMessage="Start a title and press the cast button in the player: it shows when this browser finds a device to cast to. While casting, the player's controls play, pause and seek on that device."
          />
        ) : (
          <FormattedMessage
            id="cast.body"
            defaultMessage="Open the app on your TV, or pair it with the code shown there, to watch on the big screen."
          />
        )
      }
      action={homeAction(to)}
    />
  );
}
