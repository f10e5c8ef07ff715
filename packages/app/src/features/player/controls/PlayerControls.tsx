// The player's controls as our own React components (Shaka's UI writes HTML strings, which Trusted Types forbid): play,
// ±10 s, seek, volume, Live, next episode, speed, quality (the plan's renditions, SPEC §4), subtitles, audio, PiP,
// full screen. Layout follows the page's direction, the seek bar included (it fills from the right in Arabic).
import type { Resolution } from '@ott/domain';
import { formatClock } from '@ott/domain/format';
import {
  isAtLiveEdge,
  PLAYER_RATES,
  PLAYER_SEEK_STEP_S,
  renditionLabel,
  renditionsForPlan,
} from '@ott/domain/player-controls';
import type { PlayerTracks } from '@ott/player';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLanguageName } from '../../../hooks/useLanguageName';
import type { CastState } from '../../../hooks/useRemotePlayback';
import type { VideoState } from '../../../hooks/useVideoState';
import { CastButton } from './CastButton';
import {
  AudioIcon,
  Back10Icon,
  ExitFullscreenIcon,
  Forward10Icon,
  FullscreenIcon,
  MutedIcon,
  NextIcon,
  PauseIcon,
  PipIcon,
  PlayIcon,
  QualityIcon,
  SpeedIcon,
  SubtitlesIcon,
  VolumeIcon,
} from './icons';
import { Menu } from './Menu';
import { m } from './messages';
import { SeekBar } from './SeekBar';
import './controls.css';

export type MenuName = 'speed' | 'quality' | 'subtitles' | 'audio';

export interface ControlActions {
  togglePlay(): void;
  seek(to: number): void;
  skip(by: number): void;
  toggleMute(): void;
  setVolume(v: number): void;
  setRate(r: number): void;
  selectQuality(id: number | null): void;
  selectText(language: string | null): void;
  selectAudio(language: string): void;
  toggleFullscreen(): void;
  togglePip(): void;
  goLive(): void;
  next: (() => void) | null;
}

