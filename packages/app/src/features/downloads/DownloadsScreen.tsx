// The Downloads screen (SPEC §3 download states): each download's state, progress and size, and its actions (play a
// complete one, pause, resume, retry, delete) from the domain's downloadActions; the queue runs in the platform's
// service. A platform without downloads (the web) says where they are offered and links to the desktop app.

import { type DownloadFailure, downloadActions } from '@ott/domain';
import { isAbsoluteHttpUrl } from '@ott/domain/deeplinks';
import { renditionLabel } from '@ott/domain/player-controls';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { homeAction, Notice } from '../../components/Notice';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { DOWNLOAD_STATE_LABEL, useDownloads } from '../../hooks/useDownloads';
import { useLangPath } from '../../hooks/useLangPath';
import { useSession } from '../../hooks/useServices';
import type { DownloadItem, PlatformDownloads } from '../../platform/types';
import { prefetchScreen } from '../../prefetch';
import type { ScreenProps } from '../../screen-props';
import './downloads.css';

const FAILURE = defineMessages<DownloadFailure>({
  storage: {
    id: 'downloads.failed.storage',
    defaultMessage: 'Not enough storage space on this computer. Free up space, then try again.',
  },
  network: {
    id: 'downloads.failed.network',
    defaultMessage: 'The connection was lost. Try again when you are online.',
  },
  licence: {
    id: 'downloads.failed.licence',
    defaultMessage: 'This title cannot be kept for offline viewing.',
  },
  unknown: { id: 'downloads.failed.unknown', defaultMessage: 'Something went wrong. Try again.' },
});

const STEP_LABEL = defineMessages({
  pause: { id: 'downloads.pause', defaultMessage: 'Pause' },
  resume: { id: 'downloads.resume', defaultMessage: 'Resume' },
  retry: { id: 'downloads.retry', defaultMessage: 'Try again' },
});

/** The queue steps a row offers when the domain allows them (`downloadActions`), and the service call of each. */
const STEPS = [
  { action: 'pause', call: 'pause', label: STEP_LABEL.pause },
  { action: 'resume', call: 'resume', label: STEP_LABEL.resume },
  { action: 'retry', call: 'resume', label: STEP_LABEL.retry },
] as const;

/** A size in megabytes, in the page's language (Intl's unit formatting). */
const megabytes = (intl: IntlShape, bytes: number) =>
  intl.formatNumber(bytes / 1_000_000, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });

function sizeText(intl: IntlShape, d: DownloadItem): string | null {
  if (d.status === 'done') return megabytes(intl, d.bytes);
  if (d.expectedBytes)
    return d.status === 'downloading'
      ? intl.formatMessage(
          { id: 'downloads.sizeOf', defaultMessage: '{done} of {total}' },
          { done: megabytes(intl, d.bytes), total: megabytes(intl, d.expectedBytes) },
        )
      : intl.formatMessage(
          { id: 'downloads.sizeAbout', defaultMessage: 'About {size}' },
          { size: megabytes(intl, d.expectedBytes) },
        );
  return null;
}

