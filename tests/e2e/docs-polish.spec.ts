import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordLayoutShifts } from './helpers/layout-shifts';

/** Each page that illustrates its subject with a diagram, and the start of the diagram's text alternative. */
const diagrams = [
  { path: '/docs/data-model', name: /^Data model: a project holds sessions and users/ },
  { path: '/docs/observability/traces', name: /^Trace tree of answer-question: 1\.24 s/ },
  { path: '/docs/get-started', name: /^Trace tree of answer-question: 1\.24 s/ },
  { path: '/ja/docs/get-started', name: /^answer-question のトレースツリー/ },
  { path: '/ko/docs/get-started', name: /^answer-question의 트레이스 트리/ },
  { path: '/zh/docs/get-started', name: /^answer-question 的 Trace 树/ },
  { path: '/docs/observability/sessions', name: /^Session chat-7 of user-42 on a time axis/ },
  { path: '/docs/metrics/dashboards', name: /^The Overview dashboard for the production environment/ },
  { path: '/docs/evaluation/annotation-queues', name: /^Annotation queue flow/ },
  { path: '/docs/contributing/deploying-this-site', name: /^Site deployment: readers and agents/ },
];

test.describe('diagrams', () => {
  for (const { path, name } of diagrams) {
    test(`${path} shows its diagram as an image named by its text alternative`, async ({ page }) => {
      await page.goto(path);
      const diagram = page.getByRole('img', { name });
      await expect(diagram).toBeVisible();
      // Drawn inline (no image file to fetch) and described by the caption under it.
      expect(await diagram.evaluate((element) => element.tagName)).toBe('svg');
      const caption = await page.locator('figure', { has: diagram }).locator('figcaption').innerText();
      await expect(diagram).toHaveAccessibleDescription(caption);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`at 390 px in ${colorScheme} mode every diagram fits, with text of 11 px or more at AA contrast`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme });
      for (const { path, name } of diagrams.filter((d) => !/^\/(ja|ko|zh)\//.test(d.path))) {
        await page.goto(path);
        const diagram = page.getByRole('img', { name });
        await expect(diagram).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          390,
        );
        const { smallest, lowestContrast } = await diagram.evaluate((svg) => {
          const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
          const luminance = (colour: string) => {
            const [r, g, b] = colour
              .match(/[\d.]+/g)!
              .slice(0, 3)
              .map((c) => {
                const v = Number(c) / 255;
                return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
              });
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          };
          const background = luminance(getComputedStyle(svg.parentElement!).backgroundColor);
          const texts = [...svg.querySelectorAll('text')];
          const contrasts = texts.map((text) => {
            const [a, b] = [luminance(getComputedStyle(text).fill), background].sort((x, y) => y - x);
            return (a! + 0.05) / (b! + 0.05);
          });
          return {
            smallest: Math.min(...texts.map((text) => Number(text.getAttribute('font-size')) * scale)),
            lowestContrast: Math.min(...contrasts),
          };
        });
        expect(smallest, path).toBeGreaterThanOrEqual(11);
        expect(lowestContrast, path).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  test('the Markdown twin gives a diagram as a line with its text alternative', async ({ request }) => {
    const markdown = await (await request.get('/docs/observability/sessions.md')).text();
    expect(markdown).toContain('\n\nDiagram: Session chat-7 of user-42 on a time axis:');
    expect(markdown).not.toContain('<Diagram');
  });
});

const sectionLink = (page: Page, heading: string) =>
  page.getByRole('link', { name: `Link to section: ${heading}`, exact: true });

/** Where an element sits on the page (not in the viewport, which scrolls). */
const placeOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [box.left, box.top + window.scrollY, box.width, box.height];
  });

