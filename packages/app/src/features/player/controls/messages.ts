// The controls' strings (ids prefixed `player.`); the track languages are named by hooks/useLanguageName.
import { defineMessages } from 'react-intl';

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
