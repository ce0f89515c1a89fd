'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { ModalDialog } from '@/components/ui/modal-dialog.client';

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

/** The logo files to download, offered when someone right-clicks the logo. */
export function LogoAssetsDialog({ assets, text, onClose }: LogoAssetsDialogProps) {
  return (
    <ModalDialog open onClose={onClose} aria-labelledby="logo-assets-title">
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
          <button className={buttonVariants({ variant: 'outline', size: 'sm' })}>{text.close}</button>
        </form>
      </div>
    </ModalDialog>
  );
}
