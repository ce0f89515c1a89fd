import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { effectsRan, watchReact } from './helpers/react';

// The docs page that shows the Video component: a normal video near the top, a gif-style one further
// down under "Gif-style clips", both streaming public/videos/spanlight-demo/.
const videoPage = '/docs/contributing/video';
const gifSection = `${videoPage}#gif-style-clips`;
const normalTitle = 'Spanlight demo';
const gifTitle = 'Spanlight demo loop';
const errorMessage = 'This video could not be loaded.';
/** A string hls.js's build contains and the site's own code does not: marks the hls.js chunk. */
const hlsJsMarker = 'manifestLoadError';

/**
 * Two ways to play HLS. Debian's Chromium plays it natively (`canPlayType` answers "maybe"); hiding
 * that makes the player take the hls.js path that Firefox and older Chromium need.
 */
const modes = ['native HLS', 'hls.js'] as const;
type Mode = (typeof modes)[number];

async function openIn(page: Page, mode: Mode, path = videoPage) {
  if (mode === 'hls.js') {
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
  }
  await page.goto(path);
}

/** What the page fetched so far: manifest requests, and whether any script was hls.js. */
function watchNetwork(page: Page) {
  const manifests: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.m3u8')) manifests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return {
    manifests: () => manifests.length,
    hlsJsLoaded: async () => (await Promise.all(scripts)).some((body) => body.includes(hlsJsMarker)),
  };
}

/**
 * Records what the page's IntersectionObservers do with <video> elements: which videos are observed
 * and every entry delivered for one (its visible ratio). Gif-style videos start and stop from these
 * entries, so a test can wait for the entry that a state produces instead of waiting a while.
 */
async function watchVideoObservers(page: Page) {
  await page.addInitScript(() => {
    const log: { observed: string[]; entries: { label: string; ratio: number }[] } = {
      observed: [],
      entries: [],
    };
    Object.assign(window, { __videoObservers: log });
    const Native = window.IntersectionObserver;
    Object.assign(window, { __NativeIntersectionObserver: Native });
    window.IntersectionObserver = class extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          for (const entry of entries)
            if (entry.target instanceof HTMLVideoElement)
              log.entries.push({
                label: entry.target.getAttribute('aria-label') ?? '',
                ratio: entry.intersectionRatio,
              });
          callback(entries, observer);
        }, options);
      }
      override observe(target: Element) {
        if (target instanceof HTMLVideoElement) log.observed.push(target.getAttribute('aria-label') ?? '');
        super.observe(target);
      }
    };
  });
  const read = (page: Page) =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __videoObservers: { observed: string[]; entries: { label: string; ratio: number }[] };
          }
        ).__videoObservers,
    );
  return {
    observed: async (label: string) => (await read(page)).observed.filter((l) => l === label).length,
    ratios: async (label: string) =>
      (await read(page)).entries.filter((e) => e.label === label).map((e) => e.ratio),
  };
}

/**
 * Logs the media events of a <video> in the page, in order, with whether it was paused at each. Only
 * the order is relied on: positions read in an event listener lag playback on a busy machine.
 */
async function logMediaEvents(video: Locator) {
  await video.evaluate((v: HTMLVideoElement) => {
    const log: { event: string; paused: boolean }[] = [];
    Object.assign(v, { __mediaLog: log });
    for (const event of ['play', 'pause', 'playing'])
      v.addEventListener(event, () => log.push({ event, paused: v.paused }));
  });
  return {
    mark: (name: string) =>
      video.evaluate(
        (v: HTMLVideoElement, name) =>
          (v as unknown as { __mediaLog: unknown[] }).__mediaLog.push({ event: name, paused: v.paused }),
        name,
      ),
    read: () =>
      video.evaluate(
        (v) => (v as unknown as { __mediaLog: { event: string; paused: boolean }[] }).__mediaLog,
      ),
  };
}

const playerVideo = (page: Page, title: string) => page.getByLabel(title, { exact: true });
const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);
const isPaused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused);

async function expectPlaying(video: Locator) {
  await expect.poll(() => isPaused(video), { timeout: 10_000 }).toBe(false);
  await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.3);
}

