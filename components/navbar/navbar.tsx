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
 * Top-level links, each shown from the width where the bar has room for it; the others are in the
 * "More" menu from 1024 px, and all of them in the menu button's panel below (and in the footer).
 */
function navLinks(t: Messages, locale: Locale) {
  return (
    [
      { label: t.docs, href: '/docs', from: 'lg' },
      { label: t.selfHosting, href: '/self-hosting', from: 'xl' },
      { label: t.guides, href: '/guides', from: '2xl' },
      { label: t.integrations, href: '/integrations', from: 'xl' },
      { label: t.faq, href: '/faq', from: '2xl' },
      { label: t.pricing, href: '/pricing', from: 'lg' },
      { label: t.changelog, href: '/changelog', from: 'xl' },
      { label: t.blog, href: '/blog', from: '2xl' },
    ] as const
  ).map((link) => ({ ...link, href: translatedUrl(link.href, locale) }));
}

const shownFrom = { lg: 'hidden lg:block', xl: 'hidden xl:block', '2xl': 'hidden 2xl:block' } as const;
/** Translated labels are wider: each link needs one step more room (the last ones stay in the menus). */
const shownFromTranslated = { lg: 'hidden xl:block', xl: 'hidden 2xl:block', '2xl': 'hidden' } as const;
/** In the "More" menu, each link is listed exactly where the bar has no room for it. */
const inMoreUntil = { lg: 'lg:hidden', xl: 'xl:hidden', '2xl': '2xl:hidden' } as const;
const inMoreUntilTranslated = { lg: 'xl:hidden', xl: '2xl:hidden', '2xl': '' } as const;

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
        <ul className="ml-2 hidden items-center gap-0.5 text-sm lg:flex">
          {links.map((link) => (
            <li
              key={link.href}
              className={(locale === defaultLocale ? shownFrom : shownFromTranslated)[link.from]}
            >
              <LocaleLink
                href={link.href}
                locale={locale}
                className="rounded-md px-1.5 py-1.5 whitespace-nowrap text-muted hover:text-fg"
              >
                {link.label}
              </LocaleLink>
            </li>
          ))}
        </ul>
        <MoreMenu
          label={t.navMore}
          className={cn('hidden lg:block', locale === defaultLocale && '2xl:hidden')}
        >
          {links.map((link) => (
            <li
              key={link.href}
              className={(locale === defaultLocale ? inMoreUntil : inMoreUntilTranslated)[link.from]}
            >
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
