'use client';

import clsx from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { CopyIcon } from '@/components/ui/icons';
import { useEffect, useState } from 'react';
import { copyConfirmationMs, copyFailureMessage } from '@/lib/clipboard';

export interface CopyButtonProps {
  label: string;
  copiedLabel: string;
}

/** Copies the code of the block it sits in; a check mark confirms for 2000 ms. */
export function CopyButton({ label, copiedLabel }: CopyButtonProps) {
  // The number of the last successful copy (0: none shown); each copy shows the check mark afresh.
  const [copies, setCopies] = useState(0);
  const copied = copies > 0;

  // Timed from the render that shows the check mark, so it is visible the whole 2000 ms however long
  // that render takes to arrive.
  useEffect(() => {
    if (!copies) return;
    const timer = setTimeout(() => setCopies(0), copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [copies]);

  async function copy(button: HTMLButtonElement) {
    const code = button.closest('[data-code-block]')?.querySelector('pre')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      setCopies((count) => count + 1);
    } catch (error) {
      console.error(copyFailureMessage(error));
    }
  }

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-copied={copied || undefined}
      onClick={(event) => void copy(event.currentTarget)}
      className={clsx(
        buttonVariants({ variant: 'quiet', size: 'iconXs' }),
        'hover:bg-border data-copied:text-accent',
      )}
    >
      <CopyIcon copied={copied} />
      <span role="status" className="sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </button>
  );
}
