'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const requestedPath = () => new URLSearchParams(window.location.search).get('untranslated');

/** On a language's home page after a switch from a page with no translation: says so, once. */
export function UntranslatedNotice({ message }: { message: string }) {
  const path = useSyncExternalStore(noSubscription, requestedPath, () => null);
  if (!path) return null;
  return (
    <p
      role="status"
      className="mx-auto mt-6 max-w-2xl rounded-lg border border-sky-600/40 bg-sky-500/10 px-4 py-3 text-sm"
    >
      {message.replace('{path}', path)}
    </p>
  );
}
