/**
 * The Guides grid's topic filter (components/guides/guide-filter.client.tsx). The URL is its state:
 * `?topic=evaluation` shows one topic, no parameter shows every guide, so a filtered view can be
 * shared. A topic the grid does not have shows every guide too.
 */

export const topicParam = 'topic';

/** The topic a query string asks for, when the grid has it; null means every guide. */
export function topicFromSearch(search: string, topics: readonly string[]): string | null {
  const topic = new URLSearchParams(search).get(topicParam);
  return topic !== null && topics.includes(topic) ? topic : null;
}

/** `href` (absolute) as a path with the topic set, or removed for null; other parameters are kept. */
export function pathWithTopic(href: string, topic: string | null): string {
  const url = new URL(href);
  if (topic === null) url.searchParams.delete(topicParam);
  else url.searchParams.set(topicParam, topic);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** How many of the cards a topic shows. */
export function visibleCount(cardTopics: readonly string[], topic: string | null): number {
  return topic === null ? cardTopics.length : cardTopics.filter((card) => card === topic).length;
}

/** "12 guides": the template for the locale's plural category of `count` ("one" or any other). */
export function countText(count: number, locale: string, templates: { one: string; other: string }): string {
  const template = new Intl.PluralRules(locale).select(count) === 'one' ? templates.one : templates.other;
  return template.replace('{count}', new Intl.NumberFormat(locale).format(count));
}

/** Id of the stylesheet `showTopicFromUrl` adds, which the filter removes once it renders the same view. */
export const preselectStyleId = 'guides-preselect';

/**
 * Runs inline right after the grid, before the first paint: when the URL names a topic the grid
 * has, adds a stylesheet that hides the other topics' cards and shows that topic's button pressed,
 * so a shared link opens on its view and nothing moves once the page is interactive. It changes no
 * element React renders (hydration then matches the HTML); the filter removes the stylesheet when
 * its own render shows the same view. Kept self-contained: it is serialised with `toString()`.
 */
export function showTopicFromUrl(listId: string, param: string, styleId: string): void {
  const list = document.getElementById(listId);
  const topic = new URLSearchParams(window.location.search).get(param);
  if (!list || topic === null) return;
  if (!Array.from(list.children).some((card) => card.getAttribute('data-topic') === topic)) return;
  const id = CSS.escape(listId);
  const value = CSS.escape(topic);
  const button = `button[aria-controls="${id}"]`;
  const style = document.createElement('style');
  style.id = styleId;
  style.textContent =
    `#${id}>li:not([data-topic="${value}"]){display:none}` +
    `${button}[data-topic=""]{background:var(--card);color:inherit;border-color:var(--border)}` +
    `${button}[data-topic="${value}"]{background:var(--accent);color:var(--accent-fg);border-color:var(--accent)}`;
  document.head.appendChild(style);
}

/** The inline script that runs `showTopicFromUrl` for the list with id `listId`. */
export function topicFromUrlScript(listId: string): string {
  const args = [listId, topicParam, preselectStyleId].map((arg) => JSON.stringify(arg));
  return `(${showTopicFromUrl.toString()})(${args.join(',')})`;
}
