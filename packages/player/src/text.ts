// Subtitles without Shaka's DOM: a TextDisplayer (Shaka's text-displayer interface) that only keeps the cues Shaka
// parses, so the app's own React overlay draws them (styled, placed above the controls, `dir` from the language) —
// no HTML strings, nothing for the Trusted-Types policy to refuse, no native cue box under the controls.

/** The part of shaka.text.Cue read here. */
export interface CueLike {
  startTime: number;
  endTime: number;
  payload: string;
  lineBreak?: boolean;
  nestedCues?: readonly CueLike[];
}

export interface StoredCue {
  start: number;
  end: number;
  text: string;
}

/** The text of a cue with its nested spans (line breaks kept). */
export function cueText(cue: CueLike): string {
  if (cue.lineBreak) return '\n';
  const nested = (cue.nestedCues ?? []).map(cueText).join('');
  return `${cue.payload ?? ''}${nested}`.trim();
}

/** The cues Shaka has appended (the selected text stream's), queried by time. */
export class CueStore {
  private cues: StoredCue[] = [];

  append(cues: readonly CueLike[]): void {
    for (const c of cues) {
      const text = cueText(c);
      if (!text) continue;
      if (this.cues.some((s) => s.start === c.startTime && s.end === c.endTime && s.text === text)) continue;
      this.cues.push({ start: c.startTime, end: c.endTime, text });
    }
  }

  remove(start: number, end: number): void {
    this.cues = this.cues.filter((c) => c.end <= start || c.start >= end);
  }

  clear(): void {
    this.cues = [];
  }

  /** The texts showing at `time` (seconds), in start order. */
  at(time: number): string[] {
    return this.cues
      .filter((c) => c.start <= time && time < c.end)
      .sort((a, b) => a.start - b.start)
      .map((c) => c.text);
  }
}

/** A Shaka TextDisplayer over a CueStore (visibility is the app's: it shows cues only for a chosen language). */
export function storeTextDisplayer(store: CueStore) {
  let visible = false;
  return {
    configure() {},
    append(cues: CueLike[]) {
      store.append(cues);
    },
    remove(start: number, end: number) {
      store.remove(start, end);
      return true;
    },
    isTextVisible: () => visible,
    setTextVisibility(on: boolean) {
      visible = on;
    },
    setTextLanguage() {},
    enableTextDisplayer() {},
    async destroy() {
      store.clear();
    },
  };
}
