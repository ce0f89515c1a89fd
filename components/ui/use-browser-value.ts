import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (the address, the platform), read after hydration: the server and
 * the first client render show `serverValue`, so the markup matches, then the browser's value.
 * `read` runs on every render: it must return the same value (or an equal primitive) each time.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
