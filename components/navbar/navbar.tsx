import { siteConfig } from '@/config/site';
import { SearchBox } from '@/components/search/search-box.client';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { SignInButton } from './sign-in-button.client';
import { ThemeSelect } from '@/components/theme/theme-select.client';
import {
  defaultLocale,
  getMessages,
  localeNames,
  locales,
  localizePath,
  type Locale,
  type Messages,
} from '@/lib/i18n';
import { resultGroupLabels } from '@/lib/search/collections';
import { translatedUrl } from '@/lib/source';
import { LanguageSwitch } from '@/components/i18n/language-switch.client';
import { LogoLink } from './logo-link.client';
import { LogoMark } from './logo-mark';
import { MobileMenu } from './mobile-menu.client';
import { MoreMenu } from './more-menu.client';
import { DiscordLink, GitHubStarsLink } from './social-links';
import { LocaleLink } from '@/components/i18n/locale-link';

/**
 * Top-level links in the order the bar keeps them: the bar shows as many as fit at the window's width,
 * whatever their language's labels are like (the list wraps and only its first line shows), and "More"
 * lists the rest; the menu button's panel below 1024 px lists them all (and the footer does too).
 */
function navLinks(t: Messages, locale: Locale) {
  return [
    { label: t.docs, href: '/docs' },
    { label: t.pricing, href: '/pricing' },
    { label: t.selfHosting, href: '/self-hosting' },
    { label: t.integrations, href: '/integrations' },
    { label: t.changelog, href: '/changelog' },
    { label: t.guides, href: '/guides' },
    { label: t.faq, href: '/faq' },
    { label: t.blog, href: '/blog' },
  ].map((link) => ({ ...link, href: translatedUrl(link.href, locale) }));
}

const linksBarId = 'navbar-links';

const logoAssets = [
  { label: 'SVG, light', href: '/brand/spanlight-logo-light.svg', download: 'spanlight-logo-light.svg' },
  { label: 'SVG, dark', href: '/brand/spanlight-logo-dark.svg', download: 'spanlight-logo-dark.svg' },
  { label: 'PNG, light', href: '/brand/spanlight-logo-light.png', download: 'spanlight-logo-light.png' },
  { label: 'PNG, dark', href: '/brand/spanlight-logo-dark.png', download: 'spanlight-logo-dark.png' },
];

export interface NavbarProps {
  locale: Locale;
  /** The locale's content-hashed search files (server/search.ts). */
  search: { indexUrl: string; textUrl: string };
}

