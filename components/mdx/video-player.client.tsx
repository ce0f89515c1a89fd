'use client';

import { useEffect, useEffectEvent, useId, useReducer, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { GIF_PLAY_DELAY_MS, GIF_VISIBLE_RATIO, initialVideoState, videoReducer } from '@/lib/video/player';
import { chapterAt } from '@/lib/video/storyboard';
import { PlayIcon } from '@/components/ui/icons';

export interface VideoPlayerProps {
  /** Names the video for assistive technology and the play button. */
  title: string;
  manifestUrl: string;
  posterUrl: string;
  width: number;
  height: number;
  /** Autoplay muted and looped while in view, no controls (unless the viewer prefers reduced motion). */
  gifStyle: boolean;
  /** Shown on the poster, already formatted on the server: `{ text: '0:07', iso: 'PT7S' }`. */
  duration: { text: string; iso: string } | null;
  /** A WebVTT captions file shown in the player (its language and the name of the track). */
  captions?: { url: string; language: string; label: string } | null;
  /** Chapters to jump to, listed under the player: their start (seconds) and as minutes:seconds. */
  chapters?: readonly { title: string; start: number; time: string }[];
  labels: { play: string; duration: string; error: string; chapters?: string };
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Plays HLS through Media Source Extensions with hls.js, which is fetched only now so that it is never
 * part of a page's first-load JavaScript. Returns the function that detaches it.
 */
async function attachHlsJs(video: HTMLVideoElement, url: string, onFatal: () => void) {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    onFatal();
    return () => {};
  }
  const hls = new Hls();
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

/** The interactive part of `<Video>`: poster and play button, stream loading, gif-style autoplay. */
export function VideoPlayer({
  title,
  manifestUrl,
  posterUrl,
  width,
  height,
  gifStyle,
  duration,
  captions = null,
  chapters = [],
  labels,
}: VideoPlayerProps) {
  const [state, dispatch] = useReducer(videoReducer, initialVideoState);
  // The chapter playing now (-1 before the video starts), and where to go once the stream is ready.
  const [chapter, setChapter] = useState(-1);
  const pendingSeek = useRef<number | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<{ detach?: () => void; unmounted?: boolean }>({});
  const inView = useRef(false);
  const durationId = useId();

  /**
   * Loads the stream on first use, then plays. Where the browser plays HLS itself (Safari, recent
   * Chromium) this stays synchronous up to `play()`, inside the click, as iOS requires.
   */
  function start(byViewer: boolean) {
    const video = videoRef.current;
    if (!video) return;
    dispatch({ type: 'play', byViewer });
    // A failed play() also fires the element's `error` event, which is what shows the message.
    const play = () => void video.play().catch(() => {});
    if (stream.current.detach) return play();
    if (video.canPlayType(HLS_MIME)) {
      video.src = manifestUrl;
      stream.current.detach = () => video.removeAttribute('src');
      return play();
    }
    stream.current.detach = () => {};
    const fail = () => dispatch({ type: 'fail' });
    attachHlsJs(video, manifestUrl, fail).then((detach) => {
      if (stream.current.unmounted) return detach();
      stream.current.detach = detach;
      // A gif-style video may have left the view while hls.js was loading.
      if (byViewer || inView.current) play();
    }, fail);
  }

  const startFromView = useEffectEvent(() => start(false));

  /** Plays from `seconds`: at once when the stream is loaded, else as soon as it is. */
  function jumpTo(seconds: number) {
    const video = videoRef.current;
    if (!video) return;
    if (state.status === 'idle' || video.readyState < HTMLMediaElement.HAVE_METADATA) {
      pendingSeek.current = seconds;
      if (state.status === 'idle') start(true);
      return;
    }
    video.currentTime = seconds;
    void video.play().catch(() => {});
    video.focus({ preventScroll: true });
  }

  useEffect(() => {
    const current = stream.current;
    current.unmounted = false;
    return () => {
      current.unmounted = true;
      current.detach?.();
    };
  }, []);

  // The play button disappears once pressed: keep the keyboard on the player (its controls).
  useEffect(() => {
    if (state.startedByViewer) videoRef.current?.focus({ preventScroll: true });
  }, [state.startedByViewer]);

  useEffect(() => {
    const video = videoRef.current;
    if (!gifStyle || !video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let observer: IntersectionObserver | undefined;
    const timer = window.setTimeout(() => {
      observer = new IntersectionObserver(
        ([entry]) => {
          if (entry?.isIntersecting && entry.intersectionRatio >= GIF_VISIBLE_RATIO) {
            inView.current = true;
            startFromView();
          } else {
            inView.current = false;
            video.pause();
          }
        },
        { threshold: GIF_VISIBLE_RATIO },
      );
      observer.observe(video);
    }, GIF_PLAY_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [gifStyle]);

  const idle = state.status === 'idle';
  const started = state.status === 'loading' || state.status === 'playing';
  const player = (
    <div
      className={clsx(
        'not-prose relative overflow-hidden rounded-lg border border-border bg-black',
        chapters.length > 0 ? 'mt-6' : 'my-6',
      )}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <video
        ref={videoRef}
        aria-label={title}
        poster={posterUrl}
        preload="none"
        playsInline
        muted={gifStyle}
        loop={gifStyle}
        controls={started && (!gifStyle || state.startedByViewer)}
        onPlaying={() => dispatch({ type: 'playing' })}
        onError={() => dispatch({ type: 'fail' })}
        onLoadedMetadata={(event) => {
          if (pendingSeek.current === null) return;
          event.currentTarget.currentTime = pendingSeek.current;
          pendingSeek.current = null;
        }}
        onTimeUpdate={
          chapters.length > 0
            ? (event) => setChapter(chapterAt(chapters, event.currentTarget.currentTime))
            : undefined
        }
        className="absolute inset-0 size-full object-contain"
      >
        {captions ? (
          <track
            kind="captions"
            src={captions.url}
            srcLang={captions.language}
            label={captions.label}
            default
          />
        ) : null}
      </video>
      {idle ? (
        <button
          type="button"
          aria-label={labels.play}
          aria-describedby={duration ? durationId : undefined}
          onClick={() => start(true)}
          // Gif-style videos show the button only to viewers who prefer reduced motion (no autoplay).
          className={clsx(
            'group absolute inset-0 items-center justify-center focus-visible:outline-offset-[-4px]',
            gifStyle ? 'hidden motion-reduce:flex' : 'flex',
          )}
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-black/60 text-white ring-2 ring-white/80 transition-transform group-hover:scale-110 group-focus-visible:scale-110 motion-reduce:transition-none">
            <PlayIcon className="ml-1 size-8 fill-current" />
          </span>
          {duration ? (
            <span
              id={durationId}
              className="absolute right-3 bottom-3 rounded bg-black/75 px-1.5 py-0.5 font-mono text-xs text-white"
            >
              <span className="sr-only">{labels.duration} </span>
              <time dateTime={duration.iso}>{duration.text}</time>
            </span>
          ) : null}
        </button>
      ) : null}
      {state.status === 'loading' && !gifStyle ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1/2 -mt-5 -ml-5 size-10 animate-spin rounded-full border-4 border-white/30 border-t-white motion-reduce:animate-none"
        />
      ) : null}
      {state.status === 'error' ? (
        <p
          role="alert"
          className="absolute inset-0 flex items-center justify-center bg-black/85 p-6 text-center text-sm text-white"
        >
          {labels.error}
        </p>
      ) : null}
    </div>
  );
  if (chapters.length === 0) return player;
  return (
    <>
      {player}
      <nav aria-label={labels.chapters} className="not-prose mt-3 mb-6">
        <ol className="m-0 flex list-none flex-wrap gap-2 p-0">
          {chapters.map((entry, index) => (
            <li key={entry.start}>
              <button
                type="button"
                onClick={() => jumpTo(entry.start)}
                aria-current={index === chapter ? 'true' : undefined}
                className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-sm hover:bg-subtle aria-[current=true]:border-accent aria-[current=true]:bg-accent aria-[current=true]:text-accent-fg"
              >
                <time dateTime={`PT${Math.floor(entry.start)}S`} className="font-mono text-xs tabular-nums">
                  {entry.time}
                </time>
                {entry.title}
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