export function PlayerControls({
  state,
  tracks,
  range,
  live,
  maxResolution,
  fullscreen,
  pipSupported,
  cast,
  openMenu,
  onOpenMenu,
  actions,
}: {
  state: VideoState;
  tracks: PlayerTracks;
  range: { start: number; end: number };
  live: boolean;
  maxResolution: Resolution | null;
  fullscreen: boolean;
  pipSupported: boolean;
  cast: { state: CastState; prompt(): void };
  openMenu: MenuName | null;
  onOpenMenu(menu: MenuName | null): void;
  actions: ControlActions;
}) {
  const intl = useIntl();
  const languageName = useLanguageName();
  const t = (d: (typeof m)[keyof typeof m]) => intl.formatMessage(d);
  /** A menu's name, test id and open state. */
  const menu = (name: MenuName) => ({
    name,
    testId: `${name}-menu`,
    open: openMenu === name,
    onOpenChange: (open: boolean) => onOpenMenu(open ? name : null),
  });
  const renditions = renditionsForPlan(tracks.renditions, maxResolution);
  const playing = tracks.renditions.find((r) => r.active);
  const atEdge = live && isAtLiveEdge(state.time, range);

  return (
    <div className="pc-bar">
      <div className="pc-row">
        <div className="pc-group">
          <ControlButton
            label={t(state.paused ? m.play : m.pause)}
            testId="play-pause"
            onClick={actions.togglePlay}
          >
            {state.paused ? <PlayIcon /> : <PauseIcon />}
          </ControlButton>
          <ControlButton
            label={t(m.back10)}
            className="pc-btn pc-skip"
            onClick={() => actions.skip(-PLAYER_SEEK_STEP_S)}
          >
            <Back10Icon />
          </ControlButton>
          <ControlButton
            label={t(m.forward10)}
            className="pc-btn pc-skip"
            disabled={atEdge}
            onClick={() => actions.skip(PLAYER_SEEK_STEP_S)}
          >
            <Forward10Icon />
          </ControlButton>
          <div className="pc-volume">
            <ControlButton
              label={t(state.muted ? m.unmute : m.mute)}
              testId="mute"
              onClick={actions.toggleMute}
            >
              {state.muted || state.volume === 0 ? <MutedIcon /> : <VolumeIcon />}
            </ControlButton>
            <input
              type="range"
              className="pc-volume-input"
              aria-label={t(m.volume)}
              aria-valuetext={`${Math.round((state.muted ? 0 : state.volume) * 100)}%`}
              min={0}
              max={1}
              step={0.05}
              value={state.muted ? 0 : state.volume}
              onChange={(e) => actions.setVolume(Number(e.currentTarget.value))}
            />
          </div>
          {live ? (
            <button
              type="button"
              className={`pc-live${atEdge ? ' at-edge' : ''}`}
              data-testid="live-badge"
              aria-label={atEdge ? t(m.live) : t(m.goLive)}
              aria-pressed={atEdge}
              onClick={actions.goLive}
            >
              <span className="pc-live-dot" aria-hidden="true" />
              {t(m.live)}
            </button>
          ) : (
            <span className="pc-time" dir="ltr" data-testid="player-time">
              {formatClock(state.time)} / {formatClock(range.end)}
            </span>
          )}
        </div>
        <div className="pc-group">
          {actions.next && (
            <ControlButton label={t(m.nextEpisode)} testId="next-episode-control" onClick={actions.next}>
              <NextIcon />
            </ControlButton>
          )}
          <Menu
            {...menu('subtitles')}
            label={t(m.subtitles)}
            icon={<SubtitlesIcon />}
            items={
              tracks.text.length === 0
                ? []
                : [
                    { key: 'off', label: t(m.off), checked: tracks.textLanguage === null },
                    ...tracks.text.map((l) => ({
                      key: l.language,
                      label: languageName(l.language, l.label),
                      checked: tracks.textLanguage === l.language,
                    })),
                  ]
            }
            onSelect={(k) => actions.selectText(k === 'off' ? null : k)}
          />
          <Menu
            {...menu('audio')}
            label={t(m.audio)}
            icon={<AudioIcon />}
            items={
              tracks.audio.length < 2
                ? []
                : tracks.audio.map((a) => ({
                    key: a.language,
                    label: languageName(a.language, a.label),
                    checked: a.active,
                  }))
            }
            onSelect={actions.selectAudio}
          />
          <Menu
            {...menu('speed')}
            label={t(m.speed)}
            icon={<SpeedIcon />}
            items={(live ? [1] : PLAYER_RATES).map((r) => ({
              key: String(r),
              label: r === 1 ? t(m.normalSpeed) : `${intl.formatNumber(r)}×`,
              checked: state.rate === r,
            }))}
            onSelect={(k) => actions.setRate(Number(k))}
          />
          <Menu
            {...menu('quality')}
            label={t(m.quality)}
            icon={<QualityIcon />}
            // One rendition leaves nothing to choose: "Auto" beside a single item reads as a broken menu, so none.
            items={
              renditions.length < 2
                ? []
                : [
                    {
                      key: 'auto',
                      label:
                        tracks.autoQuality && playing
                          ? intl.formatMessage(
                              { id: 'player.autoWith', defaultMessage: 'Auto ({quality})' },
                              { quality: renditionLabel(playing) },
                            )
                          : t(m.auto),
                      checked: tracks.autoQuality,
                    },
                    ...renditions.map((r) => ({
                      key: String(r.id),
                      label: renditionLabel(r),
                      checked: !tracks.autoQuality && r.active,
                    })),
                  ]
            }
            onSelect={(k) => actions.selectQuality(k === 'auto' ? null : Number(k))}
          />
          {pipSupported && (
            <ControlButton label={t(m.pip)} className="pc-btn pc-pip" onClick={actions.togglePip}>
              <PipIcon />
            </ControlButton>
          )}
          <CastButton {...cast} />
          <ControlButton
            label={t(fullscreen ? m.exitFullscreen : m.fullscreen)}
            testId="fullscreen"
            onClick={actions.toggleFullscreen}
          >
            {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
          </ControlButton>
        </div>
      </div>
      {/* After the buttons in the tab order (play/pause comes first); shown above them (CSS order). */}
      <SeekBar
        time={state.time}
        bufferedEnd={state.bufferedEnd}
        range={range}
        live={live}
        onSeek={actions.seek}
      />
    </div>
  );
}

/** An icon button of the bar: its name is both what screen readers say and the tooltip. */
function ControlButton({
  label,
  className = 'pc-btn',
  testId,
  disabled,
  onClick,
  children,
}: {
  label: string;
  className?: string;
  testId?: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