test.describe('video player', () => {
  for (const mode of modes) {
    test(`shows a poster with the duration and loads the stream only when played (${mode})`, async ({
      page,
    }) => {
      const network = watchNetwork(page);
      await watchReact(page);
      await openIn(page, mode);
      const play = page.getByRole('button', { name: `Play video: ${normalTitle}`, exact: true });
      const video = playerVideo(page, normalTitle);
      await expect(play).toBeVisible();
      await expect(play).toContainText('0:05');
      await expect(play).toHaveAccessibleDescription('Duration 0:05');
      await expect(video).toHaveAttribute('poster', '/videos/spanlight-demo/thumbnail.jpg?time=1');
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe('');
      const size = async () => {
        const box = await video.boundingBox();
        return box && { width: box.width, height: box.height };
      };
      const posterSize = await size();
      expect(posterSize?.height).toBeGreaterThan(100);

      // The player is live and its mount effects have run: whatever loads without a click has started.
      await effectsRan(play);
      await page.waitForLoadState('networkidle');
      expect(network.manifests()).toBe(0);
      expect(await network.hlsJsLoaded()).toBe(false);
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe('');

      await play.click();
      await expectPlaying(video);
      expect(network.manifests()).toBe(1);
      // hls.js arrives only on the path that needs it, and only after the click.
      expect(await network.hlsJsLoaded()).toBe(mode === 'hls.js');
      await expect(play).toHaveCount(0);
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toBeFocused();
      expect(await size()).toEqual(posterSize);
    });
  }

  test('the poster image is served at the thumbnail URL', async ({ request }) => {
    const response = await request.get('/videos/spanlight-demo/thumbnail.jpg?time=1');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    expect((await response.body()).byteLength).toBeGreaterThan(1000);
  });

  test('is keyboard operable with a visible focus ring, and starting it shifts nothing', async ({ page }) => {
    await page.goto(videoPage);
    const play = page.getByRole('button', { name: `Play video: ${normalTitle}`, exact: true });
    await play.focus();
    expect(
      await play.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle),
    ).toBe('solid');
    // Layout shifts from here on: the poster giving way to the playing video must cause none.
    await page.evaluate(() => {
      const shifts: number[] = [];
      Object.assign(window, { videoTestShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    await page.keyboard.press('Enter');
    const video = playerVideo(page, normalTitle);
    await expectPlaying(video);
    await expect(video).toBeFocused();
    expect(
      await page.evaluate(() => (window as unknown as { videoTestShifts: number[] }).videoTestShifts),
    ).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the video page has no serious accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(videoPage);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('reserves its space before any script runs', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(videoPage);
    const box = (await playerVideo(page, normalTitle).boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(2);
  });

  for (const mode of modes) {
    test(`a gif-style video plays muted and looped 200 ms after mount when in view, and pauses out of view (${mode})`, async ({
      page,
    }) => {
      const network = watchNetwork(page);
      const observers = await watchVideoObservers(page);
      await watchReact(page);
      // Timers stand still until the test moves them: the 200 ms delay is measured, not raced.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await openIn(page, mode, gifSection);
      const gif = playerVideo(page, gifTitle);
      await expect(gif).toBeInViewport({ ratio: 0.5 });
      await expect(page.getByRole('button', { name: `Play video: ${gifTitle}` })).toBeHidden();

      // Mounted, with its delay timer set against the held clock.
      await effectsRan(gif);
      await page.clock.runFor(150);
      expect(await observers.observed(gifTitle)).toBe(0);
      expect(network.manifests()).toBe(0);
      expect(await isPaused(gif)).toBe(true);

      await page.clock.runFor(60);
      expect(await observers.observed(gifTitle)).toBe(1);
      await page.clock.resume();
      await expectPlaying(gif);
      expect(network.manifests()).toBe(1);
      await expect(gif).toHaveJSProperty('muted', true);
      await expect(gif).toHaveJSProperty('loop', true);
      await expect(gif).not.toHaveAttribute('controls');

      // Out of view it pauses and stays paused: the event log, which covers the whole time it was out
      // of view, has no play event until it is back.
      const media = await logMediaEvents(gif);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(gif).not.toBeInViewport();
      await expect.poll(() => isPaused(gif)).toBe(true);
      await media.mark('back in view');
      await gif.scrollIntoViewIfNeeded();
      await expect.poll(() => isPaused(gif)).toBe(false);
      const log = await media.read();
      const pause = log.findIndex((entry) => entry.event === 'pause');
      const back = log.findIndex((entry) => entry.event === 'back in view');
      expect(log.slice(pause, back + 2).map((entry) => entry.event)).toEqual([
        'pause',
        'back in view',
        'play',
      ]);
      expect(log[back]!.paused).toBe(true);
      expect(network.manifests()).toBe(1);
    });
  }

  test('a gif-style video starts only once at least 10% of it is in view', async ({ page }) => {
    const network = watchNetwork(page);
    const observers = await watchVideoObservers(page);
    await page.goto(videoPage);
    const gif = playerVideo(page, gifTitle);
    await expect(gif).not.toBeInViewport();
    const showTopPixels = (pixels: number) =>
      gif.evaluate((el, pixels) => {
        const top = el.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - window.innerHeight + pixels);
      }, pixels);
    const height = (await gif.boundingBox())!.height;

    // Past the 200 ms delay: the video is observed (its first entry says it is out of view).
    await expect.poll(() => observers.ratios(gifTitle)).toEqual([0]);
    // A second observer of the test's own, with finer thresholds, created after the player's. The
    // browser updates every observer of the page in the same step and notifies them in the order they
    // were created: once this one has seen the 5% view, the player's observer has been given its
    // chance to react to it.
    await gif.evaluate((video) => {
      const seen: number[] = [];
      Object.assign(window, { __probeRatios: seen });
      const Native = (window as unknown as { __NativeIntersectionObserver: typeof IntersectionObserver })
        .__NativeIntersectionObserver;
      new Native((entries) => entries.forEach((entry) => seen.push(entry.intersectionRatio)), {
        threshold: [0, 0.01, 0.02],
      }).observe(video);
    });
    await showTopPixels(Math.round(height * 0.05));
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __probeRatios: number[] }).__probeRatios.at(-1)),
      )
      .toBeGreaterThan(0.02);
    expect(await observers.ratios(gifTitle)).toEqual([0]);
    expect(network.manifests()).toBe(0);
    expect(await isPaused(gif)).toBe(true);

    await showTopPixels(Math.round(height * 0.2));
    await expectPlaying(gif);
    expect(network.manifests()).toBe(1);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('a gif-style video does not autoplay: it shows the poster and a play button', async ({ page }) => {
      const network = watchNetwork(page);
      const observers = await watchVideoObservers(page);
      await watchReact(page);
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await page.goto(gifSection);
      const gif = playerVideo(page, gifTitle);
      await expect(gif).toBeInViewport({ ratio: 0.5 });
      const play = page.getByRole('button', { name: `Play video: ${gifTitle}`, exact: true });
      await expect(play).toBeVisible();
      // Mounted, and well past the delay after which a gif-style video starts watching the view.
      await effectsRan(gif);
      await page.clock.runFor(1000);
      await page.clock.resume();
      expect(await observers.observed(gifTitle)).toBe(0);
      expect(network.manifests()).toBe(0);
      expect(await isPaused(gif)).toBe(true);

      await play.click();
      await expectPlaying(gif);
      // The reader chose to play it, so they also get the controls to stop it.
      await expect(gif).toHaveAttribute('controls', '');
      await expect(gif).toHaveJSProperty('muted', true);
    });
  });

  for (const mode of modes) {
    for (const fault of ['404', 'network error'] as const) {
      test(`says so when the stream cannot load (${fault}, ${mode}) and the page keeps working`, async ({
        page,
      }) => {
        const errors: Error[] = [];
        page.on('pageerror', (error) => errors.push(error));
        await page.route('**/videos/spanlight-demo/index.m3u8', (route) =>
          fault === '404' ? route.fulfill({ status: 404, body: 'Not Found' }) : route.abort('failed'),
        );
        await openIn(page, mode);
        const alert = page.getByRole('alert').filter({ hasText: errorMessage });
        await expect(alert).toHaveCount(0);

        await page.getByRole('button', { name: `Play video: ${normalTitle}`, exact: true }).click();
        await expect(alert).toBeVisible({ timeout: 15_000 });
        // The message replaces the player: no dead controls over a video that cannot play.
        await expect(playerVideo(page, normalTitle)).not.toHaveAttribute('controls');

        await page
          .getByRole('navigation', { name: 'On This Page' })
          .getByRole('link', { name: 'Props' })
          .click();
        await expect(page).toHaveURL(/#props$/);
        await expect(page.getByRole('heading', { name: 'Props' })).toBeInViewport();
        expect(errors).toEqual([]);
      });
    }
  }
});
