import { phrasesOf } from '../../lib/phrases/phrases';
import { expect, test, type Page } from '@playwright/test';
import { planTextFor } from '@/config/plan-text';
import { pictureTextFor } from '@/config/picture-text';
import { getMessages, locales, type Locale } from '@/lib/i18n';

const site = 'https://spanlight.example';

test.describe('Languages', () => {
  test('the switch stores the locale for a year and reloads the same page in that language', async ({
    page,
    context,
  }) => {
    await page.goto('/docs/get-started');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await expect(page).toHaveURL(/\/ja\/docs\/get-started$/);
    await expect(page.getByRole('heading', { level: 1, name: 'はじめに' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')!;
    expect(cookie.value).toBe('ja');
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    // And back to English, the unprefixed path.
    await page.getByRole('contentinfo').getByRole('combobox', { name: '言語' }).selectOption('en-US');
    await expect(page).toHaveURL(/\/docs\/get-started$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('a page without a translation stays as it is, with a notice in the language asked for', async ({
    page,
  }) => {
    await page.goto('/docs/observability/overview?view=1');
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await expect(page).toHaveURL(/\/docs\/observability\/overview\?view=1&untranslated=ko$/);
    const notice = page.getByRole('status').filter({ hasText: '한국어' });
    await expect(notice).toHaveText(getMessages('ko').languageUntranslated.replace('{language}', '한국어'));
    await expect(notice).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    // From there to a language the page has, the notice's parameter is not carried along.
    await page.goto('/docs/get-started?untranslated=ko');
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await expect(page).toHaveURL(/\/ja\/docs\/get-started$/);
    await expect(page.getByRole('status').filter({ hasText: '한국어' })).toHaveCount(0);
  });

  test('translated docs show the whole section: untranslated pages badged, in English, with the notice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/docs');
    const links = await page.getByRole('navigation', { name: 'Docs navigation' }).getByRole('link').count();
    await page.goto('/ja/docs');
    const sidebar = page.getByRole('navigation', { name: getMessages('ja').docsNavigation });
    // The same section as in English, not only its two translated pages.
    await expect(sidebar.getByRole('link')).toHaveCount(links);
    // A translated page links to its Japanese URL; an untranslated one to English, badged 英語.
    const english = sidebar.getByRole('link', { name: /英語$/ }).first();
    await expect(english).toBeVisible();
    const href = (await english.getAttribute('href'))!;
    expect(href).toMatch(/^\/docs\/.*\?untranslated=ja$/);
    // Folders and separators are named in Japanese (meta.ja.json); a folder keeps its landing page.
    await expect(sidebar.getByText('オブザーバビリティ', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /^データセット/ })).toHaveAttribute(
      'href',
      '/docs/datasets/overview?untranslated=ja',
    );
    // Previous and next keep going through the section.
    const next = page.getByRole('link', { name: /^次へ/ });
    await expect(next).toHaveCount(1);
    expect(await next.getAttribute('href')).toMatch(/^\/(ja\/)?docs\//);

    // A content link to an untranslated page says it leads to English and shows the notice there.
    const content = page.getByRole('main').getByRole('link', { name: 'トレーシング', exact: true });
    await expect(content).toHaveAttribute('href', '/docs/observability/overview?untranslated=ja');
    await expect(content).toHaveAttribute('hreflang', 'en-US');
    await content.click();
    await expect(page).toHaveURL(/\/docs\/observability\/overview\?untranslated=ja$/);
    await expect(page.getByRole('status').filter({ hasText: '日本語' })).toHaveText(
      getMessages('ja').languageUntranslated.replace('{language}', '日本語'),
    );
  });

  for (const [path, locale] of [
    ['/ja/docs/get-started', 'ja'],
    ['/zh/docs/get-started', 'zh'],
    ['/ja/pricing', 'ja'],
  ] as const) {
    test(`headings on ${path} break between phrases, never inside a word, at 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      // Each heading's text and the offsets at which a new line starts, measured character by character.
      const headings = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main :is(h1, h2, h3)')].map((heading) => {
          const characters: { node: Text; offset: number }[] = [];
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
            for (let offset = 0; offset < node.length; offset += 1) characters.push({ node, offset });
          const starts: number[] = [];
          let top: number | undefined;
          characters.forEach(({ node, offset }, index) => {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            const rect = range.getClientRects()[0];
            if (!rect || rect.width === 0) return;
            if (top !== undefined && rect.top > top + 2) starts.push(index);
            top = rect.top;
          });
          return { text: characters.map(({ node, offset }) => node.data[offset]).join(''), starts };
        }),
      );
      const wrapped = headings.filter((heading) => heading.starts.length > 0);
      expect(wrapped.length).toBeGreaterThan(0);
      for (const { text, starts } of wrapped) {
        // Where BudouX ends a phrase (or at a space), a line may start; nowhere else.
        const boundaries = new Set<number>();
        let at = 0;
        for (const phrase of phrasesOf(text, locale) ?? [text]) boundaries.add((at += phrase.length));
        for (const start of starts)
          expect(
            boundaries.has(start) || /\s/.test(text[start - 1] ?? ''),
            `"${text.slice(0, start)}|${text.slice(start)}"`,
          ).toBe(true);
      }
    });
  }

  test('the home page pictures show the app in the page language', async ({ page }) => {
    for (const locale of ['en-US', 'ja', 'ko', 'zh'] as const) {
      const text = pictureTextFor(locale);
      await page.goto(locale === 'en-US' ? '/' : `/${locale}`);
      const pictures = page.locator('figure[role="img"]');
      expect(await pictures.count()).toBeGreaterThan(3);
      const drawn = (await pictures.allInnerTexts()).join('\n');
      for (const word of [text.observation, text.pipelineTitle, text.correctness, text.costThisMonth])
        expect(drawn, locale).toContain(word);
    }
  });

  test('a notice parameter naming no language shows nothing', async ({ page }) => {
    await page.goto('/docs/get-started?untranslated=%3Cscript%3E');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'English' })).toHaveCount(0);
    await expect(page.getByText('<script>')).toHaveCount(0);
  });

  test('translated pages carry lang and hreflang alternates with x-default; English-only pages none', async ({
    page,
  }) => {
    await page.goto('/zh/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
      );
    expect(alternates).toEqual({
      'en-US': `${site}/pricing`,
      ja: `${site}/ja/pricing`,
      ko: `${site}/ko/pricing`,
      zh: `${site}/zh/pricing`,
      'x-default': `${site}/pricing`,
    });
    await page.goto('/docs/observability/overview');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  for (const locale of locales.filter((l) => l !== 'en-US')) {
    test(`the interface of a ${locale} page is in ${locale}`, async ({ page }) => {
      const t = getMessages(locale);
      await page.goto(`/${locale}/docs/get-started`);
      const nav = page.getByRole('navigation', { name: t.mainNavigation });
      await expect(nav.getByRole('link', { name: t.pricing, exact: true })).toHaveAttribute(
        'href',
        `/${locale}/pricing`,
      );
      await expect(page.getByRole('combobox', { name: t.searchLabel })).toHaveAttribute(
        'placeholder',
        t.searchPlaceholder,
      );
      await expect(page.getByRole('heading', { name: t.feedbackQuestion, exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t.onThisPage })).toBeVisible();
      await expect(page.getByRole('button', { name: t.copyMarkdown })).toBeVisible();
      await expect(page.getByRole('button', { name: t.contactSupport })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: t.footerResources })).toBeVisible();
      await expect(footer.getByRole('link', { name: t.pricing, exact: true })).toHaveAttribute(
        'href',
        `/${locale}/pricing`,
      );
      await page.goto(`/${locale}/no-such-page`);
      await expect(page.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: t.notFoundReport })).toBeVisible();
    });
  }

  test('links to another language are not prefetched over and over', async ({ page }) => {
    const counts = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    });
    await page.goto('/ja/docs/get-started');
    // The page links to English pages in view (the language switch, untranslated sections).
    const english = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
        .map((a) => new URL(a.href).pathname)
        .filter((path) => path !== '/ja' && !path.startsWith('/ja/')),
    );
    expect(english.length).toBeGreaterThan(0);
    // Prefetching has run: the Japanese links in view were fetched, and the network has gone quiet
    // (a prefetch loop never lets it).
    await expect.poll(() => [...counts.keys()].some((path) => path.startsWith('/ja/'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect([...counts.keys()].filter((path) => !path.startsWith('/ja'))).toEqual([]);
    expect([...counts].filter(([, count]) => count > 4)).toEqual([]);
  });

  test('no prefetch on a translated page asks for a page that does not exist', async ({ page }) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.searchParams.has('_rsc') && response.status() >= 400)
        missing.push(`${response.status()} ${url.pathname}`);
    });
    for (const path of ['/ja', '/ko/docs', '/zh/pricing']) {
      await page.goto(path);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
    }
    expect(missing).toEqual([]);
  });

  test('search in Japanese finds a Japanese page', async ({ page }) => {
    await page.goto('/ja');
    const t = getMessages('ja');
    const box = page.getByRole('combobox', { name: t.searchLabel });
    await box.click();
    await box.fill('はじめに');
    const list = page.getByRole('listbox', { name: t.searchResults });
    await expect(list.getByRole('option').first()).toHaveAccessibleName(/はじめに/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ja\/docs\/get-started/);
  });

  for (const locale of locales.filter((l) => l !== 'en-US')) {
    test(`the plan availability table on /${locale}/pricing is in ${locale}, page and Markdown twin`, async ({
      page,
      request,
    }) => {
      const text = planTextFor(locale);
      await page.goto(`/${locale}/pricing`);
      const table = page.getByRole('table', { name: text.caption });
      await expect(table.getByRole('columnheader', { name: text.feature })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: text.plans.selfHosted })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: text.features.playground })).toBeVisible();
      await expect(
        table
          .getByRole('row', { name: new RegExp(text.features.playground) })
          .getByText(text.levels['public-beta'].label),
      ).toHaveCount(5);
      await expect(page.getByRole('definition').filter({ hasText: text.levels.ee.legend })).toBeVisible();
      const markdown = await (await request.get(`/${locale}/pricing.md`)).text();
      expect(markdown).toMatch(new RegExp(`\\| ${text.feature} +\\|`));
      expect(markdown).toContain(`${text.groups.security}: ${text.features.auditLogs}`);
    });
  }

  for (const locale of locales.filter((l) => l !== 'en-US')) {
    test(`a ${locale} reader meets no English interface string on the translated pages`, async ({ page }) => {
      const english = englishOnlyStrings(locale);
      const pages = [
        '',
        '/docs',
        '/docs/get-started',
        '/docs/ask-ai',
        '/pricing',
        '/security',
        '/self-hosting',
        '/why',
      ];
      for (const path of pages) {
        await page.goto(`/${locale}${path}`);
        const found = (await interfaceTexts(page)).filter((text) => english.has(text));
        expect(found, `/${locale}${path}`).toEqual([]);
      }
      // The menus that open on demand: the mobile menu and the search results.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`/${locale}/docs/get-started`);
      await page.getByRole('button', { name: getMessages(locale).openMenu }).click();
      const box = page.getByRole('combobox', { name: getMessages(locale).searchLabel });
      await box.fill('zzzzqqq');
      await expect(page.getByText(getMessages(locale).searchNoResults)).toBeVisible();
      expect((await interfaceTexts(page)).filter((text) => english.has(text))).toEqual([]);
    });
  }
});

/**
 * English interface strings a translated page must not show: every English catalogue string and plan
 * table word that is not also one of the locale's own strings (placeholders left out: they are filled
 * in). Product names the locale keeps, such as "Enterprise" in zh, are its own strings too.
 */
function englishOnlyStrings(locale: Locale): Set<string> {
  const words = (lang: Locale) => {
    const plan = planTextFor(lang);
    return [
      ...Object.values(getMessages(lang)),
      plan.caption,
      plan.feature,
      plan.legend,
      ...Object.values(plan.plans),
      ...Object.values(plan.levels).flatMap((level) => [level.label, level.legend]),
      ...Object.values(plan.groups),
      ...Object.values(plan.features),
    ];
  };
  const own = new Set(words(locale));
  return new Set(words('en-US').filter((word) => !own.has(word) && !word.includes('{')));
}

/**
 * What the page shows or announces as interface: element texts, labels, placeholders, titles, alts,
 * outside the translated prose (`.prose`, where the translator chose each word) but inside the
 * components that prose holds (`.not-prose`, such as the plan table), and outside pictures.
 */
function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (value: string | null | undefined) => {
      const clean = value?.replace(/\s+/g, ' ').trim();
      if (clean) texts.add(clean);
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('pre, code, script, style, template')) continue;
      // Text marked as another language (English titles of untranslated pages in the sidebar) is
      // content in that language, not interface.
      if (element.closest('[lang]') !== document.documentElement) continue;
      // A picture of the app (role="img") is named by its translated text alternative; the drawing
      // inside shows the app's English interface and is not read out.
      const picture = element.closest('[role="img"]');
      if (picture && picture !== element) continue;
      const prose = element.closest('.prose');
      if (prose && !(element.closest('.not-prose') && prose.contains(element.closest('.not-prose'))))
        continue;
      add(
        [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(''),
      );
      add(element.textContent && element.children.length === 0 ? element.textContent : null);
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
        add(element.getAttribute(attribute));
    }
    for (const id of document.querySelectorAll('[aria-labelledby]')) {
      add(
        (id.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .map((ref) => document.getElementById(ref)?.textContent ?? '')
          .join(' '),
      );
    }
    return [...texts];
  });
}
