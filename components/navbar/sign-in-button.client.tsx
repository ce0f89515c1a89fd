'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import type { Region, SignInButton as Choice } from '@/lib/region/sign-in';
import { decideSignInButton } from '@/lib/region/session-check';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/use-dismiss';

export interface SignInButtonProps {
  regions: Region[];
  labels: { signUp: string; toApp: string; chooseRegion: string };
  /** Classes of the link or button: its size is fixed so nothing moves when the choice changes. */
  className: string;
  /** Where the region list opens: below (navbar) or above (mobile menu's bottom). */
  placement?: 'below' | 'above';
}

/**
 * The navbar's sign-in button. It renders `Sign Up` for the default region at once,
 * then asks each region's app host for a session and becomes `To App` (one session), a list of the
 * regions with a session (several), or `Sign Up` in the region of the visitor's continent (none).
 */
export function SignInButton({ regions, labels, className, placement = 'below' }: SignInButtonProps) {
  const [choice, setChoice] = useState<Choice>(() => ({
    kind: 'sign-up',
    region: regions.find((region) => region.id === 'eu') ?? regions[0]!,
  }));
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    let current = true;
    void decideSignInButton(regions).then((decided) => {
      if (current) setChoice(decided);
    });
    return () => {
      current = false;
    };
  }, [regions]);

  useDismiss(open, { root, trigger, onClose: close });

  if (choice.kind === 'sign-up') {
    return (
      <a href={`${choice.region.url}/auth/sign-up`} className={className} data-region={choice.region.id}>
        {labels.signUp}
      </a>
    );
  }
  if (choice.kind === 'to-app') {
    return (
      <a href={choice.region.url} className={className} data-region={choice.region.id}>
        {labels.toApp}
      </a>
    );
  }
  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={className}
      >
        {labels.toApp}
        <ChevronDownIcon className="ml-0.5 size-3 shrink-0" />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        aria-label={labels.chooseRegion}
        className={clsx(
          'absolute right-0 z-50 min-w-full rounded-lg border border-border bg-bg p-1 shadow-lg',
          placement === 'below' ? 'top-full mt-1' : 'bottom-full mb-1',
        )}
      >
        {choice.regions.map((region) => (
          <li key={region.id}>
            <a
              href={region.url}
              data-region={region.id}
              className="block rounded-md px-3 py-1.5 text-sm whitespace-nowrap hover:bg-subtle"
            >
              {region.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
