// Download for offline viewing, beside the play action: only where the platform has downloads (desktop) and for a
// title the user may play now (the domain's one decision; not trailer-only). Qualities: the renditions the plan allows
// (renditionsForPlan). Once asked for, it shows the download's state and leads to the Downloads screen.
import type { Quality } from '@ott/domain';
import { streamResolution } from '@ott/domain/playback';
import { renditionLabel, renditionsForPlan } from '@ott/domain/player-controls';
import { browserPlatform, drmFromSource, streamRequest } from '@ott/player';
import { type Content, getStreamPackage } from '@ott/sdk/hooks/cms';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormFields';
import { DOWNLOAD_STATE_LABEL, useDownload } from '../../hooks/useDownloads';
import { useLangPath } from '../../hooks/useLangPath';
import { usePlaybackState } from '../../hooks/usePlayback';
import type { DownloadItem, DownloadSource, PlatformDownloads } from '../../platform/types';

const PREPARE_FAILED = defineMessage({
  id: 'downloads.prepareFailed',
  defaultMessage: 'This title could not be prepared for download. Please try again.',
});

interface Choice {
  source: DownloadSource;
  renditions: { id: number; height: number | null; width: number | null; bandwidth: number }[];
}

export function DownloadAction({ content, episode }: { content: Content; episode?: Content | null }) {
  const target = episode ?? content;
  const { service, item } = useDownload(target.objectid);
  // The web has no downloads: nothing renders and nothing is asked.
  if (!service) return null;
  return <Offered target={target} service={service} item={item} />;
}

function Offered({
  target,
  service,
  item,
}: {
  target: Content;
  service: PlatformDownloads;
  item: DownloadItem | null;
}) {
  const state = usePlaybackState(target);
  const intl = useIntl();
  const to = useLangPath();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [height, setHeight] = useState<number | null>(null);

  if (state.status !== 'ready' || state.decision.kind !== 'play') return null;
  const decision = state.decision;
  const quality = (state.subscriptions[0]?.quality ?? null) as Quality | null;

  if (item) {
    return (
      <Link
        className="btn ghost"
        to={to('/downloads')}
        data-testid="download-state"
        data-status={item.status}
      >
        {intl.formatMessage(DOWNLOAD_STATE_LABEL[item.status], { percent: Math.round(item.progress * 100) })}
      </Link>
    );
  }

  const open = async () => {
    setBusy(true);
    setError(false);
    try {
      const request = streamRequest({
        content: target,
        trailerId: null,
        availabilityid: decision.availability.availabilityid,
        platform: browserPlatform(navigator, document.createElement('video')),
        quality,
      });
      if (!request || request.isTrailer) throw new Error('nothing to download');
      const answer = await getStreamPackage(request.contentId, request.form);
      const source: DownloadSource = {
        manifestUrl: answer.data.manifesturl,
        drm: drmFromSource(answer.data),
      };
      const renditions = renditionsForPlan(
        await service.renditions(source),
        streamResolution(state.subscriptions),
      );
      if (renditions.length === 0) throw new Error('no rendition the plan allows');
      setHeight(renditions[0]?.height ?? null);
      setChoice({ source, renditions });
    } catch (e) {
      console.error('[downloads] could not prepare the download', e);
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!choice) return;
    setBusy(true);
    try {
      await service.start({
        content: { ...target, objectid: target.objectid, title: target.title ?? '' },
        source: choice.source,
        height,
      });
      setChoice(null);
    } catch (e) {
      console.error('[downloads] could not start the download', e);
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn ghost"
        data-testid="download-button"
        onClick={open}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <FormattedMessage id="downloads.download" defaultMessage="Download" />
      </button>
      {error && <FormError error={PREPARE_FAILED.id} testId="download-error" />}
      {choice && (
        <Dialog
          title={intl.formatMessage({ id: 'downloads.chooseQuality', defaultMessage: 'Download quality' })}
          onClose={() => setChoice(null)}
          testId="download-quality"
        >
          <fieldset className="download-quality">
            <legend className="visually-hidden">
              <FormattedMessage id="downloads.chooseQuality" defaultMessage="Download quality" />
            </legend>
            {choice.renditions.map((r) => (
              <label key={r.id} className="download-quality-option">
                <input
                  type="radio"
                  name="download-quality"
                  value={r.height ?? 0}
                  checked={height === r.height}
                  onChange={() => setHeight(r.height)}
                />
                {renditionLabel(r)}
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            className="btn primary"
            data-testid="download-start"
            onClick={start}
            disabled={busy}
          >
            <FormattedMessage id="downloads.start" defaultMessage="Download" />
          </button>
        </Dialog>
      )}
    </>
  );
}
