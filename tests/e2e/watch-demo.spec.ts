import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { storyboardSchema } from '@/config/video-storyboard';
import { getMessages } from '@/lib/i18n';
import { storyboardChapters, storyboardDuration } from '@/lib/video/storyboard';

// /watch-demo plays the walkthrough the project makes from its own pages (scripts/make-walkthrough.mjs),
// through the site's player: chapters from the storyboard, captions from the narration.
const t = getMessages('en-US');
const board = storyboardSchema.parse(
  JSON.parse(readFileSync('content/videos/spanlight-walkthrough.json', 'utf8')),
);
const chapters = storyboardChapters(board);
const duration = storyboardDuration(board);
const title = 'Spanlight walkthrough: from the first trace to a dataset experiment';

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

test.describe('watch the demo', () => {
  test('plays the walkthrough with captions, and the chapters jump to their part', async ({ page }) => {
    await page.goto('/watch-demo');
    const play = page.getByRole('button', { name: `Play video: ${title}`, exact: true });
    const minutes = `${Math.floor(duration / 60)}:${String(duration % 60).padStart(2, '0')}`;
    await expect(play).toHaveAccessibleDescription(`${t.videoDuration} ${minutes}`);
    const nav = page.getByRole('navigation', { name: t.videoChapters });
    await expect(nav.getByRole('button')).toHaveCount(chapters.length);

    await play.click();
    const video = page.getByLabel(title, { exact: true });
    await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(1);
    // The captions are a track of the video, shown by default, with the narration's words.
    const track = await video.evaluate(async (v: HTMLVideoElement) => {
      const tracks = [...v.textTracks];
      const captions = tracks.find((candidate) => candidate.kind === 'captions');
      if (!captions) return null;
      for (let i = 0; i < 50 && !captions.cues?.length; i += 1) await new Promise((r) => setTimeout(r, 100));
      return { mode: captions.mode, language: captions.language, cues: captions.cues?.length ?? 0 };
    });
    expect(track).toMatchObject({ mode: 'showing', language: 'en' });
    expect(track!.cues).toBeGreaterThan(10);

    // By keyboard: the third chapter plays from its start and is marked as the current one.
    const third = nav.getByRole('button', { name: new RegExp(chapters[2]!.title) });
    await third.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(chapters[2]!.start);
    expect(await currentTime(video)).toBeLessThan(chapters[3]!.start);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: new RegExp(chapters[0]!.title) })).not.toHaveAttribute(
      'aria-current',
    );
  });

  test('a chapter chosen before playing starts the video there', async ({ page }) => {
    await page.goto('/watch-demo');
    const last = chapters.at(-1)!;
    await page
      .getByRole('navigation', { name: t.videoChapters })
      .getByRole('button', { name: new RegExp(last.title) })
      .click();
    const video = page.getByLabel(title, { exact: true });
    await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(last.start);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test('the stream, its poster and its captions are served', async ({ request }) => {
    for (const [path, type] of [
      [`/videos/${board.id}/index.m3u8`, /mpegurl/],
      [`/videos/${board.id}/thumbnail.jpg`, /image\/jpeg/],
      [`/videos/${board.id}/captions.vtt`, /text\/vtt/],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(type);
    }
    const captions = await (await request.get(`/videos/${board.id}/captions.vtt`)).text();
    expect(captions.startsWith('WEBVTT')).toBe(true);
    // Every scene's narration is captioned: its first words appear in the file.
    for (const scene of board.chapters.flatMap((chapter) => chapter.scenes))
      expect(captions).toContain(scene.narration.split(' ').slice(0, 3).join(' '));
  });
});
