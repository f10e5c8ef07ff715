// The update banner (desktop auto-update, issue 12): when the shell has downloaded an update it says so, politely
// (role=status, no focus taken), and restarts only when the user presses the button. It never interrupts playback:
// while a video plays it is not shown at all. No shell updates (the web): nothing.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useServices } from '../context';
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

export function UpdateBanner() {
  const { env } = useServices();
  const [ready, setReady] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const playing = usePlaying();
  useEffect(
    () => env.updates?.subscribe((s) => setReady(s.status === 'ready' ? (s.version ?? '') : null)),
    [env],
  );
  if (!env.updates || ready === null || dismissed === ready || playing) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <span>
        <FormattedMessage
          id="update.ready"
          defaultMessage="Version {version} is ready. Restart to update."
          values={{ version: ready }}
        />
      </span>
      <button type="button" className="update-restart" onClick={() => void env.updates?.install()}>
        <FormattedMessage id="update.restart" defaultMessage="Restart now" />
      </button>
      <button type="button" className="update-later" onClick={() => setDismissed(ready)}>
        <FormattedMessage id="update.later" defaultMessage="Later" />
      </button>
    </div>
  );
}
