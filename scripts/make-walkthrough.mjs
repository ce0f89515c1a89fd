// Makes the product walkthrough video of /watch-demo from its storyboard
// (content/videos/spanlight-walkthrough.json): every scene is a page of the site's own production build
// (the docs and the /demo project), photographed in Chromium, shown for its `seconds` while its
// narration is spoken by espeak-ng; the captions are the same narration, timed from the spoken audio.
// Writes public/videos/{id}/: an HLS stream (index.m3u8, init.mp4, segment-*.m4s; H.264 + AAC), the
// poster (thumbnail.jpg, the frame at 1 s) and the captions (captions.vtt).
//
// The files are committed: ffmpeg and espeak-ng are not installed where the site is built and tested.
// Run it by hand after changing the storyboard or the pages it shows:
//   apt-get install -y ffmpeg espeak-ng
//   npm run build && node scripts/make-walkthrough.mjs
// It fails, naming the scene, when a page does not answer 200 or a narration is too long for its scene.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import chromiumSettings from '../tests/chromium.json' with { type: 'json' };
import { startProductionServer } from '../tests/setup/production-server.mjs';

register('./typescript-hooks.mjs', import.meta.url);
const { storyboardSchema } = await import('../config/video-storyboard.ts');
const { captionCues, narrationLead, storyboardDuration, webVtt } = await import('../lib/video/storyboard.ts');
const { bannerStorageKey, themeStorageKey } = await import('../lib/theme.ts');
const { siteConfig } = await import('../config/site.ts');

const storyboardFile = process.argv[2] ?? 'content/videos/spanlight-walkthrough.json';
const board = storyboardSchema.parse(JSON.parse(readFileSync(storyboardFile, 'utf8')));
const scenes = board.chapters.flatMap((chapter) => chapter.scenes);
const out = join('public', 'videos', board.id);
const work = mkdtempSync(join(tmpdir(), 'walkthrough-'));
const fps = 24;

for (const [tool, flag] of [
  ['ffmpeg', '-version'],
  ['ffprobe', '-version'],
  ['espeak-ng', '--version'],
]) {
  try {
    execFileSync(tool, [flag], { stdio: 'ignore' });
  } catch {
    console.error(`${tool} is missing: apt-get install -y ffmpeg espeak-ng`);
    process.exit(1);
  }
}

const run = (command, args) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const lengthOf = (file) =>
  Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim());

// 1. The pictures: each scene's page in the light theme, banner dismissed, at the video's size.
const server = await startProductionServer({ probe: '/demo' });
const browser = await chromium.launch({
  executablePath: chromiumSettings.executablePath,
  args: chromiumSettings.args,
});
try {
  const page = await browser.newPage({ viewport: { width: board.width, height: board.height } });
  await page.addInitScript(
    ([theme, banner]) => {
      localStorage.setItem(theme, 'light');
      localStorage.setItem(banner, 'dismissed');
    },
    [themeStorageKey, bannerStorageKey(siteConfig.banner.key)],
  );
  for (const [index, scene] of scenes.entries()) {
    // A fresh load each time: the same page with another #anchor would otherwise not be loaded again.
    await page.goto('about:blank');
    const response = await page.goto(`${server.origin}${scene.page}`, { waitUntil: 'networkidle' });
    if (response?.status() !== 200)
      throw new Error(`scene ${index + 1} (${scene.page}): the page answered ${response?.status()}`);
    if (scene.click) await page.locator(scene.click).first().click();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(work, `scene-${index}.png`) });
  }
} finally {
  await browser.close();
  server.stop();
}

// 2. The narration: one WAV per scene, which must end before its scene does.
const spoken = scenes.map((scene, index) => {
  const file = join(work, `voice-${index}.wav`);
  run('espeak-ng', ['-v', 'en-us', '-s', '160', '-w', file, scene.narration]);
  const seconds = lengthOf(file);
  if (narrationLead + seconds > scene.seconds - 0.3)
    throw new Error(
      `scene ${index + 1} (${scene.page}): its narration takes ${seconds.toFixed(1)} s, too long for ${scene.seconds} s`,
    );
  return seconds;
});

// 3. One clip per scene (its picture, a short fade in and out, its narration after the lead), joined.
const clips = scenes.map((scene, index) => {
  const clip = join(work, `clip-${index}.mkv`); // Matroska: it holds PCM audio until the final encode
  const fadeOut = (scene.seconds - 0.3).toFixed(2);
  const delay = Math.round(narrationLead * 1000);
  // prettier-ignore
  run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-loop', '1', '-framerate', String(fps), '-t', String(scene.seconds), '-i', join(work, `scene-${index}.png`),
    '-i', join(work, `voice-${index}.wav`),
    '-filter_complex',
    `[0:v]format=yuv420p,fade=in:st=0:d=0.3,fade=out:st=${fadeOut}:d=0.3[v];` +
      `[1:a]aresample=48000,aformat=channel_layouts=mono,adelay=${delay},apad=whole_dur=${scene.seconds}[a]`,
    '-map', '[v]', '-map', '[a]', '-t', String(scene.seconds),
    '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-crf', '26', '-tune', 'stillimage',
    '-c:a', 'pcm_s16le',
    clip,
  ]);
  return clip;
});
const list = join(work, 'clips.txt');
writeFileSync(list, clips.map((clip) => `file '${clip}'`).join('\n'));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// prettier-ignore
run('ffmpeg', [
  '-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list,
  '-c:v', 'libx264', '-profile:v', 'main', '-level:v', '3.1', '-preset', 'slow', '-crf', '28', '-tune', 'stillimage',
  // One key frame per 6-second segment: a still page needs no more, and each key frame of a page of
  // text costs as much as the rest of its segment.
  '-g', String(fps * 6), '-keyint_min', String(fps * 6), '-sc_threshold', '0',
  '-c:a', 'aac', '-b:a', '40k', '-ac', '1',
  '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
  '-f', 'hls', '-hls_time', '6', '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
  '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4',
  '-hls_segment_filename', join(out, 'segment-%d.m4s'), join(out, 'index.m3u8'),
]);
// prettier-ignore
run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', '1', '-i', clips[0], '-frames:v', '1', '-q:v', '4',
  join(out, 'thumbnail.jpg')]);

// 4. The captions, from the same storyboard and the measured narration.
writeFileSync(join(out, 'captions.vtt'), webVtt(captionCues(board, spoken)));
rmSync(work, { recursive: true, force: true });

const made = lengthOf(join(out, 'index.m3u8'));
if (Math.abs(made - storyboardDuration(board)) > 1)
  throw new Error(`the video lasts ${made.toFixed(1)} s, the storyboard ${storyboardDuration(board)} s`);
console.log(`${out}: ${made.toFixed(1)} s`);
console.log(run('du', ['-ch', out]).trim().split('\n').at(-1));
