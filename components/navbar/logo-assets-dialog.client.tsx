'use client';

import { useEffect, useRef } from 'react';

export interface LogoAssetsText {
  title: string;
  intro: string;
  close: string;
}

interface LogoAssetsDialogProps {
  assets: { label: string; href: string; download: string }[];
  text: LogoAssetsText;
  onClose: () => void;
}

/**
 * A native modal <dialog>: the browser makes the rest of the page inert, traps focus and closes it on
 * Escape, with no dialog library in the bundle.
 */
export function LogoAssetsDialog({ assets, text, onClose }: LogoAssetsDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="logo-assets-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-border bg-bg p-0 text-fg shadow-xl backdrop:bg-black/50"
    >
      <div className="p-6">
        <h2 id="logo-assets-title" className="text-lg font-semibold">
          {text.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.intro}</p>
        <ul className="mt-4 grid grid-cols-2 gap-2">
          {assets.map((asset) => (
            <li key={asset.href}>
              <a
                href={asset.href}
                download={asset.download}
                className="block rounded-md border border-border px-3 py-2 text-sm hover:bg-subtle"
              >
                {asset.label}
              </a>
            </li>
          ))}
        </ul>
        <form method="dialog" className="mt-5 flex justify-end">
          <button className="rounded-md border border-border px-3 py-1.5 text-sm hover:bg-subtle">
            {text.close}
          </button>
        </form>
      </div>
    </dialog>
  );
}
