import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

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

      await page.waitForTimeout(500);
      expect(network.manifests()).toBe(0);
      expect(await network.hlsJsLoaded()).toBe(false);

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
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
      // Timers stand still until the test moves them: the 200 ms delay is measured, not raced.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await openIn(page, mode, gifSection);
      const gif = playerVideo(page, gifTitle);
      await expect(gif).toBeInViewport({ ratio: 0.5 });
      await expect(page.getByRole('button', { name: `Play video: ${gifTitle}` })).toBeHidden();

      await page.waitForTimeout(500); // real time: hydrated and observing, but the page's clock is held
      await page.clock.runFor(150);
      expect(network.manifests()).toBe(0);
      expect(await isPaused(gif)).toBe(true);

      await page.clock.runFor(60);
      await page.clock.resume();
      await expectPlaying(gif);
      expect(network.manifests()).toBe(1);
      await expect(gif).toHaveJSProperty('muted', true);
      await expect(gif).toHaveJSProperty('loop', true);
      await expect(gif).not.toHaveAttribute('controls');

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(gif).not.toBeInViewport();
      await expect.poll(() => isPaused(gif)).toBe(true);
      const pausedAt = await currentTime(gif);
      await page.waitForTimeout(400);
      expect(await currentTime(gif)).toBe(pausedAt);

      await gif.scrollIntoViewIfNeeded();
      await expect.poll(() => isPaused(gif)).toBe(false);
      expect(network.manifests()).toBe(1);
    });
  }

  test('a gif-style video starts only once at least 10% of it is in view', async ({ page }) => {
    const network = watchNetwork(page);
    await page.goto(videoPage);
    const gif = playerVideo(page, gifTitle);
    await expect(gif).not.toBeInViewport();
    const showTopPixels = (pixels: number) =>
      gif.evaluate((el, pixels) => {
        const top = el.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - window.innerHeight + pixels);
      }, pixels);
    const height = (await gif.boundingBox())!.height;

    await page.waitForTimeout(400); // past the 200 ms delay
    await showTopPixels(Math.round(height * 0.05));
    await page.waitForTimeout(400);
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
      await page.goto(gifSection);
      const gif = playerVideo(page, gifTitle);
      await expect(gif).toBeInViewport({ ratio: 0.5 });
      const play = page.getByRole('button', { name: `Play video: ${gifTitle}`, exact: true });
      await expect(play).toBeVisible();
      await page.waitForTimeout(800);
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
