// The controls' icons: small inline SVGs (decorative; every button carries its own accessible name).
import { Icon as I } from '../../../components/Icon';

export const PlayIcon = () => <I d="M8 5v14l11-7z" />;
export const PauseIcon = () => <I d="M6 5h4v14H6zm8 0h4v14h-4z" />;
export const Back10Icon = () => (
  <I d="M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8zm-1.1 11H10v-3.3l-1 .3v-.7l1.8-.6h.1zm4.3-1.8c0 .3 0 .6-.1.8l-.3.6-.4.4-.6.1-.6-.1-.4-.4-.3-.6-.1-.8v-.7c0-.3 0-.6.1-.8l.3-.6.4-.3.6-.1.6.1.4.3.3.6.1.8zm-.9-.8-.1-.5-.1-.3-.2-.2h-.5l-.2.2-.1.3v2l.1.3.2.2h.5l.2-.2.1-.3.1-.5z" />
);
export const Forward10Icon = () => (
  <I d="M12 5V1l5 5-5 5V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8zm-1.1 11H10v-3.3l-1 .3v-.7l1.8-.6h.1zm4.3-1.8c0 .3 0 .6-.1.8l-.3.6-.4.4-.6.1-.6-.1-.4-.4-.3-.6-.1-.8v-.7c0-.3 0-.6.1-.8l.3-.6.4-.3.6-.1.6.1.4.3.3.6.1.8zm-.9-.8-.1-.5-.1-.3-.2-.2h-.5l-.2.2-.1.3v2l.1.3.2.2h.5l.2-.2.1-.3.1-.5z" />
);
export const VolumeIcon = () => (
  <I d="M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
);
export const MutedIcon = () => (
  <I d="M16.5 12A4.5 4.5 0 0 0 14 8v2.2l2.5 2.4zM19 12c0 .9-.2 1.8-.5 2.6l1.5 1.5A9 9 0 0 0 14 3.2v2.1a7 7 0 0 1 5 6.7zM4.3 3 3 4.3 7.7 9H3v6h4l5 5v-6.7l4.3 4.2a7 7 0 0 1-2.3 1.2v2.1a9 9 0 0 0 3.7-1.8l2 2 1.3-1.3-9-9zM12 4 9.9 6.1 12 8.2z" />
);
export const FullscreenIcon = () => (
  <I d="M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z" />
);
export const ExitFullscreenIcon = () => (
  <I d="M5 16h3v3h2v-5H5zm3-8H5v2h5V5H8zm6 11h2v-3h3v-2h-5zm2-11V5h-2v5h5V8z" />
);
export const PipIcon = () => (
  <I d="M19 11h-8v6h8zm4 8V5a2 2 0 0 0-2-2H3a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h18a2 2 0 0 0 2-2zm-2 0H3V5h18z" />
);
export const SpeedIcon = () => (
  <I d="m20.4 8.6-1.3 1.9a8 8 0 0 1-.2 7.5H5.1A8 8 0 0 1 15.5 6.9l1.9-1.3A10 10 0 0 0 3.4 19a2 2 0 0 0 1.7 1h13.8a2 2 0 0 0 1.7-1 10 10 0 0 0-.2-10.4zm-9.8 6.8a2 2 0 0 0 2.8 0l5.7-8.5-8.5 5.7a2 2 0 0 0 0 2.8z" />
);
export const QualityIcon = () => (
  <I d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7 7 0 0 0-1.7-1L15 3.3h-4l-.4 2.6a7 7 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7 7 0 0 0 1.7 1l.4 2.6h4l.4-2.6a7 7 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" />
);
export const SubtitlesIcon = () => (
  <I d="M20 4H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zM4 12h4v2H4zm10 6H4v-2h10zm6 0h-4v-2h4zm0-4H10v-2h10z" />
);
export const AudioIcon = () => (
  <I d="M12 3a9 9 0 0 0-9 9v7c0 1.1.9 2 2 2h3v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h3a2 2 0 0 0 2-2v-7a9 9 0 0 0-9-9z" />
);
export const NextIcon = () => <I d="m6 18 8.5-6L6 6zM16 6v12h2V6z" />;
export const CastIcon = () => (
  <I d="M1 18v3h3a3 3 0 0 0-3-3zm0-4v2a5 5 0 0 1 5 5h2a7 7 0 0 0-7-7zm0-4v2a9 9 0 0 1 9 9h2A11 11 0 0 0 1 10zm20-7H3a2 2 0 0 0-2 2v3h2V5h18v14h-7v2h7a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z" />
);
