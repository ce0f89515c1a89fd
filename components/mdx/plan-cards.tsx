import { planCardsTextFor } from '@/config/plan-cards-text';
import { planTextFor } from '@/config/plan-text';
import { meteredPlans } from '@/config/plans';
import type { Locale } from '@/config/schema';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { planCardsFor } from '@/lib/plan-cards';
import { PlanCalculator } from './plan-calculator.client';
import { LocaleLink } from '@/components/i18n/locale-link';

/**
 * One card per plan (lib/plan-cards.ts: figures from config/plans.ts, words from
 * config/plan-cards-text.ts): name, price, what is included and the plan's call to action, then the
 * events calculator.
 */
export function PlanCards({ locale }: { locale: Locale }) {
  const text = planCardsTextFor(locale);
  const names = planTextFor(locale).plans;
  return (
    <div className="not-prose my-8">
      <ul aria-label={text.plansLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {planCardsFor(locale).map((card) => {
          const { plan, href } = card;
          const highlighted = plan === 'pro';
          return (
            <li
              key={plan}
              className={cn(
                'flex flex-col rounded-xl border bg-card p-5',
                highlighted ? 'border-accent shadow-md' : 'border-border',
              )}
            >
              <h3 className="mt-0 text-base font-semibold">{card.name}</h3>
              <p className="mt-3">
                <span className="text-2xl font-bold tracking-tight">{card.price}</span>
                {card.perMonth ? (
                  <span className="block text-sm text-muted">{` ${card.perMonth}`}</span>
                ) : null}
              </p>
              <p className="mt-1 min-h-5 text-xs text-muted">{card.included}</p>
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
              <LocaleLink
                href={href}
                locale={locale}
                aria-label={`${card.cta}: ${card.name}`}
                className={cn(buttonVariants({ variant: highlighted ? 'cta' : 'outline' }), 'mt-auto w-full')}
              >
                {card.cta}
              </LocaleLink>
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
