// A download played offline (/:lang?/downloads/play/:contentId): the streaming player on Shaka's `offline:` address,
// with no details, package or watch-session call, so it plays with the network off. Only a complete download plays;
// otherwise the screen says so and leads back to Downloads.
import type { Content } from '@ott/sdk/hooks/cms';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FullScreenLoader } from '../../components/Loader';
import { Notice } from '../../components/Notice';
import { useDownloads } from '../../hooks/useDownloads';
import { useLangPath } from '../../hooks/useLangPath';
import type { PlayableDownload } from '../../platform/types';
import type { ScreenProps } from '../../screen-props';
import { Playback } from './PlayerScreen';
import './player.css';

export default function OfflinePlayerScreen({ params }: ScreenProps) {
  const id = params.contentId ?? '';
  const intl = useIntl();
  const to = useLangPath();
  const { service } = useDownloads();
  const [found, setFound] = useState<{ id: string; playable: PlayableDownload | null } | null>(null);

  useEffect(() => {
    let live = true;
    setFound(null);
    if (!service) return;
    service.playable(id).then(
      (playable) => live && setFound({ id, playable }),
      () => live && setFound({ id, playable: null }),
    );
    return () => {
      live = false;
    };
  }, [service, id]);

  const backLabel = <FormattedMessage id="downloads.backToDownloads" defaultMessage="Back to downloads" />;
  if (!service || (found?.id === id && !found.playable)) {
    return (
      <Notice
        as="section"
        role="alert"
        testId="download-not-playable"
        title={intl.formatMessage({
          id: 'downloads.notPlayable.title',
          defaultMessage: 'This download cannot play',
        })}
        message={
          <FormattedMessage
            id="downloads.notPlayable.body"
            defaultMessage="Only a complete download plays offline. Finish the download, then try again."
          />
        }
        action={{ label: backLabel, to: to('/downloads') }}
      />
    );
  }
  if (!found?.playable) {
    return (
      <FullScreenLoader
        label={intl.formatMessage({ id: 'player.loading', defaultMessage: 'Loading the player…' })}
      />
    );
  }
  const { playable } = found;
  return (
    <Playback
      content={playable.content as unknown as Content}
      trailerId={null}
      availabilityid={null}
      offline={{ manifestUrl: playable.manifestUrl, drm: playable.drm }}
      back={{ to: to('/downloads'), label: backLabel }}
    />
  );
}
