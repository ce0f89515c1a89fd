import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { homeTextFor, homeVisuals } from '@/config/home-text';
import { getMessages } from '@/lib/i18n';

const text = homeTextFor('en-US');

test.describe('home page', () => {
  test('says what the product does and shows it above the fold', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page).toHaveTitle('Spanlight');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Understand every answer your LLM app gives',
    );
    await expect(main.getByRole('link', { name: 'Get started' }).first()).toHaveAttribute(
      'href',
      '/docs/get-started',
    );
    await expect(main.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('href', '/docs');
    const traceView = main.getByRole('img', { name: text.visuals.traceView });
    await expect(traceView).toBeVisible();
    const box = (await traceView.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    // Drawn in HTML: the picture's figures are text a reader could zoom, not pixels.
    await expect(traceView).toContainText('draft-answer');
    await expect(traceView).toContainText('$0.0082');
  });

  test('links to both demos under the buttons: the interactive project and the video', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: text.exploreDemo })).toHaveAttribute('href', '/demo');
    await expect(main.getByRole('link', { name: text.watchDemo })).toHaveAttribute('href', '/watch-demo');
    await main.getByRole('link', { name: text.exploreDemo }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('region', { name: 'Traces' })).toBeVisible();

    await page.goto('/ja');
    const ja = homeTextFor('ja');
    await expect(page.getByRole('main').getByRole('link', { name: ja.exploreDemo })).toHaveAttribute(
      'href',
      '/ja/demo',
    );
    await expect(page.getByRole('main').getByRole('link', { name: ja.watchDemo })).toHaveAttribute(
      'href',
      '/ja/watch-demo',
    );
  });

  test('every feature section has its own product picture with a text alternative', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    for (const name of homeVisuals)
      await expect(main.getByRole('img', { name: text.visuals[name], exact: true })).toBeAttached();
    await expect(
      main.getByRole('heading', { level: 2, name: 'Prompts managed outside your code' }),
    ).toBeVisible();
  });

  test('shows the customers: logos leading to their stories and two quotes with person and company', async ({
    page,
  }) => {
    await page.goto('/');
    const logos = page.getByRole('region', { name: text.logosTitle });
    const links = logos.getByRole('link');
    await expect(links).toHaveCount(5);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/customers\/[a-z0-9-]+$/);
    await expect(logos.getByRole('link', { name: 'Caskbridge Insurance' })).toHaveAttribute(
      'href',
      '/customers/caskbridge-insurance',
    );

    // The two newest stories with a quote, as their front matter gives it.
    const quoted = readdirSync('content/customers')
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => {
        const source = readFileSync(`content/customers/${file}`, 'utf8');
        const data = parse(source.split(/^---$/m)[1]!) as {
          date: string;
          company: string;
          quote?: { text: string; person: string; role: string };
        };
        return { ...data, slug: file.replace(/\.mdx$/, '') };
      })
      .filter((story) => story.quote)
      .sort((a, b) => String(b.date).localeCompare(String(a.date)))
      .slice(0, 2);
    expect(quoted).toHaveLength(2);
    const quotes = page.getByRole('region', { name: text.quotesTitle });
    await expect(quotes.getByRole('blockquote')).toHaveCount(2);
    for (const story of quoted) {
      const figure = quotes.getByRole('figure').filter({ hasText: story.quote!.person });
      await expect(figure.getByRole('blockquote')).toHaveText(`“${story.quote!.text}”`);
      await expect(figure).toContainText(`${story.quote!.role}, ${story.company}`);
      await expect(figure.getByRole('link', { name: `Read the story: ${story.company}` })).toHaveAttribute(
        'href',
        `/customers/${story.slug}`,
      );
    }
    await quotes.getByRole('link', { name: `Read the story: ${quoted[0]!.company}` }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${quoted[0]!.slug}$`));
  });

  test('shows the SDK snippet, the GitHub stars and a closing call to action', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: 'Python' })).toBeVisible();
    await expect(main.getByRole('tabpanel')).toContainText('@observe()');
    const stars = main.getByRole('link', { name: '18.7K stars on GitHub' }).first();
    await expect(stars).toHaveAttribute('href', 'https://github.com/spanlight/spanlight');
    await main.getByRole('link', { name: text.selfHost, exact: true }).click();
    await expect(page).toHaveURL(/\/self-hosting$/);
  });

  test('in Japanese, links lead to the Japanese pages where there are some', async ({ page }) => {
    const t = getMessages('ja');
    await page.goto('/ja');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: t.readTheDocs })).toHaveAttribute('href', '/ja/docs');
    await expect(main.getByRole('link', { name: t.getStarted }).first()).toHaveAttribute(
      'href',
      '/ja/docs/get-started',
    );
    // The closing band's button, after the same words as a link in its text.
    await expect(main.getByRole('link', { name: homeTextFor('ja').selfHost }).last()).toHaveAttribute(
      'href',
      '/ja/self-hosting',
    );
    // Content links written as English paths follow the translation when there is one…
    await expect(
      main.getByRole('link', { name: 'セルフホスティングガイド', exact: true }).first(),
    ).toHaveAttribute('href', '/ja/self-hosting');
    // …and lead to the English page when there is none, which then says it is shown in English.
    const english = main.getByRole('link', { name: 'プレイグラウンド' }).first();
    await expect(english).toHaveAttribute('href', '/docs/playground?untranslated=ja');
    await expect(english).toHaveAttribute('hreflang', 'en-US');
  });
});
