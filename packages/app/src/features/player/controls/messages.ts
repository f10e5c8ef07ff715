// The controls' strings (ids prefixed `player.`), and the subtitle / audio language names in the page's language:
// the domain names the language (SPEC §9 trackLanguageName), the catalogue translates that name.
import { trackLanguageName } from '@ott/domain';
import { defineMessages, type IntlShape } from 'react-intl';

export const m = defineMessages({
  controls: { id: 'player.controls', defaultMessage: 'Player controls' },
  play: { id: 'player.play', defaultMessage: 'Play' },
  pause: { id: 'player.pause', defaultMessage: 'Pause' },
  back10: { id: 'player.back10', defaultMessage: 'Back 10 seconds' },
  forward10: { id: 'player.forward10', defaultMessage: 'Forward 10 seconds' },
  mute: { id: 'player.mute', defaultMessage: 'Mute' },
  unmute: { id: 'player.unmute', defaultMessage: 'Unmute' },
  volume: { id: 'player.volume', defaultMessage: 'Volume' },
  fullscreen: { id: 'player.fullscreen', defaultMessage: 'Full screen' },
  exitFullscreen: { id: 'player.exitFullscreen', defaultMessage: 'Exit full screen' },
  pip: { id: 'player.pip', defaultMessage: 'Picture in picture' },
  speed: { id: 'player.speed', defaultMessage: 'Playback speed' },
  normalSpeed: { id: 'player.normalSpeed', defaultMessage: 'Normal' },
  quality: { id: 'player.quality', defaultMessage: 'Quality' },
  auto: { id: 'player.auto', defaultMessage: 'Auto' },
  subtitles: { id: 'player.subtitles', defaultMessage: 'Subtitles' },
  off: { id: 'player.subtitlesOff', defaultMessage: 'Off' },
  audio: { id: 'player.audio', defaultMessage: 'Audio language' },
  seek: { id: 'player.seek', defaultMessage: 'Seek' },
  live: { id: 'player.live', defaultMessage: 'Live' },
  goLive: { id: 'player.goLive', defaultMessage: 'Jump to live' },
  retrying: { id: 'player.retrying', defaultMessage: 'Connection lost. Retrying…' },
  backToDetails: { id: 'player.backToDetails', defaultMessage: 'Back to details' },
  nextEpisode: { id: 'player.nextEpisode', defaultMessage: 'Next episode' },
});

const LANGUAGE_NAMES = defineMessages({
  Arabic: { id: 'player.language.arabic', defaultMessage: 'Arabic' },
  Turkish: { id: 'player.language.turkish', defaultMessage: 'Turkish' },
  Russian: { id: 'player.language.russian', defaultMessage: 'Russian' },
  Hindi: { id: 'player.language.hindi', defaultMessage: 'Hindi' },
  English: { id: 'player.language.english', defaultMessage: 'English' },
  Kazakh: { id: 'player.language.kazakh', defaultMessage: 'Kazakh' },
  Uzbek: { id: 'player.language.uzbek', defaultMessage: 'Uzbek' },
  Korean: { id: 'player.language.korean', defaultMessage: 'Korean' },
  Chinese: { id: 'player.language.chinese', defaultMessage: 'Chinese' },
  Malayalam: { id: 'player.language.malayalam', defaultMessage: 'Malayalam' },
});

/** A track language's name in the page's language (an unknown code: the stream's label, else the code). */
export function languageName(intl: IntlShape, code: string, label?: string | null): string {
  const name = trackLanguageName(code);
  const msg = LANGUAGE_NAMES[name as keyof typeof LANGUAGE_NAMES];
  return msg ? intl.formatMessage(msg) : label || name;
}
