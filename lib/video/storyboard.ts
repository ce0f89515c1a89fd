import type { Storyboard } from '@/config/video-storyboard';

/**
 * What a storyboard (config/video-storyboard.ts) means for the video made from it and for its
 * player: where each chapter starts, how long it all lasts, and the captions, timed from how long
 * each scene's narration takes to say. Pure, so the script that makes the video and the page that
 * plays it compute the same times.
 */

export interface VideoChapter {
  title: string;
  /** Seconds from the start of the video. */
  start: number;
}

/** Each chapter with the second it starts at (scenes follow one another without gaps). */
export function storyboardChapters(board: Storyboard): VideoChapter[] {
  let start = 0;
  return board.chapters.map((chapter) => {
    const entry = { title: chapter.title, start };
    start += chapter.scenes.reduce((sum, scene) => sum + scene.seconds, 0);
    return entry;
  });
}

/** The video's length in seconds. */
export function storyboardDuration(board: Storyboard): number {
  return board.chapters.flatMap((chapter) => chapter.scenes).reduce((sum, scene) => sum + scene.seconds, 0);
}

/** The chapter playing at `time` (the last one started), or -1 before the first. */
export function chapterAt(chapters: readonly VideoChapter[], time: number): number {
  let current = -1;
  chapters.forEach((chapter, index) => {
    if (chapter.start <= time) current = index;
  });
  return current;
}

export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/** How long a caption line may be: two short lines on a phone. */
export const maxCueLength = 84;
/** The pause before each scene's narration starts (seconds); the script pads the audio the same way. */
export const narrationLead = 0.4;

/** Narration cut into caption-sized parts: whole sentences, long ones at commas, then at words. */
export function captionParts(narration: string, max = maxCueLength): string[] {
  const sentences = [...new Intl.Segmenter('en', { granularity: 'sentence' }).segment(narration)]
    .map(({ segment }) => segment.trim())
    .filter(Boolean);
  const parts: string[] = [];
  const push = (text: string) => {
    if (text.length <= max) return void parts.push(text);
    const comma = text.lastIndexOf(', ', max - 1);
    const space = text.lastIndexOf(' ', max);
    const cut = comma > max / 3 ? comma + 1 : space > 0 ? space : max;
    parts.push(text.slice(0, cut).trim());
    push(text.slice(cut).trim());
  };
  sentences.forEach(push);
  return parts;
}

/**
 * The captions of the whole video: each scene's narration in parts, spread over the time it takes to
 * say (`spoken[i]` seconds for scene i, measured from the synthesised audio), in proportion to their
 * length, from `narrationLead` after the scene starts.
 */
export function captionCues(board: Storyboard, spoken: readonly number[]): CaptionCue[] {
  const scenes = board.chapters.flatMap((chapter) => chapter.scenes);
  if (spoken.length !== scenes.length)
    throw new Error(`captionCues: ${scenes.length} scenes but ${spoken.length} narration lengths`);
  const cues: CaptionCue[] = [];
  let sceneStart = 0;
  scenes.forEach((scene, index) => {
    const parts = captionParts(scene.narration);
    const characters = parts.reduce((sum, part) => sum + part.length, 0);
    let at = sceneStart + narrationLead;
    for (const part of parts) {
      const length = (spoken[index]! * part.length) / characters;
      cues.push({ start: at, end: Math.min(at + length, sceneStart + scene.seconds), text: part });
      at += length;
    }
    sceneStart += scene.seconds;
  });
  return cues;
}

/** Seconds as a WebVTT timestamp: 62.5 → "00:01:02.500". */
export function vttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
}

/** A WebVTT file of cues (captions, or chapters with their titles as text). */
export function webVtt(cues: readonly CaptionCue[]): string {
  const body = cues.map(
    (cue, i) => `${i + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text}`,
  );
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}
