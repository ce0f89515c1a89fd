import { siteConfig } from '@/config/site';
import { format, type Messages } from '@/lib/i18n';
import { fillUrlTemplate, formatDuration, isoDuration, posterTimeOrDefault } from '@/lib/video/player';
import { storyboardFor, videoOutline } from '@/lib/video/storyboards';
import { VideoPlayer } from './video-player.client';

export interface VideoProps {
  /** The video's id at the streaming provider; fills `{id}` in the site's video URL templates. */
  id: string;
  /** What the video shows. Names the player and its play button for assistive technology. */
  title: string;
  /**
   * Length in seconds, shown on the poster as minutes:seconds. Left out, or invalid: no label. A video
   * with a storyboard in content/videos/ takes its length (and chapters and captions) from there.
   */
  duration?: number;
  /** Second of the video used as the poster frame; the site default (1 s) when left out. */
  posterTime?: number;
  /** Muted, looped and without controls, playing while on screen (a clip that replaces a GIF). */
  gifStyle?: boolean;
  /** Intrinsic size of the video; only the ratio matters, it reserves the player's space. */
  width?: number;
  height?: number;
}

const positive = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

/** MDX attributes written as strings (`duration="7"`) still count. */
const seconds = (value: number | string | undefined) => (typeof value === 'string' ? Number(value) : value);

/**
 * `<Video id="…" title="…" />` in MDX: an HLS stream from the
 * provider in the site configuration, behind a poster and a play button. Renders on the server; only
 * the small player leaf ships JavaScript, and hls.js loads when a video starts.
 */
export function createVideo(t: Messages) {
  return function Video({ id, title, duration, posterTime, gifStyle = false, width, height }: VideoProps) {
    if (!id || !title) {
      throw new Error(
        `<Video> needs an id and a title (got id=${JSON.stringify(id)}, title=${JSON.stringify(title)})`,
      );
    }
    const { manifestUrlTemplate, thumbnailUrlTemplate, captionsUrlTemplate, defaultPosterTime } =
      siteConfig.video;
    const time = posterTimeOrDefault(seconds(posterTime), defaultPosterTime);
    // A video the project makes itself brings its length, chapters and captions from its storyboard.
    const board = storyboardFor(id);
    const outline = board ? videoOutline(board) : null;
    const length = outline?.duration ?? seconds(duration);
    const text = formatDuration(length);
    const iso = isoDuration(length);

    return (
      <VideoPlayer
        title={title}
        manifestUrl={fillUrlTemplate(manifestUrlTemplate, { id, time })}
        posterUrl={fillUrlTemplate(thumbnailUrlTemplate, { id, time })}
        width={positive(width, 16)}
        height={positive(height, 9)}
        gifStyle={gifStyle}
        duration={text && iso ? { text, iso } : null}
        captions={
          board
            ? {
                url: fillUrlTemplate(captionsUrlTemplate, { id, time }),
                language: board.language,
                label: t.videoCaptions,
              }
            : null
        }
        chapters={outline?.chapters}
        labels={{
          play: format(t.videoPlay, { title }),
          duration: t.videoDuration,
          error: t.videoError,
          chapters: t.videoChapters,
        }}
      />
    );
  };
}