/** The site's top bar: 64 px high, sticky. */
export function Navbar({ locale, search }: NavbarProps) {
  const t = getMessages(locale);
  const signInLabels = { signUp: t.signUp, toApp: t.toApp, chooseRegion: t.chooseRegion };
  const themeLabels = { theme: t.theme, light: t.themeLight, dark: t.themeDark, system: t.themeSystem };
  const links = navLinks(t, locale);
  const languageSwitch = {
    current: locale,
    locales,
    defaultLocale,
    names: localeNames,
    label: t.language,
    cookieMaxAge: siteConfig.i18n.cookieMaxAge,
  };

  return (
    <header className="sticky top-0 z-40 h-navbar border-b border-border bg-bg/95 backdrop-blur supports-[backdrop-filter]:bg-bg/80">
      <nav
        aria-label={t.mainNavigation}
        className="mx-auto flex h-full max-w-[90rem] items-center gap-2 px-4"
      >
        <LogoLink
          href={localizePath('/', locale)}
          assets={logoAssets}
          text={{
            title: t.logoAssets,
            intro: t.logoAssetsIntro.replace('{name}', siteConfig.name),
            close: t.close,
          }}
        >
          <LogoMark className="size-7 text-fg" />
          <span className="text-lg">{siteConfig.name}</span>
        </LogoLink>
        <LocaleLink
          href={siteConfig.careersPath}
          locale={locale}
          aria-label={t.hiringLabel}
          className="hidden rounded-full border border-amber-500/60 bg-amber-500/10 px-2 py-0.5 text-[11px] font-semibold tracking-wider whitespace-nowrap text-amber-700 hover:bg-amber-500/20 lg:inline-flex dark:text-amber-300"
        >
          {t.hiring}
        </LocaleLink>
        {/* One line of links: those that do not fit wrap onto a second line, which is cut off (and
            hidden from assistive technology by MoreMenu, which lists them instead). */}
        <ul
          id={linksBarId}
          className="nav-links ml-2 hidden h-10 min-w-0 flex-1 flex-wrap content-start gap-x-0.5 gap-y-4 overflow-hidden py-1 text-sm lg:flex"
        >
          {links.map((link) => (
            <li key={link.href} data-nav-link={link.href} className="shrink-0">
              <LocaleLink
                href={link.href}
                locale={locale}
                className="block rounded-md px-1.5 py-1.5 whitespace-nowrap text-muted hover:text-fg"
              >
                {link.label}
              </LocaleLink>
            </li>
          ))}
        </ul>
        <MoreMenu label={t.navMore} barId={linksBarId} className="hidden lg:block">
          {links.map((link) => (
            <li key={link.href} data-nav-link={link.href}>
              <LocaleLink
                href={link.href}
                locale={locale}
                className="block rounded-md px-3 py-2 whitespace-nowrap hover:bg-subtle"
              >
                {link.label}
              </LocaleLink>
            </li>
          ))}
        </MoreMenu>
        <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1.5 md:flex-none">
          <SearchBox
            placeholder={t.searchPlaceholder}
            label={t.searchLabel}
            indexUrl={search.indexUrl}
            textUrl={search.textUrl}
            messages={{
              results: t.searchResults,
              loading: t.searchLoading,
              failed: t.searchFailed,
              empty: t.searchNoResults,
            }}
            askAi={{ href: localizePath('/docs/ask-ai', locale), label: t.askAiSearchEntry }}
            groupLabels={resultGroupLabels(t)}
          />
          <div className="hidden items-center gap-1 md:flex">
            <DiscordLink t={t} />
            <GitHubStarsLink t={t} />
            <ThemeSelect labels={themeLabels} compact />
            <LanguageSwitch {...languageSwitch} compact />
          </div>
          <div className="hidden sm:block">
            <SignInButton
              regions={siteConfig.regions}
              labels={signInLabels}
              className={cn(buttonVariants({ size: 'sm' }), 'h-9 w-20 rounded-lg px-2')}
            />
          </div>
          <MobileMenu openLabel={t.openMenu} closeLabel={t.closeMenu}>
            <ul className="space-y-1 text-base">
              {links.map((link) => (
                <li key={link.href}>
                  <LocaleLink
                    href={link.href}
                    locale={locale}
                    className="block rounded-md px-2 py-2 hover:bg-subtle"
                  >
                    {link.label}
                  </LocaleLink>
                </li>
              ))}
              <li>
                <LocaleLink
                  href={siteConfig.careersPath}
                  locale={locale}
                  className="block rounded-md px-2 py-2 hover:bg-subtle"
                >
                  {t.hiring}
                </LocaleLink>
              </li>
            </ul>
            <div className="mt-4 flex items-center gap-2 border-t border-border pt-4">
              <DiscordLink t={t} />
              <GitHubStarsLink t={t} />
              <ThemeSelect labels={themeLabels} className="ml-auto" />
            </div>
            <LanguageSwitch {...languageSwitch} className="mt-4 inline-flex" />
            <div className="mt-4">
              <SignInButton
                regions={siteConfig.regions}
                labels={signInLabels}
                placement="above"
                className={cn(buttonVariants({ size: 'lg' }), 'flex w-full')}
              />
            </div>
          </MobileMenu>
        </div>
      </nav>
    </header>
  );
}
