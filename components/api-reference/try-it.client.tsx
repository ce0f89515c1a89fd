'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { RequestConsoleProps } from './request-console.client';

type Console = ComponentType<RequestConsoleProps>;

const loadConsole = () => import('./request-console.client').then((module) => module.RequestConsole);

/**
 * "Try it": the request console, loaded only when the reader opens it (or when the page's address
 * says `?try=1`, a link to a request), so an operation page's first load carries only this button.
 * Every docs page pays for this leaf (one route serves them all): keep it this small.
 */
export function TryIt(props: Omit<RequestConsoleProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  // The console once loaded; false when loading failed (opening again retries).
  const [Loaded, setLoaded] = useState<Console | false | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (/[?&]try=1(&|$)/.test(location.search))
      loadConsole().then(
        (loaded) => {
          setLoaded(() => loaded);
          setOpen(true);
        },
        () => setLoaded(false),
      );
  }, []);

  return (
    <div className="not-prose mb-6">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="request-console"
        onClick={() => {
          if (!Loaded)
            loadConsole().then(
              (loaded) => setLoaded(() => loaded),
              () => setLoaded(false),
            );
          setOpen(!open);
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
              setOpen(false);
              button.current?.focus();
            }}
          />
        ) : (
          <p role="status" className="mt-3 text-sm text-muted">
            {Loaded === false
              ? 'The console could not load. Open it again to retry.'
              : 'Loading the console…'}
          </p>
        )}
      </div>
    </div>
  );
}
