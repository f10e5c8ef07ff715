// The player's cast button (SPEC §2 /cast): shown only while the browser sees a cast device; pressed while casting.
import { useIntl } from 'react-intl';
import type { CastState } from '../../../hooks/useRemotePlayback';
import { CastIcon } from './icons';
import { m } from './messages';

export function CastButton({ state, prompt }: { state: CastState; prompt(): void }) {
  const intl = useIntl();
  if (state === 'unsupported' || state === 'unavailable') return null;
  const on = state === 'connected' || state === 'connecting';
  const label = intl.formatMessage(on ? m.casting : m.cast);
  return (
    <button
      type="button"
      className={`pc-btn pc-cast${on ? ' on' : ''}`}
      data-testid="cast"
      data-state={state}
      aria-label={label}
      title={label}
      aria-pressed={on}
      onClick={prompt}
    >
      <CastIcon />
    </button>
  );
}
