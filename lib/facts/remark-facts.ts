import type { Parent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { planLimits, rateLimitGroups, type PlanLimit, type RateLimitGroup } from '../../config/plans';
import { siteConfig } from '../../config/site';
import { factText } from './facts';

const { defaultLocale, locales } = siteConfig.i18n;
const translatedFile = new RegExp(
  `\\.(${locales.filter((locale) => locale !== defaultLocale).join('|')})\\.mdx?$`,
);

/** The locale of a content file by its name (`pricing.ja.mdx`, config/site.ts locales); the default locale otherwise. */
export const localeOfFile = (path: string | undefined) =>
  translatedFile.exec(path ?? '')?.[1] ?? defaultLocale;

const rateLimitPlans = ['hobby', 'core', 'pro', 'enterprise'] as const;
const planNames = { hobby: 'Hobby', core: 'Core', pro: 'Pro', enterprise: 'Enterprise' } as const;
const groupNames: Record<RateLimitGroup, string> = {
  ingestion: 'Ingestion (`POST /ingestion`, `POST /otel/v1/traces`)',
  prompts: 'Prompts (`GET /prompts`, `GET /prompts/{name}`)',
  metrics: 'Metrics (`GET /metrics`, `GET /metrics/daily`)',
  other: 'Every other endpoint',
};

/** A table cell from text in which `code` is marked with backticks. */
const cell = (value: string): TableCell => ({
  type: 'tableCell',
  children: value
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? { type: 'inlineCode' as const, value: part } : { type: 'text' as const, value: part },
    )
    .filter((node) => node.value !== ''),
});
const limitText = (limit: PlanLimit, locale: string) =>
  typeof limit === 'number'
    ? new Intl.NumberFormat(locale).format(limit)
    : limit === 'custom'
      ? 'Custom'
      : 'No limit';

/** The rate limits of every cloud plan, per endpoint group, in requests per minute per project. */
export function rateLimitTable(locale: string): Table {
  const row = (cells: string[]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
  return {
    type: 'table',
    align: ['left', ...rateLimitPlans.map(() => 'right' as const)],
    children: [
      row(['Endpoint group', ...rateLimitPlans.map((plan) => planNames[plan])]),
      ...rateLimitGroups.map((group) =>
        row([
          groupNames[group],
          ...rateLimitPlans.map((plan) => limitText(planLimits[plan].rateLimits[group], locale)),
        ]),
      ),
    ],
  };
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
const isJsx = (node: RootContent): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const attribute = (node: JsxElement, name: string) => {
  const found = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
};

/**
 * Replaces the content's fact components with what they stand for, before anything else reads the
 * page, so the HTML page, its Markdown twin and the search index all carry the same figures:
 * `<Fact of="plan.pro.retention" />` becomes the text "2 years" (in the page's language), and
 * `<RateLimitTable />` the table of rate limits per plan. A name that does not exist stops the build,
 * naming the file and the name.
 */
export function remarkFacts(options: { locale?: string } = {}) {
  return (tree: Root, file: { path?: string }) => {
    const locale = options.locale ?? localeOfFile(file.path);
    const visit = (parent: Parent) => {
      parent.children = parent.children.map((child) => {
        if (isJsx(child) && child.name === 'Fact') {
          const name = attribute(child, 'of');
          try {
            if (!name) throw new Error('<Fact> needs an `of` attribute naming the fact');
            const value = { type: 'text' as const, value: factText(name, locale) };
            return child.type === 'mdxJsxFlowElement' ? { type: 'paragraph', children: [value] } : value;
          } catch (error) {
            throw new Error(`${file.path ?? 'content'}: ${(error as Error).message}`);
          }
        }
        if (isJsx(child) && child.name === 'RateLimitTable') return rateLimitTable(locale);
        if ('children' in child) visit(child);
        return child;
      });
    };
    visit(tree);
  };
}
