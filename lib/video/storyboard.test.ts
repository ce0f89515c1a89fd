import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storyboardSchema, type Storyboard } from '@/config/video-storyboard';
import walkthrough from '@/content/videos/spanlight-walkthrough.json';
import {
  captionCues,
  captionParts,
  chapterAt,
  maxCueLength,
  storyboardChapters,
  storyboardDuration,
  vttTimestamp,
  webVtt,
} from './storyboard';

const board: Storyboard = {
  id: 'demo',
  language: 'en',
  width: 1280,
  height: 720,
  chapters: [
    { title: 'One', scenes: [{ seconds: 10, page: '/a', narration: 'First scene. It has two sentences.' }] },
    {
      title: 'Two',
      scenes: [
        { seconds: 5, page: '/b', narration: 'Short.' },
        { seconds: 7, page: '/c', narration: 'Another one.' },
      ],
    },
  ],
};

describe('storyboard timing', () => {
  it('starts each chapter where the scenes before it end', () => {
    expect(storyboardChapters(board)).toEqual([
      { title: 'One', start: 0 },
      { title: 'Two', start: 10 },
    ]);
    expect(storyboardDuration(board)).toBe(22);
    expect(chapterAt(storyboardChapters(board), 9.9)).toBe(0);
    expect(chapterAt(storyboardChapters(board), 10)).toBe(1);
  });

  it('times captions over each scene’s spoken narration, in order, inside the scene', () => {
    const cues = captionCues(board, [4, 1, 2]);
    expect(cues.map((cue) => cue.text)).toEqual([
      'First scene.',
      'It has two sentences.',
      'Short.',
      'Another one.',
    ]);
    expect(cues[0]!.start).toBeCloseTo(0.4);
    expect(cues[1]!.end).toBeCloseTo(4.4);
    expect(cues[2]!.start).toBeCloseTo(10.4);
    expect(() => captionCues(board, [1])).toThrow(/3 scenes but 1 narration lengths/);
  });

  it('writes WebVTT', () => {
    expect(vttTimestamp(3723.5)).toBe('01:02:03.500');
    expect(webVtt([{ start: 0.4, end: 2, text: 'Hello.' }])).toBe(
      'WEBVTT\n\n1\n00:00:00.400 --> 00:00:02.000\nHello.\n',
    );
  });

  it('cuts narration into short captions that keep every word, for any text', () => {
    const words = fc.array(fc.stringMatching(/^[a-z]{1,15}[,.]?$/), { minLength: 1, maxLength: 80 });
    fc.assert(
      fc.property(words, (list) => {
        const text = list.join(' ');
        const parts = captionParts(text);
        expect(parts.every((part) => part.length <= maxCueLength)).toBe(true);
        expect(parts.join(' ').split(/\s+/)).toEqual(text.split(/\s+/));
      }),
    );
  });

  it('the site’s walkthrough storyboard is valid and its captions stay inside their scenes', () => {
    const parsed = storyboardSchema.parse(walkthrough);
    const scenes = parsed.chapters.flatMap((chapter) => chapter.scenes);
    const cues = captionCues(
      parsed,
      scenes.map((scene) => scene.seconds - 1),
    );
    for (const [a, b] of cues.slice(0, -1).map((cue, i) => [cue, cues[i + 1]!] as const))
      expect(a.end).toBeLessThanOrEqual(b.start + 1e-9);
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(storyboardDuration(parsed));
  });
});
