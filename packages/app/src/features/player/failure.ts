// A playback failure as a value the screen shows: a catalogue message id, an optional hint and code (SPEC §8).
import { errorMessageId, type MessageId } from '@ott/domain';
import { isPlayerError } from '@ott/player';
import { ApiError } from '@ott/sdk';
import { defineMessages } from 'react-intl';

export type Failure = {
  messageId: MessageId | string;
  hintId?: MessageId | string;
  code?: string;
  /** A way out besides back and retry: to the title's details (e.g. to rent an expired rental again). */
  action?: 'details';
  /** Retrying cannot help (an unsupported browser). */
  final?: boolean;
};

/** shaka.util.Error.Category.DRM: the licence could not be had. */
const DRM_CATEGORY = 6;

export function toFailure(e: unknown): Failure {
  if (e instanceof ApiError) {
    const messageId = errorMessageId(e, e.statusCode === 0 ? 'error.network' : 'error.unknown');
    if (messageId === 'error.deviceLimit') return { messageId, hintId: 'error.deviceLimit.hint' };
    // SPEC §8 7202 Content is Expired: the rental is over; its details page offers it again.
    if (messageId === 'error.contentExpired') return { messageId, action: 'details' };
    return { messageId };
  }
  if (isPlayerError(e)) {
    if (e.kind === 'unsupported')
      return { messageId: 'player.unsupported', hintId: 'player.unsupported.hint', final: true };
    const code = e.code !== undefined ? { code: String(e.code) } : {};
    if (e.category === DRM_CATEGORY) return { messageId: 'player.licenceFailed', ...code };
    return { messageId: 'player.failed', ...code };
  }
  if (e instanceof TypeError) return { messageId: 'error.network' };
  return { messageId: 'error.unknown' };
}

/** The player's own failure messages (domain message ids are already in the catalogue). */
export const ownMessages = defineMessages({
  'player.failed': { id: 'player.failed', defaultMessage: 'This video cannot be played right now' },
  'player.unsupported': { id: 'player.unsupported', defaultMessage: 'This browser cannot play this video' },
  'player.unsupported.hint': {
    id: 'player.unsupported.hint',
    defaultMessage: 'Open it in a recent version of Chrome, Edge, Firefox or Safari.',
  },
  'player.licenceFailed': {
    id: 'player.licenceFailed',
    defaultMessage: 'The licence to play this video could not be obtained. Please retry.',
  },
  'player.parentalCheckFailed': {
    id: 'player.parentalCheckFailed',
    defaultMessage: 'Parental control could not be checked, so this title cannot play yet. Please retry.',
  },
});
