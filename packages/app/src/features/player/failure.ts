// A playback failure as a value the screen shows: a catalogue message id, an optional hint and code (SPEC §8).
import { errorMessageId, type MessageId } from '@ott/domain';
import { isPlayerError } from '@ott/player';
import { ApiError } from '@ott/sdk';
import { defineMessages } from 'react-intl';

export type Failure = { messageId: MessageId | string; hintId?: MessageId | string; code?: string };

export function toFailure(e: unknown): Failure {
  if (e instanceof ApiError) {
    const messageId = errorMessageId(e, e.statusCode === 0 ? 'error.network' : 'error.unknown');
    return messageId === 'error.deviceLimit'
      ? { messageId, hintId: 'error.deviceLimit.hint' }
      : { messageId };
  }
  if (isPlayerError(e)) {
    return {
      messageId: e.kind === 'unsupported' ? 'player.unsupported' : 'player.failed',
      ...(e.code !== undefined ? { code: String(e.code) } : {}),
    };
  }
  if (e instanceof TypeError) return { messageId: 'error.network' };
  return { messageId: 'error.unknown' };
}

/** The player's own failure messages (domain message ids are already in the catalogue). */
export const ownMessages = defineMessages({
  'player.failed': { id: 'player.failed', defaultMessage: 'This video cannot be played right now' },
  'player.unsupported': { id: 'player.unsupported', defaultMessage: 'This browser cannot play this video' },
  'player.parentalCheckFailed': {
    id: 'player.parentalCheckFailed',
    defaultMessage: 'Parental control could not be checked, so this title cannot play yet. Please retry.',
  },
});
