// The update banner (a new desktop release, a new web build): says an update is ready (role=status, no focus taken)
// and restarts only when pressed; after a check from the menu it also says "up to date" or that the check failed.
// Hidden while a video plays; nothing where the shell has no updates.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useServices } from '../hooks/useServices';
import { type UpdateNotice, updateNotice } from './update-notice';
import './UpdateBanner.css';

function usePlaying(): boolean {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const sync = () => setPlaying([...document.querySelectorAll('video')].some((v) => !v.paused && !v.ended));
    const events = ['playing', 'pause', 'ended', 'emptied'];
    for (const e of events) document.addEventListener(e, sync, true);
    sync();
    return () => {
      for (const e of events) document.removeEventListener(e, sync, true);
    };
  }, []);
  return playing;
}

/** The notice shown; an answer to the user's check carries its count, so the same answer again shows again. */
type Shown = (UpdateNotice & { at: number }) | null;

export function UpdateBanner() {
  const { env } = useServices();
  const [shown, setShown] = useState<Shown>(null);
  const [dismissed, setDismissed] = useState<Shown>(null);
  const playing = usePlaying();
  useEffect(() => {
    let answers = 0;
    return env.updates?.subscribe((s) => {
      const notice = updateNotice(s);
      if (notice) setShown({ ...notice, at: notice.kind === 'ready' ? 0 : ++answers });
      else if (s.status !== 'checking') setShown(null);
    });
  }, [env]);
  if (!env.updates || shown === null || shown === dismissed || playing) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <span>
        {shown.kind === 'ready' ? (
          <FormattedMessage
            id="update.ready"
            defaultMessage="Version {version} is ready. Restart to update."
            values={{ version: shown.version }}
          />
        ) : shown.kind === 'upToDate' ? (
          <FormattedMessage id="update.upToDate" defaultMessage="You have the latest version." />
        ) : (
          <FormattedMessage
            id="update.failed"
            defaultMessage="Could not check for updates. Please try again later."
          />
        )}
      </span>
      {shown.kind === 'ready' && (
        <button type="button" className="update-restart" onClick={() => void env.updates?.install()}>
          <FormattedMessage id="update.restart" defaultMessage="Restart now" />
        </button>
      )}
      <button type="button" className="update-later" onClick={() => setDismissed(shown)}>
        {shown.kind === 'ready' ? (
          <FormattedMessage id="update.later" defaultMessage="Later" />
        ) : (
          <FormattedMessage id="update.dismiss" defaultMessage="Dismiss" />
        )}
      </button>
    </div>
  );
}
