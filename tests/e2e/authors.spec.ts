import { expect, test } from '@playwright/test';

/** The blog posts with 1, 2 and 4 authors in content/blog, and what each shows. */
const posts = [
  {
    path: '/blog/2026-07-09-evaluating-rag-answers-with-llm-as-a-judge',
    authors: [{ name: 'Priya Raghunathan', href: 'https://github.com/priyarag' }],
  },
  {
    path: '/blog/2026-03-18-why-we-built-spanlight-on-opentelemetry',
    authors: [
      { name: 'Tobias Lindqvist', href: 'https://x.com/tobilindqvist' },
      { name: 'Kenji Watanabe', href: 'https://x.com/kenjiwtnb_dev' },
    ],
  },
  {
    path: '/blog/2026-11-12-open-source-year-in-review-2026',
    authors: [
      { name: 'Mira', href: 'https://x.com/miracastellanos' },
      { name: 'Diego', href: 'https://github.com/diegomorales-dx' },
      { name: 'Hannah', href: 'https://github.com/hbecker-docs' },
      { name: 'Obinna', href: 'https://x.com/obinna_builds' },
    ],
  },
];

test.describe('post authors', () => {
  for (const post of posts) {
    test(`${post.authors.length} author(s): names, 40 px avatars and profile links under the title`, async ({
      page,
    }) => {
      await page.goto(post.path);
      const list = page.getByRole('main').getByRole('list', { name: 'Authors' });
      const links = list.getByRole('link');
      await expect(links).toHaveText(post.authors.map((author) => author.name));
      for (const [index, author] of post.authors.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', author.href);
        const avatar = links.nth(index).locator('img');
        await expect(avatar).toHaveAttribute('width', '40');
        await expect(avatar).toHaveAttribute('height', '40');
        const box = await avatar.boundingBox();
        expect(box && { width: box.width, height: box.height }).toEqual({ width: 40, height: 40 });
        await expect
          .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      const byline = await list.boundingBox();
      expect(byline!.y).toBeGreaterThan(title!.y + title!.height);
    });
  }

  test('the blog index shows each post with its authors', async ({ page }) => {
    await page.goto('/blog');
    for (const post of posts) {
      const entry = page.getByRole('listitem').filter({ has: page.locator(`a[href="${post.path}"]`) });
      const links = entry.getByRole('list', { name: 'Authors' }).getByRole('link');
      await expect(links).toHaveText(post.authors.map((author) => author.name));
      await expect(links.first()).toHaveAttribute('href', post.authors[0]!.href);
      await expect(links.first().locator('img')).toHaveAttribute('width', '40');
    }
  });
});