test.describe('section links on headings', () => {
  test('a heading keeps its own name; its link, named after it, sets the hash', async ({ page }) => {
    await page.goto('/docs/observability/sessions');
    const heading = page.getByRole('heading', {
      level: 2,
      name: 'Working with sessions in the UI',
      exact: true,
    });
    await expect(heading).toHaveAccessibleName('Working with sessions in the UI');
    const link = sectionLink(page, 'Working with sessions in the UI');
    await expect(link).toHaveAttribute('href', '#working-with-sessions-in-the-ui');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/observability\/sessions#working-with-sessions-in-the-ui$/);
    await expect(heading).toBeInViewport();
  });

  test('the link is reached with the keyboard and shown on focus and hover without moving anything', async ({
    page,
  }) => {
    const { shifts } = await recordLayoutShifts(page);
    await page.goto('/docs/observability/sessions');
    const link = sectionLink(page, 'Tips');
    await expect(link).toHaveCSS('opacity', '0');
    const before = await placeOf(link);

    // Tab from the link to the section before this heading's: the next stop is this heading's link.
    await sectionLink(page, 'Working with sessions in the UI').focus();
    for (let stop = 0; stop < 10 && !(await link.evaluate((el) => el === document.activeElement)); stop++) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await expect(link).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#tips$/);

    await page.getByRole('heading', { level: 2, name: 'Setting a session ID' }).hover();
    await expect(sectionLink(page, 'Setting a session ID')).toHaveCSS('opacity', '1');
    expect(await placeOf(link)).toEqual(before);
    expect(await shifts()).toEqual([]);
  });

  test('translated pages name the link in their language; the table of contents is unchanged', async ({
    page,
  }) => {
    await page.goto('/ja/docs/get-started');
    await expect(
      page.getByRole('link', { name: 'セクションへのリンク: トレースを確認する', exact: true }),
    ).toHaveAttribute('href', /^#/);
    const toc = page.getByRole('navigation', { name: 'このページの内容' });
    await expect(toc.getByRole('link', { name: 'トレースを確認する', exact: true })).toBeVisible();
  });
});

test.describe('docs navigation', () => {
  test('the contributors’ guide is left out of user docs navigation, and still answers on its own', async ({
    page,
    request,
  }) => {
    await page.goto('/docs/glossary');
    const sidebar = page.getByRole('navigation', { name: 'Docs navigation' });
    await expect(sidebar.getByRole('link', { name: 'Glossary' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Writing the Docs' })).toHaveCount(0);
    await expect(sidebar.getByText('Writing the Docs')).toHaveCount(0);
    // The last user page before the guide (the last migration guide) has no next page.
    await page.goto('/docs/migrate/from-helicone');
    const pager = page.getByRole('navigation', { name: 'Previous and next page' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toBeVisible();
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveCount(0);

    expect((await request.get('/docs/contributing')).status()).toBe(200);
    await page.goto('/docs/contributing/diagrams');
    await expect(sidebar.getByRole('link', { name: 'Writing the Docs' })).toHaveAttribute(
      'href',
      '/docs/contributing',
    );
    await expect(sidebar.getByRole('link', { name: 'Diagrams' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Glossary' })).toHaveCount(0);
  });

  test('the Python SDK page repeats no label in its breadcrumbs or the sidebar', async ({ page }) => {
    await page.goto('/docs/observability/sdk/python');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    const labels = (await crumbs.getByRole('listitem').allInnerTexts()).map((text) =>
      text.replace('›', '').trim(),
    );
    expect(labels).toEqual(['Tracing', 'SDKs', 'Python SDK']);
    expect(labels.filter((label, index) => label === labels[index + 1])).toEqual([]);

    const sidebar = page.getByRole('navigation', { name: 'Docs navigation' });
    await expect(sidebar.getByRole('link', { name: 'Python SDK', exact: true })).toHaveCount(1);
    await expect(sidebar.getByRole('link', { name: 'Python SDK', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', { name: 'The observe decorator' })).toBeVisible();
  });

  test("a folder's row links to its landing page and its chevron opens it", async ({ page }) => {
    await page.goto('/docs/glossary');
    const sidebar = page.getByRole('navigation', { name: 'Docs navigation' });
    await expect(sidebar.getByRole('link', { name: 'Datasets', exact: true })).toHaveAttribute(
      'href',
      '/docs/datasets/overview',
    );
    await expect(sidebar.getByRole('link', { name: 'Experiments', exact: true })).toBeHidden();
    await sidebar.locator('summary', { hasText: 'Pages in Datasets' }).click();
    await expect(sidebar.getByRole('link', { name: 'Experiments', exact: true })).toBeVisible();
    await expect(page).toHaveURL('/docs/glossary');
  });
});
