/**
 * The video player's pure parts: stream and poster URLs from the
 * site's templates, the duration label, and the player's states. Rendering lives in
 * components/mdx/video.tsx (server) and video-player.client.tsx (client).
 */

/** Gif-style videos start playing once this share of them is on screen (10%). */
export const GIF_VISIBLE_RATIO = 0.1;
/** ...and not before this many milliseconds after the player mounted (200 ms). */
export const GIF_PLAY_DELAY_MS = 200;

/**
 * Fills a URL template's `{id}` and `{time}` placeholders, every occurrence of each. The id is
 * URL-encoded, so an id can never change the path around it.
 */
export function fillUrlTemplate(template: string, values: { id: string; time: number }): string {
  return template.replaceAll('{id}', encodeURIComponent(values.id)).replaceAll('{time}', String(values.time));
}

/**
 * The poster time to ask for: the author's value when it is a finite number of seconds of at least
 * zero, otherwise the site default (a typo in MDX must not produce `?time=NaN`).
 */
export function posterTimeOrDefault(time: number | undefined, fallback: number): number {
  return typeof time === 'number' && Number.isFinite(time) && time >= 0 ? time : fallback;
}

/** Seconds as the whole seconds a player's clock would show, or null when there is nothing sane to show. */
function wholeSeconds(seconds: number | undefined): number | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  return Math.floor(seconds);
}

/**
 * A duration as minutes:seconds, the way players show it: 7 → "0:07", 725 → "12:05", 3725 → "62:05"
 * (minutes are not split into hours). Fractions are dropped. Negative, NaN, infinite or missing
 * input gives null, and the player then shows no duration rather than "NaN:NaN".
 */
export function formatDuration(seconds: number | undefined): string | null {
  const total = wholeSeconds(seconds);
  if (total === null) return null;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** The same duration as an HTML `<time datetime>` value, e.g. 725 → "PT12M5S"; null when invalid. */
export function isoDuration(seconds: number | undefined): string | null {
  const total = wholeSeconds(seconds);
  if (total === null) return null;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return minutes > 0 ? `PT${minutes}M${rest}S` : `PT${rest}S`;
}

/**
 * - `idle`: the poster (and, unless the video autoplays gif style, the play button); nothing loaded.
 * - `loading`: the stream is being attached and playback was asked for.
 * - `playing`: the first frames played; later pauses (by the viewer, or a gif-style video scrolled
 *   out of view) stay in this state, since the browser's own controls show them.
 * - `error`: the stream could not be loaded; the player shows a message instead.
 */
export type VideoStatus = 'idle' | 'loading' | 'playing' | 'error';

export interface VideoState {
  status: VideoStatus;
  /** Started with the play button (rather than by scrolling into view): the viewer gets controls. */
  startedByViewer: boolean;
}

export type VideoEvent =
  /** The play button was pressed (`byViewer`), or a gif-style video came into view. */
  | { type: 'play'; byViewer: boolean }
  /** The media element fired `playing`. */
  | { type: 'playing' }
  /** The stream failed: a network error, a missing manifest, or no way to play HLS here. */
  | { type: 'fail' };

export const initialVideoState: VideoState = { status: 'idle', startedByViewer: false };

export function videoReducer(state: VideoState, event: VideoEvent): VideoState {
  switch (event.type) {
    case 'play':
      if (state.status !== 'idle') return state;
      return { status: 'loading', startedByViewer: event.byViewer };
    case 'playing':
      return state.status === 'loading' ? { ...state, status: 'playing' } : state;
    case 'fail':
      return state.status === 'error' ? state : { ...state, status: 'error' };
  }
}
