'use client';

import Link from 'next/link';
import { useRef, useState, type ReactNode } from 'react';
import { LogoAssetsDialog, type LogoAssetsText } from './logo-assets-dialog.client';

export interface LogoLinkProps {
  href: string;
  assets: { label: string; href: string; download: string }[];
  text: LogoAssetsText;
  children: ReactNode;
}

/** The logo links home; a right-click opens the logo-assets dialog instead of the browser menu. */
export function LogoLink({ href, assets, text, children }: LogoLinkProps) {
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Link
        ref={linkRef}
        href={href}
        className="flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight"
        onContextMenu={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </Link>
      {open ? (
        <LogoAssetsDialog
          assets={assets}
          text={text}
          onClose={() => {
            setOpen(false);
            linkRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
