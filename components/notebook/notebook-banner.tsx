import type { Messages } from '@/lib/i18n';
import { buttonVariants } from '@/components/ui/button-variants';
import { InfoIcon } from '@/components/ui/icons';

/** The info banner of notebook pages: links to the notebook on the code host and in Colab. */
export function NotebookBanner({ codeHost, cloud, t }: { codeHost: string; cloud: string; t: Messages }) {
  return (
    <aside
      aria-label={t.notebookBanner}
      data-callout="info"
      className="my-5 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border border-sky-600/40 bg-sky-500/10 px-4 py-3"
    >
      <p className="flex items-center gap-2 font-semibold">
        <InfoIcon className="size-5 shrink-0" />
        {t.notebookBanner}
      </p>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <a href={codeHost} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t.notebookOpenOnCodeHost}
        </a>
        <a href={cloud} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t.notebookOpenInColab}
        </a>
      </div>
    </aside>
  );
}
