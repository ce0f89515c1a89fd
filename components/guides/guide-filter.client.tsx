'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  countText,
  pathWithTopic,
  preselectStyleId,
  topicFromSearch,
  visibleCount,
} from '@/lib/guides/topic-filter';

interface GuideFilterProps {
  /** Id of the card list, which the buttons control. */
  listId: string;
  locale: string;
  /** The topics that have guides, in order, with their labels. */
  topics: readonly { id: string; label: string }[];
  /** The cards, rendered on the server, each with its topic. */
  cards: readonly { key: string; topic: string; card: ReactNode }[];
  labels: { filter: string; all: string; countOne: string; countOther: string; list: string };
}

// The filter's state is the address: `?topic=` is read from it and written to it.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
const currentSearch = () => window.location.search;
// The page is built once for every address: it renders with every card, then reads the address.
const builtSearch = () => '';

/**
 * Toggle buttons that show the guides of one topic, an "All" button and a live count. Without
 * JavaScript every card stays visible; a link with `?topic=` opens on that topic.
 */
export function GuideFilter({ listId, locale, topics, cards, labels }: GuideFilterProps) {
  const search = useSyncExternalStore(subscribe, currentSearch, builtSearch);
  // The inline script's stylesheet showed the address's topic before React ran; once this render
  // shows the same view (before the browser paints it), the stylesheet goes.
  useLayoutEffect(() => {
    if (search === currentSearch()) document.getElementById(preselectStyleId)?.remove();
  }, [search]);
  const active = topicFromSearch(
    search,
    topics.map((topic) => topic.id),
  );
  const choose = (topic: string | null) => {
    window.history.replaceState(null, '', pathWithTopic(window.location.href, topic));
    for (const listener of listeners) listener();
  };
  const count = visibleCount(
    cards.map((card) => card.topic),
    active,
  );
  const button = (topic: string | null, label: string) => (
    <button
      key={topic ?? ''}
      type="button"
      aria-pressed={active === topic}
      aria-controls={listId}
      data-topic={topic ?? ''}
      onClick={() => choose(topic)}
      className={buttonVariants({ variant: 'toggle', size: 'chip' })}
    >
      {label}
    </button>
  );
  return (
    <>
      <div role="group" aria-label={labels.filter} data-guide-filter="" className="flex flex-wrap gap-2">
        {button(null, labels.all)}
        {topics.map((topic) => button(topic.id, topic.label))}
      </div>
      {/* Starts at the left edge, so a shorter count moves nothing when a shared link's topic applies. */}
      <p role="status" className="mt-4 mb-4 text-sm text-muted">
        {countText(count, locale, { one: labels.countOne, other: labels.countOther })}
      </p>
      <ul
        id={listId}
        aria-label={labels.list}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {cards.map(({ key, topic, card }) => (
          <li key={key} data-topic={topic} hidden={active !== null && topic !== active}>
            {card}
          </li>
        ))}
      </ul>
    </>
  );
}
