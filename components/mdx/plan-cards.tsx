import Link from 'next/link';
import { planCardsTextFor } from '@/config/plan-cards-text';
import { planTextFor } from '@/config/plan-text';
import { meteredPlans, planPrices, plans, type Plan } from '@/config/plans';
import type { Locale } from '@/config/schema';
import { siteConfig } from '@/config/site';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { staysInLocale } from '@/lib/i18n';
import { localizedPath } from '@/lib/source';
import { PlanCalculator } from './plan-calculator.client';

/**
 * Where each plan's call to action leads: the cloud app for the metered plans; the page in the
 * reader's language where it is translated, else the English one.
 */
function planHref(plan: Plan, locale: Locale): string {
  if (plan === 'enterprise') return localizedPath('/talk-to-us', locale);
  if (plan === 'selfHosted') return localizedPath('/self-hosting', locale);
  return siteConfig.regions[0]!.url;
}

/**
 * One card per plan (config/plans.ts for the figures, config/plan-cards-text.ts for the words): name,
 * price, what is included and the plan's call to action, then the events calculator.
 */
export function PlanCards({ locale }: { locale: Locale }) {
  const text = planCardsTextFor(locale);
  const names = planTextFor(locale).plans;
  const number = new Intl.NumberFormat(locale);
  return (
    <div className="not-prose my-8">
      <ul aria-label={text.plansLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {plans.map((plan) => {
          const { monthly, includedEvents } = planPrices[plan];
          const card = text.cards[plan];
          const href = planHref(plan, locale);
          const price =
            monthly === null
              ? text.custom
              : monthly === 0
                ? text.free
                : text.price.replace('{amount}', number.format(monthly));
          const highlighted = plan === 'pro';
          return (
            <li
              key={plan}
              className={cn(
                'flex flex-col rounded-xl border bg-card p-5',
                highlighted ? 'border-accent shadow-md' : 'border-border',
              )}
            >
              <h3 className="mt-0 text-base font-semibold">{names[plan]}</h3>
              <p className="mt-3">
                <span className="text-2xl font-bold tracking-tight">{price}</span>
                {monthly !== null && monthly > 0 ? (
                  <span className="block text-sm text-muted">{` ${text.perMonth}`}</span>
                ) : null}
              </p>
              <p className="mt-1 min-h-5 text-xs text-muted">
                {includedEvents !== null
                  ? text.included.replace('{events}', number.format(includedEvents))
                  : null}
              </p>
              <p className="mt-3 text-sm">{card.tagline}</p>
              <ul className="mt-3 mb-5 space-y-1.5 text-sm">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">
                      ✓
                    </span>
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <Link
                href={href}
                prefetch={href.startsWith('/') && staysInLocale(href, locale) ? undefined : false}
                aria-label={`${card.cta}: ${names[plan]}`}
                className={cn(buttonVariants({ variant: highlighted ? 'cta' : 'outline' }), 'mt-auto w-full')}
              >
                {card.cta}
              </Link>
            </li>
          );
        })}
      </ul>
      <PlanCalculator
        locale={locale}
        plans={meteredPlans.map((plan) => ({ plan, name: names[plan] }))}
        text={{ ...text.calculator, price: text.price, perMonth: text.perMonth, free: text.free }}
      />
    </div>
  );
}
