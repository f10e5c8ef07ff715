// Subtitles drawn by the app (the cues Shaka parsed, from the player handle): large text on a dark box, the
// language's direction (Arabic right to left), lifted above the controls while they show — never under them.
import { textDirection } from '@ott/domain';
import type { PlayerHandle } from '@ott/player';
import { useEffect, useState } from 'react';

export function Captions({
  handle,
  video,
  language,
  lifted,
}: {
  handle: PlayerHandle | null;
  video: HTMLVideoElement | null;
  language: string | null;
  lifted: boolean;
}) {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    if (!handle || !video || !language) {
      setLines([]);
      return;
    }
    let frame = 0;
    const update = () => {
      const next = handle.cuesAt(video.currentTime);
      setLines((prev) => (prev.join('\n') === next.join('\n') ? prev : next));
    };
    // Cue timing finer than timeupdate (4 Hz): every frame while playing.
    const loop = () => {
      update();
      frame = requestAnimationFrame(loop);
    };
    loop();
    return () => cancelAnimationFrame(frame);
  }, [handle, video, language]);
  if (!language || lines.length === 0) return null;
  return (
    <div className={`pc-captions${lifted ? ' lifted' : ''}`} aria-live="off">
      {lines.map((text) => (
        <p
          key={text}
          className="pc-cue"
          lang={language}
          dir={textDirection(language)}
          data-testid="caption-cue"
        >
          {text}
        </p>
      ))}
    </div>
  );
}
