import { siteConfig } from '@/config/site';
import { compactNumber } from '@/lib/format';
import { format, type Messages } from '@/lib/i18n';
import { DiscordIcon, GitHubIcon } from '@/components/ui/icons';

export function DiscordLink({ t }: { t: Messages }) {
  return (
    <a
      href={siteConfig.community.discord}
      aria-label={t.discord}
      title={t.discord}
      className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-subtle hover:text-fg"
    >
      <DiscordIcon />
    </a>
  );
}

/** The repository link with its fixed star count shown compact ("18.7K"). */
export function GitHubStarsLink({ t }: { t: Messages }) {
  const stars = compactNumber(siteConfig.repository.stars);
  return (
    <a
      href={siteConfig.repository.url}
      aria-label={format(t.githubStars, { count: stars })}
      className="flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm text-muted hover:bg-subtle hover:text-fg"
    >
      <GitHubIcon />
      <span className="font-medium tabular-nums">{stars}</span>
    </a>
  );
}
