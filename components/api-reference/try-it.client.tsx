'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { RequestConsoleProps } from './request-console.client';

type Console = ComponentType<RequestConsoleProps>;

const noSubscription = () => () => undefined;

/**
 * "Try it": the request console, loaded only when the reader opens it (or when the page's address
 * says `?try=1`, a link to a request), so an operation page's first load carries only this button.
 */
export function TryIt(props: Omit<RequestConsoleProps, 'onClose'>) {
  // Opened or closed by the reader; until then, open when the address links to a request.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const linked = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(location.search).get('try') === '1',
    () => false,
  );
  const open = toggled ?? linked;
  const [Loaded, setLoaded] = useState<Console | null>(null);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || Loaded) return;
    import('./request-console.client').then(
      (module) => setLoaded(() => module.RequestConsole),
      () => setFailed(true),
    );
  }, [open, Loaded]);

  return (
    <div className="not-prose mb-6">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="request-console"
        onClick={() => {
          setFailed(false);
          setToggled(!open);
        }}
        className={buttonVariants({ variant: 'cta', size: 'sm' })}
      >
        Try it
      </button>
      <div id="request-console">
        {!open ? null : Loaded ? (
          <Loaded
            {...props}
            onClose={() => {
              setToggled(false);
              button.current?.focus();
            }}
          />
        ) : (
          <p role="status" className="mt-3 text-sm text-muted">
            {failed ? 'The console could not load. Reload the page to try again.' : 'Loading the console…'}
          </p>
        )}
      </div>
    </div>
  );
}
