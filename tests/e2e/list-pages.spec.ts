import { readFileSync, readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { parse } from 'yaml';
import { getMessages } from '@/lib/i18n';
import { recordLayoutShifts } from './helpers/layout-shifts';
import { effectsRan, watchReact } from './helpers/react';

/** The English entries of a content folder with their front matter and body. */
function entriesOf<T>(dir: string) {
  return readdirSync(`content/${dir}`)
    .filter((file) => /^[^.]+\.mdx$/.test(file))
    .map((file) => {
      const [, frontMatter, body] = readFileSync(`content/${dir}/${file}`, 'utf8').split(/^---$/m) as [
        string,
        string,
        string,
      ];
      return { slug: file.replace(/\.mdx$/, ''), data: parse(frontMatter) as T, body };
    });
}

const posts = entriesOf<{ title: string; date: string; authors: string[]; tags?: string[]; cover?: string }>(
  'blog',
);
const changelog = entriesOf<{ title: string; date: string }>('changelog');
const stories = entriesOf<{
  title: string;
  company: string;
  result: string;
  quote?: { text: string; person: string };
}>('customers');
const writtenGuides = entriesOf<{ title: string; topic?: string }>('guides').filter(
  (g) => g.slug !== 'index',
);
const notebooks = JSON.parse(readFileSync('cookbook/_routes.json', 'utf8')) as {
  notebook: string;
  topic: string;
}[];
const guideCount = writtenGuides.length + notebooks.length;
const guidesOf = (topic: string) =>
  writtenGuides.filter((g) => g.data.topic === topic).length +
  notebooks.filter((n) => n.topic === topic).length;

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The list item of `main` holding a link with exactly this name. */
const itemWithLink = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('blog index', () => {
  test('shows a card per post with its cover, date, authors and tags; the title link covers the card', async ({
    page,
  }) => {
    await page.goto('/blog');
    expect(posts.length).toBeGreaterThanOrEqual(3);
    // Both kinds of cover are on the page: a post's own image and generated art.
    expect(posts.some((post) => post.data.cover)).toBe(true);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(posts.length);
    for (const post of posts) {
      const card = itemWithLink(page, post.data.title);
      await expect(card.getByRole('link', { name: post.data.title, exact: true })).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      );
      await expect(card.locator(`time[datetime="${post.data.date}"]`)).toHaveText(longDate(post.data.date));
      await expect(card.getByRole('list', { name: 'Authors' }).getByRole('link')).toHaveCount(
        post.data.authors.length,
      );
      await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(
        post.data.tags?.length ?? 0,
      );
      // The cover is decorative (hidden from assistive technology, or an image without alt text) and
      // sized by its 2:1 frame before anything loads: the post's own image, else art drawn for it.
      const cover = post.data.cover
        ? card.locator('div:has(> img)').first()
        : card.locator('[aria-hidden="true"]:has(> svg)');
      if (post.data.cover) {
        await expect(cover.locator('img')).toHaveAttribute('alt', '');
        await expect(cover.locator('img')).toHaveAttribute(
          'src',
          new RegExp(encodeURIComponent(post.data.cover)),
        );
        await expect
          .poll(() => cover.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      } else {
        await expect(cover.locator('svg')).toHaveAttribute('viewBox', /^0 0 \d+ \d+$/);
      }
      const box = (await cover.boundingBox())!;
      expect(Math.round(box.width / box.height)).toBe(2);
    }
    // No link inside another: the card's one link is the title, the authors' links sit above it.
    await expect(page.locator('main a a')).toHaveCount(0);

    const first = posts.toSorted((a, b) => b.data.date.localeCompare(a.data.date))[0]!;
    const cover = (await itemWithLink(page, first.data.title)
      .locator('[aria-hidden="true"]')
      .first()
      .boundingBox())!;
    await page.mouse.click(cover.x + cover.width / 2, cover.y + cover.height / 2);
    await expect(page).toHaveURL(`/blog/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.data.title);
  });

  test('lays the cards out in one column at 390 px and three at 1440 px', async ({ page }) => {
    const columns = async () => {
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') });
      const lefts = await cards.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().left),
      );
      return new Set(lefts.map(Math.round)).size;
    };
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/blog');
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await columns()).toBe(3);
  });
});

test.describe('changelog index', () => {
  test('has a visible RSS link whose address answers with the RSS feed', async ({ page, request }) => {
    await page.goto('/changelog');
    const rss = page.getByRole('main').getByRole('link', { name: 'RSS feed' });
    await expect(rss).toBeVisible();
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
    const response = await request.get((await rss.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const latest = changelog.toSorted((a, b) => b.data.date.localeCompare(a.data.date))[0]!;
    const feed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.querySelector('parsererror')) return null;
        return { root: doc.documentElement.nodeName, first: doc.querySelector('item > link')?.textContent };
      },
      await response.text(),
    );
    expect(feed).toEqual({ root: 'rss', first: `https://spanlight.example/changelog/${latest.slug}` });
  });

  test("shows each entry's first image, and none for entries without one", async ({ page }) => {
    await page.goto('/changelog');
    const withImage = changelog.filter((entry) => /^!\[[^\]]*\]\(\//m.test(entry.body));
    expect(withImage.length).toBeGreaterThanOrEqual(1);
    expect(withImage.length).toBeLessThan(changelog.length);
    for (const entry of changelog) {
      const item = itemWithLink(page, entry.data.title);
      await expect(item.locator('time')).toHaveAttribute('datetime', entry.data.date);
      const images = item.locator('img');
      if (!withImage.includes(entry)) {
        await expect(images).toHaveCount(0);
        continue;
      }
      const src = /^!\[[^\]]*\]\(([^)\s]+)/m.exec(entry.body)![1]!;
      await expect(images).toHaveCount(1);
      await expect(images).toHaveAttribute('alt', '');
      await expect(images).toHaveAttribute('src', new RegExp(encodeURIComponent(src)));
      // Sized in the HTML, so the list does not move when the image arrives.
      await expect(images).toHaveAttribute('width', /^\d+$/);
      await images.scrollIntoViewIfNeeded();
      await expect
        .poll(() => images.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});

test.describe('customers index', () => {
  test("shows each company's result line and links to its story", async ({ page }) => {
    await page.goto('/customers');
    expect(stories.length).toBeGreaterThanOrEqual(3);
    for (const story of stories) {
      const card = itemWithLink(page, story.data.title);
      await expect(card).toContainText(story.data.company);
      await expect(card.locator('strong')).toHaveText(story.data.result);
      await expect(card.getByRole('link', { name: story.data.title, exact: true })).toHaveAttribute(
        'href',
        `/customers/${story.slug}`,
      );
      if (story.data.quote) await expect(card.locator('blockquote')).toContainText(story.data.quote.text);
    }
    const story = stories[0]!;
    await itemWithLink(page, story.data.title).getByRole('link', { name: story.data.title }).click();
    await expect(page).toHaveURL(`/customers/${story.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.data.title);
  });
});

test.describe('guides index', () => {
  test('filters the grid by topic with toggle buttons, reachable by keyboard; the URL keeps the filter', async ({
    page,
  }) => {
    await watchReact(page);
    await page.goto('/guides');
    const main = page.getByRole('main');
    const grid = main.getByRole('list', { name: 'Guides' });
    const count = main.getByRole('status');
    const filter = main.getByRole('group', { name: 'Filter by topic' });
    const all = filter.getByRole('button', { name: 'All' });
    const evaluation = filter.getByRole('button', { name: 'Evaluation' });
    await expect(grid.getByRole('listitem')).toHaveCount(guideCount);
    await expect(count).toHaveText(`${guideCount} guides`);
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await effectsRan(evaluation);

    // From the page's start, Tab reaches the topic buttons; Enter presses one.
    await main.focus();
    for (
      let press = 0;
      press < 12 && !(await evaluation.evaluate((el) => el === document.activeElement));
      press++
    )
      await page.keyboard.press('Tab');
    await expect(evaluation).toBeFocused();
    expect(await evaluation.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');

    await expect(evaluation).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL('/guides?topic=evaluation');
    await expect(grid.getByRole('listitem')).toHaveCount(guidesOf('evaluation'));
    await expect(count).toHaveText(`${guidesOf('evaluation')} guides`);
    for (const card of await grid.getByRole('listitem').all()) await expect(card).toContainText('Evaluation');

    await all.click();
    await expect(page).toHaveURL('/guides');
    await expect(grid.getByRole('listitem')).toHaveCount(guideCount);
    await expect(count).toHaveText(`${guideCount} guides`);
  });

  test('a shared link opens on its topic without moving anything', async ({ page }) => {
    await watchReact(page);
    const layout = await recordLayoutShifts(page);
    await page.goto('/guides?topic=gateways');
    const main = page.getByRole('main');
    const gateways = main.getByRole('button', { name: 'Gateways' });
    await effectsRan(gateways);
    await expect(gateways).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('list', { name: 'Guides' }).getByRole('listitem')).toHaveCount(
      guidesOf('gateways'),
    );
    await expect(main.getByRole('status')).toHaveText(`${guidesOf('gateways')} guides`);
    expect(await layout.shifts()).toEqual([]);
  });

  test('shows every card without JavaScript, and no controls that cannot work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/guides?topic=gateways');
    await expect(page.getByRole('list', { name: 'Guides' }).getByRole('listitem')).toHaveCount(guideCount);
    await expect(page.getByRole('group', { name: 'Filter by topic' })).toBeHidden();
    await context.close();
  });
});

test.describe('list pages in other languages', () => {
  for (const locale of ['ja', 'ko', 'zh'] as const) {
    test(`${locale}: the lists speak the language and say when they have no entries yet`, async ({
      page,
    }) => {
      const t = getMessages(locale);
      await page.goto(`/${locale}/changelog`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.changelogTitle);
      await expect(main.getByRole('link', { name: t.rssFeed })).toHaveAttribute('href', '/changelog/rss.xml');
      // No entry is translated yet: the page says so and points to the English list.
      await expect(main).toContainText(t.listEmpty);
      await expect(main.getByRole('link', { name: t.listEmptyLink })).toHaveAttribute('href', '/changelog');
      await page.goto(`/${locale}/customers`);
      await expect(page.getByRole('main').getByRole('link', { name: t.listEmptyLink })).toHaveAttribute(
        'href',
        '/customers',
      );
    });
  }
});

test.describe('list pages in both themes', () => {
  for (const path of ['/blog', '/changelog', '/customers', '/guides']) {
    test(`${path} does not scroll sideways at 390 px and has no serious accessibility violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), scheme).toBeLessThanOrEqual(
          390,
        );
        expect((await seriousViolations(page)).map((line) => `${scheme} ${line}`)).toEqual([]);
      }
    });
  }
});