function Row({ d, service }: { d: DownloadItem; service: PlatformDownloads }) {
  const intl = useIntl();
  const to = useLangPath();
  const [busy, setBusy] = useState(false);
  const can = downloadActions(d);
  const act = (f: (id: string) => Promise<void>) => async () => {
    setBusy(true);
    try {
      await f(d.id);
    } finally {
      setBusy(false);
    }
  };
  const size = sizeText(intl, d);
  const percent = Math.round(d.progress * 100);
  const state = intl.formatMessage(DOWNLOAD_STATE_LABEL[d.status], { percent });
  return (
    <li className="download" data-testid="download" data-id={d.id} data-status={d.status}>
      <div className="download-head">
        <h2 className="download-title">
          <bdi>{d.title}</bdi>
        </h2>
        <p className="download-meta">
          <span data-testid="download-status">{state}</span>
          {d.height ? <span>{renditionLabel({ height: d.height })}</span> : null}
          {size ? <span data-testid="download-size">{size}</span> : null}
        </p>
      </div>
      {(d.status === 'downloading' || d.status === 'queued') && (
        <progress
          className="download-progress"
          max={100}
          value={percent}
          aria-label={intl.formatMessage(
            { id: 'downloads.progressLabel', defaultMessage: 'Download of {title}' },
            { title: d.title },
          )}
        />
      )}
      {d.status === 'failed' && (
        <p className="download-failure" role="alert" data-testid="download-failure">
          {intl.formatMessage(FAILURE[d.failure ?? 'unknown'])}
          {d.failure === 'storage' && d.expectedBytes ? (
            <>
              {' '}
              <FormattedMessage
                id="downloads.failed.needs"
                defaultMessage="This download needs about {size}."
                values={{ size: megabytes(intl, d.expectedBytes) }}
              />
            </>
          ) : null}
        </p>
      )}
      <div className="download-actions">
        {can.play && (
          <Link
            className="btn primary"
            to={to(`/downloads/play/${encodeURIComponent(d.id)}`)}
            data-testid="download-play"
          >
            <FormattedMessage id="downloads.play" defaultMessage="Play" />
          </Link>
        )}
        {STEPS.filter((step) => can[step.action]).map((step) => (
          <button
            key={step.action}
            type="button"
            className="btn ghost"
            onClick={act(service[step.call])}
            disabled={busy}
            data-testid={`download-${step.action}`}
          >
            <FormattedMessage {...step.label} />
          </button>
        ))}
        <button
          type="button"
          className="btn ghost"
          onClick={act(service.remove)}
          disabled={busy}
          data-testid="download-delete"
          aria-label={intl.formatMessage(
            { id: 'downloads.deleteLabel', defaultMessage: 'Delete the download of {title}' },
            { title: d.title },
          )}
        >
          <FormattedMessage id="downloads.delete" defaultMessage="Delete" />
        </button>
      </div>
    </li>
  );
}

export default function DownloadsScreen(_: ScreenProps) {
  const intl = useIntl();
  const to = useLangPath();
  const { service, items } = useDownloads();
  const session = useSession();
  const title = intl.formatMessage({ id: 'downloads.title', defaultMessage: 'Downloads' });
  useDocumentTitle(title);
  // The offline player and Shaka are warmed here: play → first frame stays short (and on the Chromium stand-in, whose
  // app code comes over http rather than app://, a download can then play with the network off).
  const anyDone = items.some((d) => d.status === 'done');
  useEffect(() => {
    if (!service || !anyDone) return;
    prefetchScreen('downloads.play');
    void import('@ott/player').then((m) => m.loadShaka()).catch(() => {});
  }, [service, anyDone]);

  if (!service) {
    // Where the provider says the desktop app is got (provider config `desktopApp`); an http(s) address only.
    const getApp = session.config?.desktopApp?.downloadURL;
    return (
      <Notice
        as="section"
        testId="downloads-not-offered"
        title={title}
        message={
          <FormattedMessage
            id="downloads.notOffered"
            defaultMessage="Downloads for offline viewing are available in the desktop app."
          />
        }
        action={
          getApp && isAbsoluteHttpUrl(getApp)
            ? {
                label: <FormattedMessage id="downloads.getDesktopApp" defaultMessage="Get the desktop app" />,
                href: getApp,
                testId: 'get-desktop-app',
              }
            : homeAction(to)
        }
      />
    );
  }
  return (
    <section className="page downloads-page" data-testid="downloads" aria-labelledby="downloads-title">
      <h1 id="downloads-title">{title}</h1>
      {items.length === 0 ? (
        <Notice
          className="downloads-empty"
          testId="downloads-empty"
          message={
            <FormattedMessage
              id="downloads.empty"
              defaultMessage="No downloads yet. Download a title from its page to watch it without a connection."
            />
          }
          action={homeAction(to)}
        />
      ) : (
        <ul className="downloads-list">
          {items.map((d) => (
            <Row key={d.id} d={d} service={service} />
          ))}
        </ul>
      )}
    </section>
  );
}
